import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Ballot } from '#shared/api.ts';
import { ApiClient } from '../../scripts/launch/api-client.ts';
import type { ServerProcess } from '../../scripts/launch/server-process.ts';
import { RealtimeClient } from './support/realtime-client.ts';
import { isAdminSnapshot, withEvent } from './support/realtime-messages.ts';
import { adminsCopy, setUpRoom } from './support/room-setup.ts';
import { PROCESS_TEST_TIMEOUT_MS, useServerProcesses } from './support/server-processes.ts';
import { databaseKinds } from './support/test-database.ts';

/**
 * Creates a room with contestants, a participant and a ballot, stops the process
 * with SIGTERM, starts another on the same storage and reads everything back.
 */
async function restartKeepsEverything(start: () => Promise<ServerProcess>): Promise<void> {
  const first = await start();
  const api = new ApiClient(first.baseUrl);
  const { room, adminToken, contestants, participants } = await setUpRoom(api, {
    contestants: 3,
    participants: 2,
  });
  const [participant, silent] = participants;
  const [a, b, c] = contestants;
  if (!participant || !silent || !a || !b || !c) throw new Error('setUpRoom made too little');
  const voted = await api.rank(room.id, participant.token, [c.id, a.id, b.id]);
  expect(voted.status).toBe(200);
  const ballot = voted.body.ballot;
  const participantsBefore = await api.participants(room.id, adminToken);
  expect(participantsBefore.status).toBe(200);

  const admin = await RealtimeClient.subscribe(first.wsUrl, room.id, adminToken);
  const before = await admin.waitFor(isAdminSnapshot);
  const stopped = await first.stop('SIGTERM');
  expect(stopped).toEqual({ code: 0, signal: null });
  await admin.closed;

  const second = await start();
  const again = new ApiClient(second.baseUrl);

  const roomBack = await again.getRoom(room.id, adminToken);
  expect(roomBack.status).toBe(200);
  expect(roomBack.body.room).toEqual(room);
  const byCode = await again.findRoomByCode(room.code);
  expect(byCode.status).toBe(200);
  expect(byCode.body.room.id).toBe(room.id);

  const contestantsBack = await again.listContestants(room.id, adminToken);
  expect(contestantsBack.status).toBe(200);
  expect(contestantsBack.body.contestants).toEqual(contestants);

  const ballotBack = await again.getBallot(room.id, participant.token);
  expect(ballotBack.status).toBe(200);
  expect(ballotBack.body.ballot).toEqual(ballot);
  const noBallot = await again.getBallot(room.id, silent.token);
  expect(noBallot.status).toBe(200);
  expect(noBallot.body.ballot).toBeNull();

  const activity = await again.activity(room.id, adminToken);
  expect(activity.status).toBe(200);
  expect(activity.body.totals).toEqual({ ballots: 1, participants: 2, contestants: 3 });
  // The organiser's copy has no receipt: that is for the participant alone.
  expect(activity.body.recentBallots).toEqual([adminsCopy(ballot)]);

  const participantsBack = await again.participants(room.id, adminToken);
  expect(participantsBack.body.participants).toEqual(participantsBefore.body.participants);

  // The realtime version carries on where it stopped.
  const adminAgain = await RealtimeClient.subscribe(second.wsUrl, room.id, adminToken);
  const after = await adminAgain.waitFor(isAdminSnapshot);
  expect(after.version).toBe(before.version);
  expect(after.totals).toEqual(before.totals);
  expect(after.recentBallots).toEqual(before.recentBallots);

  // And the room keeps working: a second ballot, then finishing with both counted.
  const secondVote = await again.rank(room.id, silent.token, [a.id]);
  expect(secondVote.status).toBe(200);
  const finished = await again.finish(room.id, adminToken);
  expect(finished.status).toBe(200);
  expect(finished.body.results.totalBallots).toBe(2);
  expect(finished.body.results.winnerId).toBe(a.id);
  const update = await adminAgain.waitFor(withEvent('results_published'));
  expect(update.baseVersion).toBeGreaterThanOrEqual(before.version);
  adminAgain.close();
  await adminAgain.closed;

  expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null });
}

/**
 * Submits ballots one after another and kills the process with SIGKILL right
 * after the last acknowledgement; then, after a restart, every acknowledged
 * ballot must be there.
 */
async function acknowledgedBallotsSurviveKill(
  start: () => Promise<ServerProcess>,
  participantCount: number,
): Promise<void> {
  const first = await start();
  const api = new ApiClient(first.baseUrl);
  const { room, adminToken, contestants, participants } = await setUpRoom(api, {
    contestants: 3,
    participants: participantCount,
  });
  const ids = contestants.map((c) => c.id);
  const acknowledged = new Map<string, Ballot>();
  for (const [i, participant] of participants.entries()) {
    // Vary the rankings so a ballot read back cannot be another's.
    const order = [ids[i % 3], ids[(i + 1) % 3], ids[(i + 2) % 3]].slice(0, 1 + (i % 3));
    const saved = await api.rank(
      room.id,
      participant.token,
      order.filter((id): id is string => id !== undefined),
    );
    expect(saved.status).toBe(200);
    acknowledged.set(participant.token, saved.body.ballot);
  }
  first.child.kill('SIGKILL');
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

  const second = await start();
  const again = new ApiClient(second.baseUrl);
  for (const participant of participants) {
    const back = await again.getBallot(room.id, participant.token);
    expect(back.status, `ballot of ${participant.name}`).toBe(200);
    expect(back.body.ballot, `ballot of ${participant.name}`).toEqual(
      acknowledged.get(participant.token),
    );
  }
  const activity = await again.activity(room.id, adminToken);
  expect(activity.body.totals).toEqual({
    ballots: participantCount,
    participants: participantCount,
    contestants: 3,
  });
}

describe.each(databaseKinds)('server process restarts [%s]', (kind) => {
  const processes = useServerProcesses(kind);

  it(
    'keeps all data across a SIGTERM and a restart on the same storage',
    async () => {
      const { start } = processes();
      // The first start is a fresh machine's: an empty DATA_DIR on PGlite.
      await restartKeepsEverything(() => start({}, { emptyDataDir: true }));
      // With DATABASE_URL set, the embedded database is never opened.
      expect(existsSync(processes().dataDir)).toBe(kind === 'pglite');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'keeps 20 acknowledged ballots when killed with SIGKILL right after the last 200',
    async () => {
      const { start } = processes();
      await acknowledgedBallotsSurviveKill(() => start(), 20);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

// PGlite runs with fsync off: this burst is the case that would lose an acknowledged ballot.
describe('server process killed mid-burst [pglite]', () => {
  const processes = useServerProcesses('pglite');

  it(
    'keeps every ballot acknowledged during a concurrent burst cut short by SIGKILL, and a changed ballot',
    async () => {
      const { start } = processes();
      const first = await start();
      const api = new ApiClient(first.baseUrl);
      const { room, adminToken, contestants, participants } = await setUpRoom(api, {
        contestants: 3,
        participants: 30,
      });
      const [a, b, c] = contestants;
      const [changer] = participants;
      if (!a || !b || !c || !changer) throw new Error('setUpRoom made too little');
      // A ballot, then a change to it, both acknowledged before the burst.
      expect((await api.rank(room.id, changer.token, [a.id])).status).toBe(200);
      const changed = await api.rank(room.id, changer.token, [b.id, c.id]);
      expect(changed.status).toBe(200);

      // Everyone else at once; the process dies as soon as ten are acknowledged.
      const acknowledged = new Map<string, Ballot>();
      const burst = participants.slice(1).map(async (participant) => {
        try {
          const saved = await api.rank(room.id, participant.token, [c.id, b.id, a.id]);
          if (saved.status === 200) {
            acknowledged.set(participant.token, saved.body.ballot);
            if (acknowledged.size === 10) first.child.kill('SIGKILL');
          }
        } catch {
          // Cut off by the kill: not acknowledged, so nothing is promised.
        }
      });
      await Promise.all(burst);
      await first.exited;
      expect(acknowledged.size).toBeGreaterThanOrEqual(10);

      const second = await start();
      const again = new ApiClient(second.baseUrl);
      const changedBack = await again.getBallot(room.id, changer.token);
      expect(changedBack.body.ballot).toEqual(changed.body.ballot);
      let stored = 1;
      for (const participant of participants.slice(1)) {
        const back = await again.getBallot(room.id, participant.token);
        expect(back.status).toBe(200);
        const promised = acknowledged.get(participant.token);
        if (promised) expect(back.body.ballot, participant.name).toEqual(promised);
        if (back.body.ballot) stored++;
      }
      // The room's counter agrees with the ballots actually stored.
      const activity = await again.activity(room.id, adminToken);
      expect(activity.body.totals.ballots).toBe(stored);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
