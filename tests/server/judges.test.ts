import { expect, it } from 'vitest';
import { CLOSE } from '#shared/protocol/constants.ts';
import { expectInvalid } from './support/expect-invalid.ts';
import { describeOnEachDatabase, type Harness } from './support/harness.ts';
import { closedWithin, closeOf, withEvent } from './support/realtime-messages.ts';
import { atHand, joinAs } from './support/room-setup.ts';

/** A room of three contestants and one participant, with a judge invited. */
async function roomWithJudge(h: Harness) {
  const r = atHand(await h.setUpRoom({ contestants: 3, participants: 1 }));
  const invited = await h.api.judges.invite(r.roomId, r.adminToken, { name: ' Ada Lovelace ' });
  expect(invited.status).toBe(201);
  return { ...r, judge: invited.body.judge, judgeToken: invited.body.judgeToken };
}

describeOnEachDatabase('judges', (h) => {
  it('invites a judge whose link opens the room as that judge, apart from the participants', async () => {
    const r = await roomWithJudge(h);
    expect(r.judge).toMatchObject({ name: 'Ada Lovelace', votedAwardIds: [], conflictIds: [] });
    // At least 128 bits of secret, URL-safe.
    expect(r.judgeToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    const own = await h.api.getBallot(r.roomId, r.judgeToken);
    expect(own.status).toBe(200);
    expect(own.body.voter).toEqual({
      id: r.judge.id,
      name: 'Ada Lovelace',
      judge: true,
      teamId: null,
      conflictIds: [],
    });
    expect((await h.api.getBallot(r.roomId, r.participant(0).token)).body.voter?.judge).toBe(false);

    // Not a participant: not listed, not counted; counted apart.
    const page = await h.api.participants(r.roomId, r.adminToken);
    expect(page.body.participants.map((p) => p.name)).toEqual(['Participant 1']);
    expect(page.body.matching).toBe(1);
    expect((await h.api.rank(r.roomId, r.judgeToken, [r.ids[0] ?? ''])).status).toBe(200);
    const { totals } = (await h.api.activity(r.roomId, r.adminToken)).body;
    expect(totals).toMatchObject({ ballots: 0, participants: 1, judges: { judges: 1, voted: 1 } });
    const listed = await h.api.judges.list(r.roomId, r.adminToken);
    expect(listed.body.judges).toEqual([
      { ...r.judge, votedAwardIds: [expect.any(String)], conflictIds: [] },
    ]);
    // Leaving on the judge's phone forgets the room there; the judge stays.
    expect((await h.api.leave(r.roomId, r.judgeToken)).status).toBe(204);
    expect((await h.api.judges.list(r.roomId, r.adminToken)).body.judges).toHaveLength(1);
    // Nor is a judge removed as a participant.
    expect((await h.api.removeParticipant(r.roomId, r.adminToken, r.judge.id)).status).toBe(404);
  });

  it('lets a co-organiser invite too, and refuses bad names changing nothing', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 1 }));
    const co = await h.api.admins.invite(r.roomId, r.adminToken, { name: 'Sam' });
    const byCo = await h.api.judges.invite(r.roomId, co.body.adminToken, { name: 'Grace' });
    expect(byCo.status).toBe(201);
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(41) },
      { name: 'a\nb' },
      { name: 'Ok', extra: 1 },
    ]) {
      expectInvalid(await h.api.judges.invite(r.roomId, r.adminToken, body));
    }
    const list = await h.api.judges.list(r.roomId, r.adminToken);
    expect(list.body.judges.map((j) => j.name)).toEqual(['Grace']);
    const log = await h.api.admins.log(r.roomId, r.adminToken);
    expect(log.body.entries[0]).toMatchObject({
      action: 'invite_judge',
      admin: 'Sam',
      participant: 'Grace',
    });
  });

  it('revokes a judge: their ballots go, their secret and their sockets are refused at once', async () => {
    const r = await roomWithJudge(h);
    expect((await h.api.rank(r.roomId, r.judgeToken, [r.ids[1] ?? ''])).status).toBe(200);
    const judgeSocket = await h.connect(r.roomId, r.judgeToken);
    const dashboard = await h.connect(r.roomId, r.adminToken);

    expect((await h.api.judges.revoke(r.roomId, r.adminToken, r.judge.id)).status).toBe(204);
    expect(await closeOf(judgeSocket)).toEqual(CLOSE.judgeRevoked);
    await dashboard.waitFor(withEvent('judges_changed', (e) => e.revokedId === r.judge.id));
    expect(await closedWithin(dashboard, 100)).toBe('still open');

    expect((await h.api.getBallot(r.roomId, r.judgeToken)).status).toBe(403);
    expect((await h.api.rank(r.roomId, r.judgeToken, [r.ids[0] ?? ''])).status).toBe(403);
    expect((await h.api.judges.list(r.roomId, r.adminToken)).body.judges).toEqual([]);
    const { totals } = (await h.api.activity(r.roomId, r.adminToken)).body;
    expect(totals.judges).toBeUndefined();
    const again = await h.subscribe(r.roomId, r.judgeToken);
    expect(await closeOf(again)).toEqual(CLOSE.forbidden);
    expect((await h.api.judges.revoke(r.roomId, r.adminToken, r.judge.id)).status).toBe(404);
    const log = await h.api.admins.log(r.roomId, r.adminToken);
    expect(log.body.entries[0]).toMatchObject({
      action: 'revoke_judge',
      participant: 'Ada Lovelace',
    });
  });

  it('keeps each side to the awards open to it, with a sentence for the other', async () => {
    const r = await roomWithJudge(h);
    const add = async (name: string, voters: string) =>
      (await h.api.awards.add(r.roomId, r.adminToken, { name, voters })).body.award.id;
    const jury = await add('Jury Prize', 'judges');
    const people = await add("People's Choice", 'audience');
    const both = await add('Grand Prize', 'judges_and_audience');
    const [a] = r.ids as [string];
    const audience = r.participant(0).token;

    const refusedAudience = await h.api.rank(r.roomId, audience, [a], jury);
    expect(refusedAudience.status).toBe(403);
    expect(refusedAudience.body.error).toMatchObject({
      code: 'judges_only',
      message: 'Only judges vote in this award.',
      reason: 'judgesOnly',
      values: {},
    });
    const refusedJudge = await h.api.rank(r.roomId, r.judgeToken, [a], people);
    expect(refusedJudge.status).toBe(403);
    expect(refusedJudge.body.error).toMatchObject({
      code: 'audience_only',
      message: "Judges don't vote in this award.",
      reason: 'audienceOnly',
      values: {},
    });
    for (const [token, award] of [
      [r.judgeToken, jury],
      [audience, people],
      [r.judgeToken, both],
      [audience, both],
      [r.judgeToken, undefined],
      [audience, undefined],
    ] as const) {
      expect((await h.api.rank(r.roomId, token, [a], award)).status).toBe(200);
    }
    const awards = (await h.api.awards.list(r.roomId, audience)).body.awards;
    expect(awards.map((aw) => [aw.voters, aw.judgesWeight])).toEqual([
      ['everyone', null],
      ['judges', null],
      ['audience', null],
      ['judges_and_audience', 50],
    ]);
    // Judges only from then on: the audience's ballots in it go, and their phone is told.
    const phone = await h.connect(r.roomId, audience);
    const updated = await h.api.awards.update(r.roomId, r.adminToken, both, {
      name: 'Grand Prize',
      voters: 'judges',
    });
    expect(updated.status).toBe(200);
    await phone.waitFor(withEvent('ballot_deleted', (e) => e.awardId === both));
    const ballots = (await h.api.getBallot(r.roomId, audience)).body.ballots;
    expect(ballots.map((b) => b.awardId).sort()).toEqual([people, awards[0]?.id ?? ''].sort());
    // A weight outside 0..100, or on an award that does not blend, is refused.
    for (const body of [
      { name: 'W', voters: 'judges_and_audience', judgesWeight: 101 },
      { name: 'W', voters: 'judges_and_audience', judgesWeight: 12.5 },
      { name: 'W', voters: 'everyone', judgesWeight: 30 },
      { name: 'W', voters: 'jury' },
    ]) {
      expectInvalid(await h.api.awards.add(r.roomId, r.adminToken, body));
    }
  });

  it("refuses a judge's conflict of interest, and takes it out of the ballots they cast", async () => {
    const r = await roomWithJudge(h);
    const [a, b, c] = r.ids as [string, string, string];
    expect((await h.api.rank(r.roomId, r.judgeToken, [a, b, c])).status).toBe(200);
    const judgeSocket = await h.connect(r.roomId, r.judgeToken);

    const set = await h.api.judges.conflicts(r.roomId, r.adminToken, r.judge.id, {
      contestantIds: [a],
    });
    expect(set.status).toBe(200);
    expect(set.body.judge.conflictIds).toEqual([a]);
    const adjusted = await judgeSocket.waitFor(withEvent('ballot_adjusted'));
    expect(adjusted.events).toContainEqual(
      expect.objectContaining({ type: 'conflicts_changed', contestantIds: [a] }),
    );
    const own = (await h.api.getBallot(r.roomId, r.judgeToken)).body;
    expect(own.ballot?.rankings.map((x) => [x.contestantId, x.rank, x.points])).toEqual([
      [b, 1, 3],
      [c, 2, 2],
    ]);
    expect(own.voter?.conflictIds).toEqual([a]);

    const refused = await h.api.rank(r.roomId, r.judgeToken, [b, a]);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'conflict_of_interest',
      message: 'You have a conflict of interest with Project A.',
      reason: 'conflictOfInterest',
      values: { contestantName: 'Project A' },
    });
    expect((await h.api.getBallot(r.roomId, r.judgeToken)).body.ballot).toEqual(own.ballot);
    // Conflicts are a judge's only, and of this room's contestants.
    const notJudge = await h.api.judges.conflicts(r.roomId, r.adminToken, r.participant(0).id, {
      contestantIds: [a],
    });
    expect(notJudge.status).toBe(404);
    const stranger = await h.api.judges.conflicts(r.roomId, r.adminToken, r.judge.id, {
      contestantIds: [crypto.randomUUID()],
    });
    expect(stranger.status).toBe(404);
    expectInvalid(
      await h.api.judges.conflicts(r.roomId, r.adminToken, r.judge.id, { contestantIds: [a, a] }),
    );
    const log = await h.api.admins.log(r.roomId, r.adminToken);
    expect(log.body.entries[0]).toMatchObject({ action: 'set_conflicts', detail: 'Project A' });
  });
});

describeOnEachDatabase('teams', (h) => {
  it('joins a team through its link, and refuses a ballot that ranks the own team', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 3 }));
    const [a, b] = r.ids as [string, string];
    const link = await h.api.judges.teamLink(r.roomId, r.adminToken, a);
    expect(link.status).toBe(201);
    expect(link.body.teamToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const joined = await h.api.join({
      code: r.room.code,
      name: 'Mo',
      teamToken: link.body.teamToken,
    });
    expect(joined.status).toBe(201);
    expect(joined.body.participant.teamId).toBe(a);
    const token = joined.body.participantToken;

    const refused = await h.api.rank(r.roomId, token, [b, a]);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'own_team',
      message: "You can't rank your own team.",
      reason: 'ownTeam',
      values: {},
    });
    expect((await h.api.getBallot(r.roomId, token)).body.ballot).toBeNull();
    expect((await h.api.rank(r.roomId, token, [b])).status).toBe(200);
    // A second link for the same team: both work.
    const second = await h.api.judges.teamLink(r.roomId, r.adminToken, a);
    const other = await h.api.join({
      code: r.room.code,
      name: 'Li',
      teamToken: second.body.teamToken,
    });
    expect(other.body.participant.teamId).toBe(a);
    const again = await h.api.join({
      code: r.room.code,
      name: 'Jo',
      teamToken: link.body.teamToken,
    });
    expect(again.body.participant.teamId).toBe(a);
    const { totals } = (await h.api.activity(r.roomId, r.adminToken)).body;
    expect(totals.teams).toEqual({ [a]: 3 });
    const page = await h.api.participants(r.roomId, r.adminToken);
    expect(page.body.participants.map((p) => p.teamId)).toEqual([a, a, a]);
  });

  it("refuses a team link that is not one of the room's, adding no one", async () => {
    const r = atHand(await h.setUpRoom({ contestants: 1 }));
    const other = atHand(await h.setUpRoom({ contestants: 1 }));
    const foreign = await h.api.judges.teamLink(other.roomId, other.adminToken, other.ids[0] ?? '');
    for (const teamToken of [foreign.body.teamToken, 'A'.repeat(43)]) {
      const refused = await h.api.join({ code: r.room.code, name: 'Mo', teamToken });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('team_link_invalid');
    }
    expectInvalid(await h.api.join({ code: r.room.code, name: 'Mo', teamToken: 'short' }));
    expect((await h.api.participants(r.roomId, r.adminToken)).body.matching).toBe(0);
    // A contestant of another room has no team link here.
    expect((await h.api.judges.teamLink(r.roomId, r.adminToken, other.ids[0] ?? '')).status).toBe(
      404,
    );
  });

  it('sets a participant into a team: their ballots lose it, their phone is told', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 3, participants: 1 }));
    const [a, b, c] = r.ids as [string, string, string];
    const design = (await h.api.awards.add(r.roomId, r.adminToken, { name: 'Design' })).body.award
      .id;
    const voter = r.participant(0);
    expect((await h.api.rank(r.roomId, voter.token, [a, b, c])).status).toBe(200);
    expect((await h.api.rank(r.roomId, voter.token, [b, a], design)).status).toBe(200);
    const phone = await h.connect(r.roomId, voter.token);

    const set = await h.api.judges.setTeam(r.roomId, r.adminToken, voter.id, { teamId: a });
    expect(set.status).toBe(200);
    expect(set.body.participant).toMatchObject({ id: voter.id, teamId: a, voted: true });
    await phone.waitFor(withEvent('team_changed', (e) => e.teamId === a));
    const own = (await h.api.getBallot(r.roomId, voter.token)).body;
    const picks = Object.fromEntries(
      own.ballots.map((bl) => [bl.awardId, bl.rankings.map((x) => x.contestantId)]),
    );
    expect(picks[design]).toEqual([b]);
    expect(picks[own.ballot?.awardId ?? '']).toEqual([b, c]);
    expect(own.voter?.teamId).toBe(a);

    expect(
      (await h.api.judges.setTeam(r.roomId, r.adminToken, voter.id, { teamId: null })).body
        .participant.teamId,
    ).toBeNull();
    expect((await h.api.rank(r.roomId, voter.token, [a])).status).toBe(200);
    for (const body of [{}, { teamId: 'nope' }, { teamId: a, extra: 1 }]) {
      expectInvalid(await h.api.judges.setTeam(r.roomId, r.adminToken, voter.id, body));
    }
    expect(
      (await h.api.judges.setTeam(r.roomId, r.adminToken, 'voter_0_none', { teamId: a })).status,
    ).toBe(404);
    expect(
      (
        await h.api.judges.setTeam(r.roomId, r.adminToken, voter.id, {
          teamId: crypto.randomUUID(),
        })
      ).status,
    ).toBe(404);
    const log = await h.api.admins.log(r.roomId, r.adminToken);
    expect(log.body.entries.slice(0, 2).map((e) => [e.action, e.detail])).toEqual([
      ['set_team', null],
      ['set_team', 'Project A'],
    ]);
    // A contestant removed takes its team with it.
    await h.api.judges.setTeam(r.roomId, r.adminToken, voter.id, { teamId: c });
    expect((await h.api.removeContestant(r.roomId, r.adminToken, c)).status).toBe(204);
    expect((await h.api.getBallot(r.roomId, voter.token)).body.voter?.teamId).toBeNull();
    const joined = await joinAs(h.api, r.room.code, 'Late');
    expect(joined.name).toBe('Late');
  });
});
