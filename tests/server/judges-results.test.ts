import { expect, it } from 'vitest';
import { type BlendBallot, blendedTally } from '#shared/blended-tally.ts';
import { roomExport } from '#shared/room-export.ts';
import { tally } from '#shared/tally.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { atHand } from './support/room-setup.ts';

describeOnEachDatabase('results of judges and audience', (h) => {
  it("blends both sides by the judges' weight, without a conflicted judge, as the shared tally does", async () => {
    const r = atHand(await h.setUpRoom({ contestants: 4, participants: 4 }));
    const [a, b, c, d] = r.ids as [string, string, string, string];
    const judges = [];
    for (const name of ['Ada', 'Grace', 'Linus']) {
      const invited = await h.api.judges.invite(r.roomId, r.adminToken, { name });
      judges.push({ id: invited.body.judge.id, token: invited.body.judgeToken });
    }
    const [ada, grace, linus] = judges as [
      (typeof judges)[0],
      (typeof judges)[0],
      (typeof judges)[0],
    ];
    const add = async (body: object) =>
      (await h.api.awards.add(r.roomId, r.adminToken, body)).body.award.id;
    const grand = await add({
      name: 'Grand Prize',
      voters: 'judges_and_audience',
      judgesWeight: 70,
    });
    const jury = await add({ name: 'Jury Prize', voters: 'judges' });
    // Participant 4 is in D's team (and never ranks D).
    await h.api.judges.setTeam(r.roomId, r.adminToken, r.participant(3).id, { teamId: d });
    // Grace has a conflict with A: her ballots leave A's judges' share alone.
    await h.api.judges.conflicts(r.roomId, r.adminToken, grace.id, { contestantIds: [a] });

    const judgeBallots: [typeof ada, string[]][] = [
      [ada, [a, b, c]],
      [grace, [b, c, d]],
      [linus, [c, a]],
    ];
    const audienceBallots: [number, string[]][] = [
      [0, [d, c, b]],
      [1, [d, b]],
      [2, [b, d, a]],
      [3, [a]],
    ];
    for (const award of [undefined, grand, jury]) {
      for (const [judge, picks] of judgeBallots) {
        expect((await h.api.rank(r.roomId, judge.token, picks, award)).status).toBe(200);
      }
      if (award === jury) continue;
      for (const [i, picks] of audienceBallots) {
        expect((await h.api.rank(r.roomId, r.participant(i).token, picks, award)).status).toBe(200);
      }
    }
    const finished = await h.api.finish(r.roomId, r.adminToken);
    expect(finished.status).toBe(200);
    const [overall, grandResults, juryResults] = finished.body.results.awards;

    const rankings = (picks: string[]) =>
      picks.map((contestantId, i) => ({ contestantId, rank: i + 1 }));
    const contestants = r.contestants.map((x) => ({
      id: x.id,
      name: x.name,
      orderIndex: x.orderIndex,
    }));
    const sided: BlendBallot[] = [
      ...judgeBallots.map(
        ([judge, picks]): BlendBallot => ({
          side: 'judge',
          rankings: rankings(picks),
          conflictIds: judge === grace ? [a] : [],
        }),
      ),
      ...audienceBallots.map(
        ([, picks]): BlendBallot => ({ side: 'audience', rankings: rankings(picks) }),
      ),
    ];
    expect(grandResults).toMatchObject({
      awardName: 'Grand Prize',
      voters: 'judges_and_audience',
      judgesWeight: 70,
      totalBallots: 7,
    });
    expect(grandResults?.finalScores).toEqual(blendedTally(contestants, sided, 70));
    expect(grandResults?.finalScores[0]?.blend).toEqual({
      judgesPoints: expect.any(Number),
      audiencePoints: expect.any(Number),
      score: expect.any(Number),
    });
    // Everyone: every ballot alike; judges only: the judges' alone.
    expect(overall?.finalScores).toEqual(tally(contestants, sided));
    expect(juryResults).toMatchObject({ voters: 'judges', judgesWeight: null, totalBallots: 3 });
    expect(juryResults?.finalScores).toEqual(tally(contestants, sided.slice(0, 3)));
    // Read again, the same.
    const read = await h.api.results(r.roomId, r.participant(0).token);
    expect(read.body.results?.awards[1]).toEqual(grandResults);

    // The files say who voted and how each side scored; with names, judges' names and teams.
    const file = roomExport.parse(
      JSON.parse((await h.api.download(r.roomId, r.adminToken, 'json', 'include')).text),
    );
    const grandFile = file.awards[1];
    expect(grandFile?.voters).toBe('Judges 70% · Audience 30%');
    expect(
      grandFile?.contestants.map((x) => [x.name, x.judgesPoints, x.audiencePoints, x.score]),
    ).toEqual(
      (grandResults?.finalScores ?? []).map((x) => [
        x.contestantName,
        x.blend?.judgesPoints,
        x.blend?.audiencePoints,
        x.blend?.score,
      ]),
    );
    expect(grandFile?.ballots.map((b) => [b.participant, b.voter, b.team])).toEqual([
      ['Participant 1', 'audience', null],
      ['Participant 2', 'audience', null],
      ['Participant 3', 'audience', null],
      ['Participant 4', 'audience', 'Project D'],
      ['Ada', 'judge', null],
      ['Grace', 'judge', null],
      ['Linus', 'judge', null],
    ]);
    const hidden = roomExport.parse(
      JSON.parse((await h.api.download(r.roomId, r.adminToken, 'json')).text),
    );
    expect(hidden.awards[2]?.ballots.map((b) => [b.participant, b.voter, b.team])).toEqual([
      ['Judge 1', 'judge', null],
      ['Judge 2', 'judge', null],
      ['Judge 3', 'judge', null],
    ]);
    const csv = (await h.api.download(r.roomId, r.adminToken, 'csv')).text;
    expect(csv).toContain('"Judges points","Audience points","Score (%)"');
    expect(csv).toContain('"Judges only"');
  });
});
