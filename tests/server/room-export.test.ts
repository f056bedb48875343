import { expect, it } from 'vitest';
import { removeContestant } from '#server/services/contestant-changes-service.ts';
import type { FinalScore } from '#shared/api.ts';
import { type RoomExport, roomExport } from '#shared/room-export.ts';
import { csvTables } from '../support/csv-tables.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { atHand, joinAs, must } from './support/room-setup.ts';

const FORMULA = '=HYPERLINK("http://evil.example","x")';

/** The contestants table of a CSV export, as these scores should fill it. */
const rankingRows = (scores: readonly FinalScore[]) =>
  scores.map((s) => [
    String(s.rank),
    s.contestantName,
    String(s.totalPoints),
    String(s.voteBreakdown.firstPlace),
    String(s.voteBreakdown.secondPlace),
    String(s.voteBreakdown.thirdPlace),
  ]);

/** The same scores as the JSON export writes them. */
const exportedScores = (scores: readonly FinalScore[]): RoomExport['contestants'] =>
  scores.map((s) => ({
    rank: s.rank,
    name: s.contestantName,
    points: s.totalPoints,
    firstPlaces: s.voteBreakdown.firstPlace,
    secondPlaces: s.voteBreakdown.secondPlace,
    thirdPlaces: s.voteBreakdown.thirdPlace,
    judgesPoints: null,
    audiencePoints: null,
    score: null,
  }));

describeOnEachDatabase('room export', (h) => {
  /**
   * Project A, Project B and a contestant named like a formula (F); Zoe,
   * +Ann and Max join in that order but vote Max, Zoe, Ann:
   *   Max: F; Zoe: A, F, B; Ann: B, A.
   * A 3 + 2 = 5 and F 3 + 2 = 5 (one 1st, one 2nd each: A was added first),
   * B 1 + 3 = 4.
   */
  async function votedRoom() {
    const r = atHand(await h.setUpRoom({ contestants: 2 }));
    const added = await h.api.addContestant(r.roomId, r.adminToken, {
      name: FORMULA,
      blurb: 'Looks like a formula',
    });
    const [a, b] = r.ids.map(must);
    const f = added.body.contestant.id;
    const zoe = await joinAs(h.api, r.room.code, 'Zoe');
    const ann = await joinAs(h.api, r.room.code, '+Ann');
    const max = await joinAs(h.api, r.room.code, 'Max');
    for (const [voter, picks] of [
      [max, [f]],
      [zoe, [must(a), f, must(b)]],
      [ann, [must(b), must(a)]],
    ] as const) {
      expect((await h.api.rank(r.roomId, voter.token, [...picks])).status).toBe(200);
    }
    return r;
  }

  // A room of no judges and no blended award: no side's points, no score.
  const unblended = { judgesPoints: null, audiencePoints: null, score: null };
  const EXPECTED = [
    { rank: 1, name: 'Project A', points: 5, firstPlaces: 1, secondPlaces: 1, thirdPlaces: 0 },
    { rank: 2, name: FORMULA, points: 5, firstPlaces: 1, secondPlaces: 1, thirdPlaces: 0 },
    { rank: 3, name: 'Project B', points: 4, firstPlaces: 1, secondPlaces: 0, thirdPlaces: 1 },
  ].map((row) => ({ ...row, ...unblended }));

  it('exports JSON: the provisional tally so far, ballots numbered in join order; then the final results', async () => {
    const r = await votedRoom();
    const file = await h.api.download(r.roomId, r.adminToken, 'json');
    expect(file.status).toBe(200);
    expect(file.contentType).toContain('application/json');
    expect(file.disposition).toBe(`attachment; filename="viberank-${r.room.code}-results.json"`);
    const exported = roomExport.parse(JSON.parse(file.text));
    expect(exported).toMatchObject({
      room: { code: r.room.code, name: 'Hack Night', title: 'Best vibe app' },
      status: 'provisional',
      totalBallots: 3,
    });
    expect(exported.contestants).toEqual(EXPECTED);
    expect(exported.ballots.every((b) => b.voter === 'audience' && b.team === null)).toBe(true);
    expect(exported.ballots.map((b) => [b.participant, b.first, b.second, b.third])).toEqual([
      ['Participant 1', 'Project A', FORMULA, 'Project B'],
      ['Participant 2', 'Project B', 'Project A', null],
      ['Participant 3', FORMULA, null, null],
    ]);
    expect(file.text).not.toContain('Zoe');

    const finished = await h.api.finish(r.roomId, r.adminToken);
    const final = roomExport.parse(
      JSON.parse((await h.api.download(r.roomId, r.adminToken, 'json', 'include')).text),
    );
    expect(final.status).toBe('final');
    expect(final.contestants).toEqual(exportedScores(finished.body.results.finalScores));
    expect(final.contestants).toEqual(EXPECTED);
    expect(final.ballots.map((b) => b.participant)).toEqual(['Zoe', '+Ann', 'Max']);
  });

  it('exports CSV a spreadsheet opens safely: BOM, every field quoted, formulas escaped, totals equal to the results', async () => {
    const r = await votedRoom();
    const provisional = await h.api.download(r.roomId, r.adminToken, 'csv', 'include');
    expect(provisional.status).toBe(200);
    expect(provisional.contentType).toContain('text/csv');
    expect(provisional.disposition).toBe(
      `attachment; filename="viberank-${r.room.code}-results.csv"`,
    );
    expect(provisional.text.startsWith('\uFEFF"Room","Challenge"')).toBe(true);
    // Every field is quoted: no line starts or ends outside quotes.
    for (const line of provisional.text.slice(1).split('\r\n').filter(Boolean)) {
      expect(line).toMatch(/^".*"$/);
    }
    const [about, ranking, ballots] = csvTables(provisional.text);
    expect(about?.[1]?.[3]).toBe('provisional');
    expect(ranking?.[0]).toEqual([
      'Rank',
      'Contestant',
      'Points',
      '1st places',
      '2nd places',
      '3rd places',
    ]);
    expect(ranking?.[2]?.[1]).toBe(`'${FORMULA}`);
    expect(ballots?.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ['Zoe', 'Project A', `'${FORMULA}`, 'Project B'],
      ["'+Ann", 'Project B', 'Project A', ''],
      ['Max', `'${FORMULA}`, '', ''],
    ]);

    const finished = await h.api.finish(r.roomId, r.adminToken);
    const final = csvTables((await h.api.download(r.roomId, r.adminToken, 'csv')).text);
    expect(final[0]?.[1]?.[3]).toBe('final');
    const scores = finished.body.results.finalScores.map((s) =>
      s.contestantName === FORMULA ? { ...s, contestantName: `'${FORMULA}` } : s,
    );
    expect(final[1]?.slice(1)).toEqual(rankingRows(scores));
    expect(final[2]?.slice(1).map((row) => row[0])).toEqual([
      'Participant 1',
      'Participant 2',
      'Participant 3',
    ]);
  });

  it('exports a room without ballots, and a ballot whose pick was removed as the ballot now stands', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 2, participants: 1 }));
    const empty = roomExport.parse(
      JSON.parse((await h.api.download(r.roomId, r.adminToken, 'json')).text),
    );
    expect(empty.ballots).toEqual([]);
    expect(empty.contestants.map((c) => c.points)).toEqual([0, 0]);
    await h.api.rank(r.roomId, r.participant(0).token, [must(r.ids[1]), must(r.ids[0])]);
    await removeContestant(h.server.services, r.roomId, r.adminToken, must(r.ids[1]));
    const file = roomExport.parse(
      JSON.parse((await h.api.download(r.roomId, r.adminToken, 'json')).text),
    );
    // The removal moved the other pick up: the file shows the ballot as the tally counts it.
    expect(file.ballots.map((b) => [b.first, b.second])).toEqual([['Project A', null]]);
    expect(file.contestants.map((c) => [c.name, c.points])).toEqual([['Project A', 3]]);
  });

  it.each([
    ['a participant', 'participant', 403, 'admin_only'],
    ['no token', 'none', 401, 'token_missing'],
    ['another room’s organiser', 'other', 403, 'token_not_for_room'],
  ] as const)('refuses %s', async (_label, who, status, code) => {
    const r = atHand(await h.setUpRoom({ contestants: 1, participants: 1 }));
    const other = await h.setUpRoom();
    const token =
      who === 'participant'
        ? r.participant(0).token
        : who === 'other'
          ? other.adminToken
          : undefined;
    for (const format of ['csv', 'json'] as const) {
      const refused = await h.api.download(r.roomId, token, format);
      expect(refused.status).toBe(status);
      expect(JSON.parse(refused.text).error.code).toBe(code);
    }
  });

  it('refuses an unknown names option with 400', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 1 }));
    const response = await h.api.fetch(`/api/rooms/${r.roomId}/export/csv?names=yes`, {
      headers: { authorization: `Bearer ${r.adminToken}` },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Names must be hidden or include.');
  });
});
