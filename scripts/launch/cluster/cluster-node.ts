// One node of the cluster: the server as a child process on its own loopback
// port, which can be signalled, stopped and started again on the same port.
import { type Child, type Exit, spawnChild, stopChild } from './child-process.ts';
import { waitForReadyNode } from './readiness.ts';

/** How a node's server runs: the `npm start` bundle, or the TypeScript sources through tsx. */
export type ServerLaunch = { command: string; args: readonly string[] };

export type NodeSpec = {
  /** node1, node2…: HAProxy's name for it too. */
  name: string;
  host: string;
  port: number;
  root: string;
  launch: ServerLaunch;
  env: NodeJS.ProcessEnv;
  /** A first start on an empty database migrates it. */
  readyTimeoutMs: number;
  onLine: (line: string) => void;
  /** Told when the node exits without the cluster having asked it to. */
  onUnexpectedExit: (node: ClusterNode, exit: Exit) => void;
};

/** A node drains within 10 s (src/server/main.ts); past that it is killed. */
const STOP_GRACE_MS = 12_000;

export class ClusterNode {
  readonly name: string;
  readonly host: string;
  readonly port: number;
  /** The node itself, not through HAProxy. */
  readonly url: string;
  private readonly spec: NodeSpec;
  private current: Child | undefined;
  private expectingExit = false;
  private earlierOutput = '';

  constructor(spec: NodeSpec) {
    this.spec = spec;
    this.name = spec.name;
    this.host = spec.host;
    this.port = spec.port;
    this.url = `http://${spec.host}:${spec.port}`;
  }

  /** True while its process runs (draining included). */
  running(): boolean {
    return this.current?.running() ?? false;
  }

  /** Its process's id while it runs (for its memory, say). */
  pid(): number | undefined {
    return this.running() ? this.current?.child.pid : undefined;
  }

  /** What its processes wrote (the last of it), every start included. */
  output(): string {
    return this.earlierOutput + (this.current?.output() ?? '');
  }

  /** Starts its process and resolves once it answers ready. */
  async start(): Promise<void> {
    if (this.running()) throw new Error(`${this.name} is already running`);
    if (this.current) this.earlierOutput = this.output().slice(-64 * 1024);
    const { spec } = this;
    const child = spawnChild({
      command: spec.launch.command,
      args: spec.launch.args,
      cwd: spec.root,
      env: { ...spec.env, PORT: String(spec.port), HOST: spec.host },
      onLine: spec.onLine,
      ipc: true,
    });
    this.current = child;
    this.expectingExit = false;
    void child.exited.then((exit) => {
      if (this.current === child && !this.expectingExit) spec.onUnexpectedExit(this, exit);
    });
    await waitForReadyNode(spec.name, this.url, child, spec.readyTimeoutMs);
  }

  /**
   * Signals its process (SIGTERM drains it, SIGKILL is a crash); resolves
   * with its exit. The cluster expects that exit: it neither reports it nor
   * restarts the node.
   */
  kill(signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
    const child = this.current;
    if (!child) return Promise.resolve({ code: null, signal: null });
    this.expectingExit = true;
    child.signal(signal);
    return child.exited;
  }

  /** Drains it with SIGTERM, killing it if it takes too long; resolves with its exit. */
  async stop(): Promise<Exit | undefined> {
    const child = this.current;
    if (!child?.running()) return undefined;
    this.expectingExit = true;
    return stopChild(child, 'SIGTERM', STOP_GRACE_MS);
  }

  /** Stops it if it runs, starts it again on the same port, and resolves once ready. */
  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }
}
