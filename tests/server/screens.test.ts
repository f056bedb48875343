import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ERRORS } from '#shared/messages.ts';
import { CLOSE } from '#shared/protocol/constants.ts';
import type { ScreenSnapshot } from '#shared/protocol/messages.ts';
import { isHiddenPlace, stagedResults } from '#shared/reveal.ts';
import { type RouteName, routes } from '#shared/routes.ts';
import { SCREEN_NAME_MAX_LENGTH } from '#shared/screens.ts';
import { expectInvalid } from './support/expect-invalid.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { closedWithin, closeOf, withEvent } from './support/realtime-messages.ts';
import { atHand } from './support/room-setup.ts';
import { votedRoom } from './support/voted-room.ts';

/** Reads anyone may make, a screen link included: they are not an organiser's. */
const OPEN_TO_ALL: ReadonlySet<RouteName> = new Set([
  'realtime',
  'results',
  'contestantImage',
  'ballotRecord',
  'checkReceipt',
]);

/** A body each write would accept from its rightful caller: only who asks is wrong. */
function validBody(name: RouteName, ids: readonly string[], awardId: string): unknown {
  const bodies: Partial<Record<RouteName, unknown>> = {
    holdResults: { holdResults: true },
    publishBallots: { publishBallots: true },
    roomLanguage: { language: 'de' },
    startTimer: { seconds: 300 },
    reveal: { from: 0, step: 1 },
    startRehearsal: { voters: 10, seconds: 60 },
    inviteAdmin: {},
    inviteJudge: { name: 'Judge' },
    judgeConflicts: { contestantIds: [] },
    createScreen: {},
    createTeamLink: {},
    setTeam: { teamId: null },
    addContestant: { name: 'Intruder', blurb: 'Must not be added' },
    updateContestant: { name: 'Renamed', blurb: 'Must not change' },
    reorderContestants: { contestantIds: [...ids].reverse() },
    addAward: { name: 'Intruder award' },
    reorderAwards: { awardIds: [awardId] },
    updateAward: { name: 'Renamed award' },
    submitBallot: { awardId, rankings: [{ contestantId: ids[0] }] },
    walkStop: { status: 'seen' },
    submitExpoRanking: { contestantIds: [ids[0]] },
    closeJudging: { closed: true },
    sendFinalists: { count: 1, target: { name: 'Finals' } },
    previewContestantImport: { csv: 'name,blurb\nIntruder,No' },
    importContestants: { csv: 'name,blurb\nIntruder,No' },
  };
  return bodies[name];
}

describeOnEachDatabase('screen links', (h) => {
  const screens = () => h.api.screens;

  async function roomWithScreen(options = { contestants: 4, participants: 2 }) {
    const r = atHand(await h.setUpRoom(options));
    const made = await screens().create(r.roomId, r.adminToken);
    expect(made.status).toBe(201);
    return { ...r, screen: made.body.screen, screenToken: made.body.screenToken };
  }

  it('lets any organiser make a named or "Screen N" link, listed without its secret', async () => {
    const r = await roomWithScreen();
    expect(r.screen.name).toBe('Screen 1');
    expect(r.screenToken.length).toBeGreaterThanOrEqual(22);
    const co = await h.api.admins.invite(r.roomId, r.adminToken, { name: 'Door' });
    const named = await screens().create(r.roomId, co.body.adminToken, { name: ' Stream ' });
    expect(named.status).toBe(201);
    expect(named.body.screen.name).toBe('Stream');

    const list = await screens().list(r.roomId, r.adminToken);
    expect(list.body.screens.map((s) => s.name)).toEqual(['Screen 1', 'Stream']);
    expect(JSON.stringify(list.body)).not.toContain(r.screenToken);
    // Nobody but an organiser lists or makes them: not a participant, nor a screen.
    for (const token of [r.participant(0).token, r.screenToken]) {
      expect((await screens().list(r.roomId, token)).status).toBe(403);
      expect((await screens().create(r.roomId, token)).status).toBe(403);
    }
    expect((await screens().list(r.roomId)).status).toBe(401);
  });

  it('refuses bad names and unknown links with a clear 4xx, changing nothing', async () => {
    const r = await roomWithScreen();
    const list = async () => (await screens().list(r.roomId, r.adminToken)).body.screens;
    const before = await list();
    expectInvalid(
      await screens().create(r.roomId, r.adminToken, {
        name: 'x'.repeat(SCREEN_NAME_MAX_LENGTH + 1),
      }),
    );
    expectInvalid(await screens().create(r.roomId, r.adminToken, { name: 'Two\nlines' }));
    expectInvalid(await screens().create(r.roomId, r.adminToken, { name: 'A', power: 'all' }));
    const unknown = await screens().revoke(r.roomId, r.adminToken, randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body?.error).toEqual({
      code: 'screen_not_found',
      message: ERRORS.screenNotFound,
      reason: 'screenNotFound',
      values: {},
    });
    expect(await list()).toEqual(before);
  });

  it('is refused every organiser and voter call, and changes nothing', async () => {
    const r = await roomWithScreen();
    const readBack = async () => [
      (await h.api.getRoom(r.roomId, r.adminToken)).body,
      (await h.api.listContestants(r.roomId, r.adminToken)).body,
      (await h.api.awards.list(r.roomId, r.adminToken)).body,
      (await h.api.activity(r.roomId, r.adminToken)).body,
      (await screens().list(r.roomId, r.adminToken)).body,
    ];
    const before = await readBack();
    const awardId = await h.api.firstAwardId(r.roomId, r.adminToken);
    const contestantId = r.ids[0] ?? '';
    const participantId = r.participant(0).id;
    const params: Record<string, string> = {
      roomId: r.roomId,
      contestantId,
      participantId,
      awardId,
      adminId: randomUUID(),
      judgeId: randomUUID(),
      screenId: r.screen.id,
    };
    const checked: RouteName[] = [];
    for (const [name, route] of Object.entries(routes) as [
      RouteName,
      (typeof routes)[RouteName],
    ][]) {
      if (!route.path.includes(':roomId') || OPEN_TO_ALL.has(name)) continue;
      const path = route.path.replace(/:(\w+)/g, (_, param: string) => params[param] ?? '');
      const query = name === 'resetBallot' || name === 'ownBallot' ? `?awardId=${awardId}` : '';
      const body = validBody(name, r.ids, awardId);
      const answer = await h.api.request<{ error?: { code: string; message: string } }>(
        route.method,
        `${path}${query}`,
        { token: r.screenToken, ...(body === undefined ? {} : { body }) },
      );
      expect(answer.status, name).toBe(403);
      expect(['admin_only', 'participant_only', 'token_not_for_room'], name).toContain(
        answer.body?.error?.code,
      );
      checked.push(name);
    }
    expect(checked).toEqual(expect.arrayContaining(['finishVoting', 'reveal', 'exportJson']));
    const finish = await h.api.finish(r.roomId, r.screenToken);
    expect(finish.status).toBe(403);
    expect(finish.body.error).toEqual({
      code: 'admin_only',
      message: ERRORS.screenReadOnly,
      reason: 'screenReadOnly',
      values: {},
    });
    expect(await readBack()).toEqual(before);
  });

  it('subscribes as a screen: turnout and the room, never a name or a ballot', async () => {
    const r = await votedRoom(h, { contestants: 4, participants: 3 });
    const made = await screens().create(r.roomId, r.adminToken);
    const socket = await h.connect(r.roomId, made.body.screenToken);
    const snapshot = socket.messages[0] as ScreenSnapshot;
    expect(snapshot).toMatchObject({
      type: 'snapshot',
      role: 'screen',
      results: null,
      totals: { ballots: 3, participants: 3, contestants: 4 },
    });
    expect(Object.keys(snapshot).sort()).toEqual(
      [
        'awards',
        'contestants',
        'protocolVersion',
        'results',
        'role',
        'room',
        'totals',
        'type',
        'version',
      ].sort(),
    );
    const seen = JSON.stringify(snapshot);
    for (const participant of r.participants) {
      expect(seen).not.toContain(participant.id);
      expect(seen).not.toContain(participant.name);
    }
    // A new ballot moves the turnout on a screen, and that is all it learns of it.
    const late = await h.api.join({ code: r.room.code, name: 'Late Voter' });
    await h.api.rank(r.roomId, late.body.participantToken, r.ids.slice(0, 1));
    await socket.waitFor(withEvent('totals', (e) => e.totals.ballots === 4));
    const text = JSON.stringify(socket.messages);
    expect(text).not.toContain('Late Voter');
    expect(text).not.toContain('rankings');
  });

  it('follows held results place by place as the reveal shows them, and no further', async () => {
    const r = await votedRoom(h, { contestants: 4, participants: 2, hold: true });
    const { screenToken } = (await screens().create(r.roomId, r.adminToken)).body;
    const socket = await h.connect(r.roomId, screenToken);
    const finished = (await h.api.finish(r.roomId, r.adminToken)).body.results;

    const held = await socket.waitFor(withEvent('results_held'));
    const first = held.events.find((e) => e.type === 'results_held');
    expect(first?.type === 'results_held' && first.results).toEqual(stagedResults(finished, 0));
    // The organiser reads the record (built meanwhile, or now): the results then name it.
    expect((await h.api.record.file(r.roomId, r.adminToken)).status).toBe(200);
    const results = (await h.api.results(r.roomId, r.adminToken)).body.results ?? finished;
    expect(results.fingerprint).toBeDefined();
    expect(JSON.stringify(held)).not.toContain('Project');

    for (const step of [1, 2, 3, 4]) {
      expect((await h.api.reveal(r.roomId, r.adminToken, step)).status).toBe(200);
      const update = await socket.waitFor(
        withEvent('reveal_progressed', (e) => e.revealStep === step),
      );
      const staged = update.events.find((e) => e.type === 'staged_results');
      expect(staged?.type === 'staged_results' && staged.results).toEqual(
        stagedResults(results, step),
      );
      expect(update.events.map((e) => e.type)).not.toContain('results_released');
      // A screen that opens now sees the same, and so does its HTTP read.
      const late = await h.connect(r.roomId, screenToken);
      expect(late.messages[0]).toMatchObject({ results: stagedResults(results, step) });
      expect((await h.api.results(r.roomId, screenToken)).body.results).toEqual(
        stagedResults(results, step),
      );
    }
    const shown = stagedResults(results, 2).finalScores.filter((s) => !isHiddenPlace(s));
    expect(shown.map((s) => s.contestantName)).toEqual(['Project B', 'Project C']);
    expect(stagedResults(results, 4)).toEqual(results);
  });

  it('closes a revoked screen at once and refuses its secret from then on', async () => {
    const r = await roomWithScreen();
    const other = await screens().create(r.roomId, r.adminToken, { name: 'Stays' });
    const gone = await h.connect(r.roomId, r.screenToken);
    const stays = await h.connect(r.roomId, other.body.screenToken);
    const dashboard = await h.connect(r.roomId, r.adminToken);

    expect((await screens().revoke(r.roomId, r.adminToken, r.screen.id)).status).toBe(204);
    expect(await closeOf(gone)).toEqual(CLOSE.screenRevoked);
    await dashboard.waitFor(withEvent('screens_changed', (e) => e.revokedId === r.screen.id));
    expect(await closedWithin(stays, 100)).toBe('still open');
    expect(JSON.stringify(stays.messages)).not.toContain('screens_changed');

    const again = await h.subscribe(r.roomId, r.screenToken);
    expect(await closeOf(again)).toEqual(CLOSE.forbidden);
    expect((await screens().list(r.roomId, r.adminToken)).body.screens.map((s) => s.name)).toEqual([
      'Stays',
    ]);
  });

  it('closes a revoked screen that asks for a fresh snapshot', async () => {
    const r = await roomWithScreen();
    const socket = await h.connect(r.roomId, r.screenToken);
    // The row goes behind the hub's back: only the snapshot's own check can notice.
    const { deleteScreen } = await import('#server/repositories/screens-repository.ts');
    await deleteScreen(h.server.services.database.db, r.roomId, r.screen.id);
    socket.send({ type: 'resync' });
    expect(await closeOf(socket)).toEqual(CLOSE.screenRevoked);
  });
});
