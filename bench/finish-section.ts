/**
 * Results first (decision 048): Finish Voting in a room of many ballots in
 * five awards, timed from its COMMIT to the results on a phone, and from
 * the press to the answer; ours (the record frozen after the commit) beside
 * the finish as it was, with the record built, compressed, hashed and
 * stored inside its transaction (the same pieces, composed as before).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServer } from '#server/app.ts';
import { fillOwedRecord } from '#server/repositories/ballot-records.ts';
import { listContestants } from '#server/repositories/contestants-repository.ts';
import { ballotRecordText } from '#server/services/ballot-record-build.ts';
import { freezeRecord } from '#server/services/ballot-record-freeze.ts';
import { readRecordSource } from '#server/services/ballot-record-source.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { endVoting } from '#server/services/end-voting.ts';
import { changeRoom } from '#server/services/room-change.ts';
import { routes } from '#shared/routes.ts';
import { BenchHttp } from '../scripts/launch/load/http.ts';
import { median } from '../scripts/launch/load/stats.ts';
import { AWARDS, collectGarbage, type RecordRoom, seedRecordRoom } from './record-room.ts';
import { joinRoom } from './room-setup.ts';
import type { Section, SectionContext } from './section.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The phone, in a process of its own. */
const PHONE = path.join(ROOT, 'bench', 'finish-phone.ts');

/** The finish as it was: the record frozen in the transaction, its fingerprint in the results. */
async function finishWithRecordInside(services: ServiceContext, roomId: string): Promise<void> {
  await changeRoom(services, roomId, async (tx, room) => {
    const contestants = await listContestants(tx, roomId);
    const { outcome } = await endVoting(tx, room, contestants, { userId: 'organiser' });
    // What it counted, read inside the transaction itself.
    const counted = await readRecordSource(tx, roomId);
    if (!counted) throw new Error('the room did not end');
    const record = await freezeRecord(ballotRecordText(counted));
    await fillOwedRecord(tx, roomId, record);
    const results = { ...outcome.value.results, fingerprint: record.fingerprint };
    return {
      value: null,
      events: [
        { type: 'room_status', status: 'ended' },
        { type: 'results_published', results },
      ],
    };
  });
}

type Timings = { commitToPhone: number; pressToPhone: number; request: number };
type Reported = { heardAt?: number; pressAt?: number; answeredAt?: number };

const epochNow = () => performance.timeOrigin + performance.now();

/** Starts a phone's or the organiser's process; resolves once it is ready, with what it will report. */
function startChild(args: string[]): Promise<{ report: Promise<Reported> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', PHONE, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ready, fail) => {
    let output = '';
    let told = false;
    const report = new Promise<Reported>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (!told && output.includes('ready\n')) {
          told = true;
          ready({ report });
        }
        const last = output.trim().split('\n').at(-1) ?? '';
        if (last.startsWith('{')) resolve(JSON.parse(last) as Reported);
      });
      child.once('exit', (code) => {
        const error = new Error(`the phone exited with ${code}: ${output}`);
        reject(error);
        if (!told) fail(error);
      });
    });
    report.catch(() => {});
  });
}

/** One finish of a fresh room, ours or as it was, with a phone following the room. */
async function timedFinish(
  services: ServiceContext,
  urls: { baseUrl: string; wsUrl: string },
  room: RecordRoom,
  inside: boolean,
): Promise<Timings> {
  const http = new BenchHttp(urls.baseUrl);
  const phone = await joinRoom(http, room.code, 'Phone');
  http.close();
  let committedAt = 0;
  // The in-process bus tells its listeners as the finish's COMMIT returns.
  const unsubscribe = services.bus.subscribe((change) => {
    if (change.roomId === room.roomId && committedAt === 0) committedAt = epochNow();
  });
  try {
    const finishUrl = `${urls.baseUrl}${routes.finishVoting.url({ roomId: room.roomId })}`;
    const { report: heard } = await startChild(['phone', urls.wsUrl, room.roomId, phone.token]);
    collectGarbage();
    let pressAt: number;
    let answeredAt: number;
    if (inside) {
      pressAt = epochNow();
      await finishWithRecordInside(services, room.roomId);
      answeredAt = epochNow();
    } else {
      // Ours: the organiser's own process presses Finish Voting, over HTTP.
      const { report } = await startChild(['press', finishUrl, room.adminToken]);
      ({ pressAt = 0, answeredAt = 0 } = await report);
    }
    const { heardAt = 0 } = await heard;
    return {
      commitToPhone: heardAt - committedAt,
      pressToPhone: heardAt - pressAt,
      request: answeredAt - pressAt,
    };
  } finally {
    unsubscribe();
  }
}

export const finishSection: Section = {
  name: 'finish',
  async run({ profile, report, scratch }: SectionContext) {
    // The figure the requirement names: 40,000 ballots in five awards (the full run).
    const ballots = profile.recordBallots * 4;
    const rounds = Math.min(profile.recordRounds, 3);
    const { app, services } = await buildServer({
      database: { kind: 'pglite', dataDir: path.join(scratch, 'finish-data') },
    });
    const ours: Timings[] = [];
    const before: Timings[] = [];
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('finish: no address');
      const baseUrl = `http://127.0.0.1:${address.port}`;
      const urls = { baseUrl, wsUrl: `ws://127.0.0.1:${address.port}${routes.realtime.path}` };
      for (let round = 1; round <= rounds; round++) {
        for (const inside of [false, true]) {
          report.step(
            `finish: round ${round} of ${rounds}, ${ballots} ballots in ${AWARDS} awards, ${inside ? 'record inside the transaction' : 'results first'}`,
          );
          const room = await seedRecordRoom(app, services, ballots);
          (inside ? before : ours).push(await timedFinish(services, urls, room, inside));
        }
      }
    } finally {
      await app.close();
    }
    const mid = (runs: Timings[], key: keyof Timings) => median(runs.map((run) => run[key]));
    const against = 'the finish with the record frozen inside its transaction, same run';
    report.row(
      {
        name: `finish voting: commit to first phone's results, ${ballots} ballots in ${AWARDS} awards`,
        ours: mid(ours, 'commitToPhone'),
        baseline: mid(before, 'commitToPhone'),
        unit: 'ms',
        against,
      },
      {
        name: `finish voting: press to first phone's results, ${ballots} ballots`,
        ours: mid(ours, 'pressToPhone'),
        baseline: mid(before, 'pressToPhone'),
        unit: 'ms',
        against,
      },
      {
        name: `finish voting: the request, ${ballots} ballots`,
        ours: mid(ours, 'request'),
        baseline: mid(before, 'request'),
        unit: 'ms',
        against,
      },
    );
    report.note(
      `finish: ${rounds} fresh room(s) each way on PGlite in process, ${ballots} ballots (each participant in all ${AWARDS} awards, ` +
        `12 contestants), each finish after a full garbage collection, median; a participant's phone in a process of its own over loopback; ` +
        `ours pressed over HTTP by the organiser's process, the other called in the server's process (no HTTP answer to write); ` +
        `the commit is when the in-process bus is told (as COMMIT returns); ours through Finish Voting's route, the other ` +
        `the same pieces with the record built, gzipped, hashed and stored before the commit.`,
    );
  },
};
