/** A swarm process of simulated phones (swarm-process.ts), as the bench drives it. */
import { type ChildProcess, fork } from 'node:child_process';
import { bundles } from '../bundles.ts';
import { ROOT } from '../child.ts';
import { residentBytes } from '../process-memory.ts';
import type {
  JoinAnswer,
  JoinCommand,
  SamplesAnswer,
  StateAnswer,
  SwarmAnswer,
  SwarmCommand,
  VoteAnswer,
} from './swarm-protocol.ts';

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export class Swarm {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly child: ChildProcess) {}

  static async start(): Promise<Swarm> {
    const { swarm } = await bundles();
    const child = fork(swarm, [], {
      cwd: ROOT,
      execArgv: ['--enable-source-maps'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    return new Swarm(child);
  }

  /** Its process's id, for the processor time it used. */
  get pid(): number {
    return this.child.pid ?? 0;
  }

  rssBytes(): Promise<number> {
    return residentBytes(this.pid);
  }

  join(command: Omit<JoinCommand, 'type'>): Promise<JoinAnswer> {
    return this.ask<JoinAnswer>({ type: 'join', ...command });
  }

  vote(command: Omit<Extract<SwarmCommand, { type: 'vote' }>, 'type'>): Promise<VoteAnswer> {
    return this.ask<VoteAnswer>({ type: 'vote', ...command });
  }

  state(version: number): Promise<StateAnswer> {
    return this.ask<StateAnswer>({ type: 'state', version });
  }

  samples(): Promise<SamplesAnswer> {
    return this.ask<SamplesAnswer>({ type: 'samples' });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'stop' } satisfies SwarmCommand);
    await exited;
  }

  /** One command at a time: each answer belongs to the command before it. */
  private ask<T extends SwarmAnswer>(command: SwarmCommand): Promise<T> {
    const asked = this.queue.then(
      () =>
        new Promise<T>((resolve, reject) => {
          const exited = () => reject(new Error(`the swarm exited during ${command.type}`));
          this.child.once('exit', exited);
          this.child.once('message', (answer: SwarmAnswer) => {
            this.child.off('exit', exited);
            if (answer.type === 'error') reject(new Error(answer.message));
            else resolve(answer as T);
          });
          this.child.send(command);
        }),
    );
    this.queue = asked.catch(() => undefined);
    return asked;
  }
}
