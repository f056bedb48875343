import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { findBallotRecord } from '#server/repositories/ballot-records.ts';
import { listContestants } from '#server/repositories/contestants-repository.ts';
import { ballotRecordText } from '#server/services/ballot-record-build.ts';
import { readRecordSource } from '#server/services/ballot-record-source.ts';
import type { ServiceContext } from '#server/services/context.ts';
import { endVoting } from '#server/services/end-voting.ts';
import { freezeOwedRecord, RecordFreezer } from '#server/services/record-freezer.ts';
import { changeRoom } from '#server/services/room-change.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { sha256Hex } from '#shared/sha256.ts';
import { type CallIds, tryEveryCall } from './support/calls-after-end.ts';
import { describeOnEachDatabase, type Harness } from './support/harness.ts';
import type { RealtimeClient } from './support/realtime-client.ts';
import { withEvent } from './support/realtime-messages.ts';
import { atHand } from './support/room-setup.ts';

/**
 * Finishes voting as Finish Voting's transaction does, and builds nothing
 * after its commit, as a node that died then: answers the record's text as
 * the finish used to freeze it, inside that very transaction, from exactly
 * what it counted.
 */
async function finishBuildingNothing(ctx: ServiceContext, roomId: string): Promise<string> {
  let inside = '';
  await changeRoom(ctx, roomId, async (tx, room) => {
    const contestants = await listContestants(tx, roomId);
    const { outcome } = await endVoting(tx, room, contestants, { userId: 'organiser' });
    // What it counted, read inside the transaction itself.
    const counted = await readRecordSource(tx, roomId);
    if (!counted) throw new Error('the room did not end');
    inside = ballotRecordText(counted);
    return outcome;
  });
  return inside;
}

/** A room with a judge, three ballots and an organiser's removal (an amendment). */
async function roomToFinish(h: Harness) {
  const r = atHand(await h.setUpRoom({ contestants: 4, participants: 2 }));
  const [a, b, c, d] = r.ids as [string, string, string, string];
  const judge = await h.api.judges.invite(r.roomId, r.adminToken, { name: 'Ada' });
  expect((await h.api.rank(r.roomId, r.participant(0).token, [a, b, c])).status).toBe(200);
  expect((await h.api.rank(r.roomId, r.participant(1).token, [c, d])).status).toBe(200);
  expect((await h.api.rank(r.roomId, judge.body.judgeToken, [b, a])).status).toBe(200);
  expect((await h.api.removeContestant(r.roomId, r.adminToken, c)).status).toBe(204);
  return { r, judge: judge.body, contestantId: a };
}

/** The events a socket has been sent so far, in order. */
const eventsSeen = (socket: RealtimeClient): RoomEvent[] =>
  socket.messages.flatMap((m) => (m.type === 'update' ? m.events : []));

/** Every call that could change what the record holds: each refused once voting has ended. */
const ADMIN_WRITES = [
  'finishVoting',
  'publishBallots',
  'startRehearsal',
  'inviteJudge',
  'revokeJudge',
  'judgeConflicts',
  'setTeam',
  'addContestant',
  'updateContestant',
  'removeContestant',
  'reorderContestants',
  'importContestants',
  'addAward',
  'reorderAwards',
  'updateAward',
  'removeAward',
  'closeJudging',
  'sendFinalists',
  'removeParticipant',
];
/** A voter's and a judge's: a ballot, an expo ranking (Reset Vote is tried apart). */
const BALLOT_WRITES = ['submitBallot', 'submitExpoRanking'];

describeOnEachDatabase('the ballot record after the commit', (h) => {
  it('is byte for byte what the finish would have frozen inside its transaction, and nothing changes its ballots in between', async () => {
    const { r, judge, contestantId } = await roomToFinish(h);
    const ctx = h.server.services;
    const db = ctx.database.db;
    const inside = await finishBuildingNothing(ctx, r.roomId);
    expect(await findBallotRecord(db, r.roomId)).toBe('owed');

    const award = (await h.api.awards.list(r.roomId, r.adminToken)).body.awards[0];
    const ids: CallIds = {
      roomId: r.roomId,
      contestantId,
      participantId: r.participant(0).id,
      awardId: award?.id ?? '',
      adminId: '',
      judgeId: judge.judge.id,
    };
    // Check reads the record, and would build it: every other call, by every caller.
    const answers = await tryEveryCall(
      h,
      ids,
      r.room.code,
      { admin: r.adminToken, participant: r.participant(0).token, judge: judge.judgeToken },
      ['checkReceipt'],
    );
    for (const name of ADMIN_WRITES) expect(answers.get(name)?.admin, name).toBe(409);
    for (const name of BALLOT_WRITES) {
      expect(answers.get(name), name).toMatchObject({ participant: 409, judge: 409 });
    }
    for (const [name, statuses] of answers) {
      for (const status of Object.values(statuses)) expect(status, name).toBeLessThan(500);
    }
    // Reset Vote, as a voter and as a judge.
    for (const token of [r.participant(0).token, judge.judgeToken]) {
      expect((await h.api.resetBallot(r.roomId, token, ids.awardId)).status).toBe(409);
    }
    expect(await findBallotRecord(db, r.roomId)).toBe('owed');

    const frozen = await ctx.records.frozen(r.roomId);
    expect(frozen && gunzipSync(frozen.canonicalGzip).toString('utf8')).toBe(inside);
    expect(frozen?.fingerprint).toBe(sha256Hex(inside));
    expect(await findBallotRecord(db, r.roomId)).toEqual(frozen);
  });

  it('reaches every phone with the results first, then tells them its fingerprint', async () => {
    const { r } = await roomToFinish(h);
    const phone = await h.connect(r.roomId, r.participant(0).token);
    const anyone = await h.connect(r.roomId);
    expect((await h.api.finish(r.roomId, r.adminToken)).status).toBe(200);
    const file = await h.api.record.file(r.roomId);
    expect(file.status).toBe(200);
    for (const socket of [phone, anyone]) {
      await socket.waitFor(withEvent('record_frozen'));
      const events = eventsSeen(socket);
      const results = events.findIndex((e) => e.type === 'results_published');
      const frozen = events.findIndex((e) => e.type === 'record_frozen');
      expect(results).toBeGreaterThanOrEqual(0);
      expect(frozen).toBeGreaterThan(results);
      const sent = events[results];
      expect(sent?.type === 'results_published' && sent.results.fingerprint).toBeUndefined();
      expect(events[frozen]).toEqual({
        type: 'record_frozen',
        fingerprint: file.body.fingerprint,
        everyone: true,
      });
    }
  });

  it('tells only the organisers its fingerprint while the results are held for the reveal', async () => {
    const { r } = await roomToFinish(h);
    expect((await h.api.holdResults(r.roomId, r.adminToken, { holdResults: true })).status).toBe(
      200,
    );
    const organiser = await h.connect(r.roomId, r.adminToken);
    const phone = await h.connect(r.roomId, r.participant(0).token);
    expect((await h.api.finish(r.roomId, r.adminToken)).status).toBe(200);
    await organiser.waitFor(withEvent('record_frozen', (e) => !e.everyone));
    // A change every phone hears, after it: the phone was sent nothing of the record before.
    expect((await h.api.reveal(r.roomId, r.adminToken, 1)).status).toBe(200);
    await phone.waitFor(withEvent('reveal_progressed'));
    expect(eventsSeen(phone).map((e) => e.type)).not.toContain('record_frozen');
  });

  it('is built on the first read, and at start-up, when the node that finished built none', async () => {
    const ctx = h.server.services;
    const read = (await roomToFinish(h)).r;
    const inside = await finishBuildingNothing(ctx, read.roomId);
    expect((await h.api.results(read.roomId)).body.results?.fingerprint).toBeUndefined();
    const file = await h.api.record.file(read.roomId);
    expect(file.status).toBe(200);
    expect(file.body.fingerprint).toBe(sha256Hex(inside));
    expect(JSON.stringify(file.body.record)).toBe(inside);
    expect((await h.api.results(read.roomId)).body.results?.fingerprint).toBe(sha256Hex(inside));

    const restarted = (await roomToFinish(h)).r;
    const owed = await finishBuildingNothing(ctx, restarted.roomId);
    const node = new RecordFreezer(ctx);
    await node.start();
    await node.close();
    const stored = await findBallotRecord(ctx.database.db, restarted.roomId);
    expect(stored !== 'owed' && stored?.fingerprint).toBe(sha256Hex(owed));
  });

  it('is frozen once when two nodes build it together', async () => {
    const ctx = h.server.services;
    const { r } = await roomToFinish(h);
    const organiser = await h.connect(r.roomId, r.adminToken);
    const inside = await finishBuildingNothing(ctx, r.roomId);
    const [one, other] = await Promise.all([
      freezeOwedRecord(ctx, r.roomId),
      freezeOwedRecord(ctx, r.roomId),
    ]);
    expect(one?.fingerprint).toBe(sha256Hex(inside));
    expect(other?.fingerprint).toBe(sha256Hex(inside));
    await organiser.waitFor(withEvent('record_frozen'));
    expect((await h.api.reveal(r.roomId, r.adminToken, 1)).status).toBe(200);
    await organiser.waitFor(withEvent('reveal_progressed'));
    expect(eventsSeen(organiser).filter((e) => e.type === 'record_frozen')).toHaveLength(1);
  });
});
