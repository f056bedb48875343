/**
 * PostgreSQL's own load generator as the raw baseline: `pgbench -M prepared`
 * running the upsert our ballot write makes (ballots.ts), from 1, 8 or 64
 * connections, for one slice at a time.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Contender, Throughput } from '../scripts/launch/load/stats.ts';
import { storedRankings } from './ballots.ts';

const run = promisify(execFile);

/** Whether pgbench is on the PATH. */
export async function hasPgbench(): Promise<boolean> {
  return run('pgbench', ['--version']).then(
    () => true,
    () => false,
  );
}

/** The upsert of ballots.ts, as a pgbench script: a random participant of the room each time. */
function script(participants: number): string {
  return `\\set p random(0, ${participants - 1})
INSERT INTO bench_ballots (room_id, participant_id, rankings)
  VALUES (:room, 'voter_' || :p, :rankings)
  ON CONFLICT (room_id, participant_id)
  DO UPDATE SET rankings = excluded.rankings, updated_at = now()
  RETURNING id, room_id, participant_id, rankings, created_at, updated_at, (xmax = 0) AS inserted;
`;
}

/**
 * A contender that runs pgbench for each slice (whole seconds, at least one);
 * its rate excludes the connections' set-up, as pgbench reports it. The
 * bench_ballots table must exist.
 */
export async function pgbenchUpserts(
  url: string,
  { clients, participants, scratch }: { clients: number; participants: number; scratch: string },
): Promise<Contender> {
  const file = path.join(scratch, `pgbench-${clients}.sql`);
  await writeFile(file, script(participants));
  const roomId = randomUUID();
  const contestantIds = [randomUUID(), randomUUID(), randomUUID()];
  const threads = Math.min(clients, os.cpus().length);
  return {
    async slice(ms): Promise<Throughput> {
      const seconds = Math.max(1, Math.round(ms / 1000));
      const args = ['-n', '-M', 'prepared', '-c', String(clients), '-j', String(threads)];
      args.push('-T', String(seconds), '-f', file, '-D', `room=${roomId}`);
      args.push('-D', `rankings=${storedRankings(contestantIds, 1)}`, url);
      const { stdout } = await run('pgbench', args, { timeout: (seconds + 30) * 1000 }).catch(
        (error: { stderr?: string; message: string }) => {
          const said = (error.stderr ?? '').trim().split('\n').slice(-2).join(' / ');
          throw new Error(`pgbench -c ${clients} failed: ${said || error.message}`);
        },
      );
      const tps = /^tps = ([\d.]+)/m.exec(stdout);
      const done = /^number of transactions actually processed: (\d+)/m.exec(stdout);
      if (!tps?.[1]) throw new Error(`pgbench printed no tps:\n${stdout}`);
      const perSecond = Number(tps[1]);
      return { ops: Number(done?.[1] ?? 0), seconds, perSecond, latenciesMs: [] };
    },
  };
}
