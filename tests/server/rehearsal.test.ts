import { expect, it } from 'vitest';
import { ERRORS } from '#shared/messages.ts';
import { isHiddenPlace } from '#shared/reveal.ts';
import { expectInvalid } from './support/expect-invalid.ts';
import { describeOnEachDatabase, type Harness } from './support/harness.ts';
import { withEvent } from './support/realtime-messages.ts';
import { atHand } from './support/room-setup.ts';

/** Waits (a bounded while) until the room's turnout reaches `ballots` ballots. */
async function untilBallots(h: Harness, roomId: string, token: string, ballots: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { totals } = (await h.api.activity(roomId, token)).body;
    if (totals.ballots >= ballots) return totals;
    if (Date.now() > deadline) throw new Error(`only ${totals.ballots} of ${ballots} ballots`);
    await new Promise((next) => setTimeout(next, 200));
  }
}

describeOnEachDatabase('a rehearsal with simulated voters', (h) => {
  const rehearsal = () => h.api.rehearsal;

  /** An open room with contestants, a judge, a second award and a team link: nobody joined yet. */
  async function readyRoom() {
    const r = atHand(await h.setUpRoom({ contestants: 4, participants: 0 }));
    const judge = await h.api.judges.invite(r.roomId, r.adminToken, { name: 'Dana' });
    expect(judge.status).toBe(201);
    const award = await h.api.awards.add(r.roomId, r.adminToken, { name: 'Best design' });
    expect(award.status).toBe(201);
    const team = await h.api.request<{ token: string }>(
      'POST',
      `/api/rooms/${r.roomId}/contestants/${r.ids[0]}/team-links`,
      { token: r.adminToken, body: {} },
    );
    expect(team.status).toBe(201);
    return { ...r, judgeToken: judge.body.judgeToken };
  }

  /** What End rehearsal must give back exactly: everything the organiser set up. */
  async function setUp(r: { roomId: string; adminToken: string }) {
    return {
      contestants: (await h.api.listContestants(r.roomId, r.adminToken)).body,
      awards: (await h.api.awards.list(r.roomId, r.adminToken)).body,
      judges: (await h.api.judges.list(r.roomId, r.adminToken)).body,
    };
  }

  it('fills the room through the live path, then End rehearsal leaves it exactly as before', async () => {
    const r = await readyRoom();
    const before = await setUp(r);
    const roomBefore = (await h.api.getRoom(r.roomId, r.adminToken)).body.room;
    const dashboard = await h.connect(r.roomId, r.adminToken);
    const viewer = await h.connect(r.roomId);

    const started = await rehearsal().start(r.roomId, r.adminToken, { voters: 30, seconds: 10 });
    expect(started.status).toBe(200);
    expect(started.body.room.rehearsal?.voters).toBe(30);
    await viewer.waitFor(withEvent('rehearsal_changed', (e) => e.rehearsal?.voters === 30));

    // People wait for the organiser to go live; a judge's ballot too.
    const person = await h.api.join({ code: r.room.code, name: 'Early bird' });
    expect(person.status).toBe(409);
    expect(person.body.error).toEqual({
      code: 'rehearsal_running',
      message: ERRORS.rehearsalJoin,
      reason: 'rehearsalJoin',
      values: {},
    });
    const judgeBallot = await h.api.rank(r.roomId, r.judgeToken, r.ids.slice(0, 1));
    expect(judgeBallot.status).toBe(409);
    expect(judgeBallot.body.error.code).toBe('rehearsal_running');

    // Simulated voters arrive over the rehearsal and vote, in both awards, as phones do.
    const totals = await untilBallots(h, r.roomId, r.adminToken, 30);
    expect(totals.participants).toBe(30);
    await dashboard.waitFor(withEvent('ballot_saved'));
    const page = (await h.api.participants(r.roomId, r.adminToken)).body;
    expect(page.participants[0]?.name).toMatch(/^Simulated voter \d+$/);
    expect(totals.awards?.every((award) => award.ballots > 0)).toBe(true);

    // Finish and the reveal run on the rehearsal; its results never leave the big screens.
    const finished = await h.api.finish(r.roomId, r.adminToken);
    expect(finished.status).toBe(200);
    const { results } = finished.body;
    expect(results.totalBallots).toBe(30);
    expect((await h.api.results(r.roomId)).body.results).toBeNull();
    expect((await h.api.reveal(r.roomId, r.adminToken, 1)).status).toBe(200);
    expect((await h.api.results(r.roomId)).body.results).toBeNull();
    const screen = (await h.api.screens.create(r.roomId, r.adminToken)).body.screenToken;
    const big = await h.connect(r.roomId, screen);
    expect(big.messages[0]).toMatchObject({ results: { totalBallots: 30 } });
    const record = await h.api.record.file(r.roomId, r.adminToken);
    expect(record.status).toBe(409);
    expect(record.body.error.message).toBe(ERRORS.rehearsalRecord);
    const file = await h.api.download(r.roomId, r.adminToken, 'json', 'include');
    expect(file.status).toBe(200);
    expect(file.text).not.toContain('Simulated voter');
    expect(JSON.parse(file.text).totalBallots ?? 0).toBe(0);
    expect(JSON.stringify(viewer.messages)).not.toContain('finalScores');

    // End rehearsal: everything of it goes, every screen reads the room afresh.
    const ended = await rehearsal().end(r.roomId, r.adminToken);
    expect(ended.status).toBe(200);
    expect(ended.body.room).toEqual({ ...roomBefore, rehearsal: null });
    for (const socket of [dashboard, viewer, big]) {
      await socket.waitFor(
        (m) => m.type === 'snapshot' && m.room.rehearsal === null && m.results === null,
      );
    }
    expect(await setUp(r)).toEqual(before);
    const { totals: after } = (await h.api.activity(r.roomId, r.adminToken)).body;
    expect(after).toMatchObject({ ballots: 0, participants: 0 });
    expect((await h.api.participants(r.roomId, r.adminToken)).body.participants).toEqual([]);
    expect((await h.api.results(r.roomId, r.adminToken)).body.results).toBeNull();
    const log = (await h.api.admins.log(r.roomId, r.adminToken)).body.entries;
    expect(log.map((entry) => [entry.action, entry.detail])).toEqual([
      ['end_rehearsal', '30'],
      ['invite_judge', null],
    ]);
    // The big screen is back where it stood before the rehearsal.
    const closedBig = big.messages.filter((m) => m.type === 'snapshot');
    expect(closedBig.at(-1)).toMatchObject({ room: { status: 'setup', revealStep: 0 } });

    // The real vote after it: people join, and nothing simulated is in its record or files.
    const real = await h.api.join({ code: r.room.code, name: 'Real Person' });
    expect(real.status).toBe(201);
    expect((await h.api.rank(r.roomId, real.body.participantToken, r.ids.slice(1, 2))).status).toBe(
      200,
    );
    const realResults = (await h.api.finish(r.roomId, r.adminToken)).body.results;
    expect(realResults.totalBallots).toBe(1);
    const realRecord = await h.api.record.file(r.roomId, r.adminToken);
    expect(realRecord.status).toBe(200);
    expect(JSON.stringify(realRecord.body)).not.toContain('Simulated');
    const csv = await h.api.download(r.roomId, r.adminToken, 'csv', 'include');
    expect(csv.text).toContain('Real Person');
    expect(csv.text).not.toContain('Simulated voter');
  }, 60_000);

  it('shows a screen the rehearsal reveal place by place, and never the public', async () => {
    const r = await readyRoom();
    await rehearsal().start(r.roomId, r.adminToken, { voters: 12, seconds: 10 });
    await untilBallots(h, r.roomId, r.adminToken, 12);
    const screen = (await h.api.screens.create(r.roomId, r.adminToken)).body.screenToken;
    const big = await h.connect(r.roomId, screen);
    const viewer = await h.connect(r.roomId);
    await h.api.finish(r.roomId, r.adminToken);
    const held = await big.waitFor(withEvent('results_held'));
    const event = held.events.find((e) => e.type === 'results_held');
    expect(event?.type === 'results_held' && event.results.finalScores.every(isHiddenPlace)).toBe(
      true,
    );
    await h.api.reveal(r.roomId, r.adminToken, 1);
    await big.waitFor(withEvent('staged_results'));
    await viewer.waitFor(withEvent('reveal_progressed', (e) => e.revealStep === 1));
    const seen = JSON.stringify(viewer.messages);
    expect(seen).not.toContain('finalScores');
    expect(seen).not.toContain('results_released');
  }, 60_000);

  it('refuses what a rehearsal cannot do, with a clear 4xx, changing nothing', async () => {
    const r = await readyRoom();
    for (const body of [
      { voters: 0, seconds: 60 },
      { voters: 2001, seconds: 60 },
      { voters: 10, seconds: 5 },
      { voters: 10 },
      { voters: 10, seconds: 60, speed: 'fast' },
    ]) {
      expectInvalid(await rehearsal().start(r.roomId, r.adminToken, body));
    }
    const none = await rehearsal().end(r.roomId, r.adminToken);
    expect(none.status).toBe(409);
    expect(none.body.error).toEqual({
      code: 'no_rehearsal',
      message: ERRORS.noRehearsal,
      reason: 'noRehearsal',
      values: {},
    });
    const judge = await rehearsal().start(r.roomId, r.judgeToken, { voters: 10, seconds: 60 });
    expect(judge.status).toBe(403);
    expect((await rehearsal().start(r.roomId, undefined, { voters: 10, seconds: 60 })).status).toBe(
      401,
    );
    expect((await h.api.getRoom(r.roomId, r.adminToken)).body.room.rehearsal).toBeNull();

    const started = await rehearsal().start(r.roomId, r.adminToken, { voters: 5, seconds: 600 });
    expect(started.status).toBe(200);
    const again = await rehearsal().start(r.roomId, r.adminToken, { voters: 5, seconds: 60 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('rehearsal_running');
    expect((await rehearsal().end(r.roomId, r.adminToken)).status).toBe(200);

    // People in the room: no rehearsal.
    const joined = await h.api.join({ code: r.room.code, name: 'Already here' });
    expect(joined.status).toBe(201);
    const busy = await rehearsal().start(r.roomId, r.adminToken, { voters: 5, seconds: 60 });
    expect(busy.status).toBe(409);
    expect(busy.body.error).toEqual({
      code: 'room_not_empty',
      message: ERRORS.rehearsalNeedsEmptyRoom,
      reason: 'rehearsalNeedsEmptyRoom',
      values: {},
    });
    await h.api.finish(r.roomId, r.adminToken);
    const over = await rehearsal().start(r.roomId, r.adminToken, { voters: 5, seconds: 60 });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('room_ended');
  });
});
