import { expect, it } from 'vitest';
import { MAX_AWARDS_PER_ROOM } from '#shared/constants.ts';
import { tally } from '#shared/tally.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { withEvent } from './support/realtime-messages.ts';
import { withoutFingerprint } from './support/results-read.ts';
import { atHand, must } from './support/room-setup.ts';

/** The room's first four contestant ids, by name ('' past the last). */
function idsOf(r: { ids: string[] }): [string, string, string, string] {
  return [r.ids[0] ?? '', r.ids[1] ?? '', r.ids[2] ?? '', r.ids[3] ?? ''];
}

describeOnEachDatabase('awards', (h) => {
  it('starts every room with one award, "Overall", open to all contestants', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 2, participants: 1 }));
    for (const token of [r.adminToken, r.participant(0).token]) {
      const listed = await h.api.awards.list(r.roomId, token);
      expect(listed.status).toBe(200);
      expect(listed.body.awards).toEqual([
        {
          id: expect.any(String),
          name: 'Overall',
          contestantIds: null,
          voters: 'everyone',
          judgesWeight: null,
        },
      ]);
    }
    expect((await h.api.awards.list(r.roomId)).status).toBe(401);
  });

  it('adds, renames, reorders and removes awards; refuses what breaks a rule', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 3, participants: 1 }));
    const [a, b] = idsOf(r);
    const design = await h.api.awards.add(r.roomId, r.adminToken, {
      name: '  Best Design ',
      contestantIds: [b, a],
    });
    expect(design.status).toBe(201);
    expect(design.body.award).toMatchObject({ name: 'Best Design' });
    expect(new Set(design.body.award.contestantIds)).toEqual(new Set([a, b]));
    const people = await h.api.awards.add(r.roomId, r.adminToken, { name: "People's Choice" });
    expect(people.body.award.contestantIds).toBeNull();

    // Unique ignoring case, required, at most 40 characters, contestants of the room.
    const refusals = [
      [{ name: 'best design' }, 409, 'award_name_taken'],
      [{ name: '   ' }, 400, 'validation_failed'],
      [{ name: 'x'.repeat(41) }, 400, 'validation_failed'],
      [{ name: 'Nope', contestantIds: [] }, 400, 'validation_failed'],
      [{ name: 'Nope', contestantIds: [crypto.randomUUID()] }, 404, 'contestant_not_found'],
      [{ name: 'Nope', extra: true }, 400, 'validation_failed'],
    ] as const;
    for (const [body, status, code] of refusals) {
      const refused = await h.api.awards.add(r.roomId, r.adminToken, body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(refused.body.error.code).toBe(code);
    }
    // A participant may not change awards.
    expect(
      (await h.api.awards.add(r.roomId, r.participant(0).token, { name: 'Mine' })).status,
    ).toBe(403);

    const renamed = await h.api.awards.update(r.roomId, r.adminToken, design.body.award.id, {
      name: 'Best design',
      contestantIds: null,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.award).toMatchObject({ name: 'Best design', contestantIds: null });
    const clash = await h.api.awards.update(r.roomId, r.adminToken, design.body.award.id, {
      name: "PEOPLE'S CHOICE",
    });
    expect(clash.status).toBe(409);

    const listed = await h.api.awards.list(r.roomId, r.adminToken);
    const ids = listed.body.awards.map((award) => award.id);
    const reordered = await h.api.awards.reorder(r.roomId, r.adminToken, {
      awardIds: [...ids].reverse(),
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.awards.map((award) => award.name)).toEqual([
      "People's Choice",
      'Best design',
      'Overall',
    ]);
    const incomplete = await h.api.awards.reorder(r.roomId, r.adminToken, {
      awardIds: ids.slice(1),
    });
    expect(incomplete.status).toBe(400);

    for (const id of ids.slice(1)) {
      expect((await h.api.awards.remove(r.roomId, r.adminToken, id)).status).toBe(204);
    }
    const last = await h.api.awards.remove(r.roomId, r.adminToken, must(ids[0]));
    expect(last.status).toBe(409);
    expect(last.body?.error.code).toBe('last_award');
    expect((await h.api.awards.list(r.roomId, r.adminToken)).body.awards).toHaveLength(1);
  });

  it(`holds at most ${MAX_AWARDS_PER_ROOM} awards`, async () => {
    const r = atHand(await h.setUpRoom({ contestants: 1 }));
    for (let i = 1; i < MAX_AWARDS_PER_ROOM; i++) {
      expect((await h.api.awards.add(r.roomId, r.adminToken, { name: `Award ${i}` })).status).toBe(
        201,
      );
    }
    const refused = await h.api.awards.add(r.roomId, r.adminToken, { name: 'One too many' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('award_limit');
  });

  it('keeps one ballot per participant and award, and refuses a contestant outside the award', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 4, participants: 2 }));
    const [a, b, c, d] = idsOf(r);
    const design = (
      await h.api.awards.add(r.roomId, r.adminToken, {
        name: 'Best Design',
        contestantIds: [a, b, c],
      })
    ).body.award;
    const voter = r.participant(0);

    const overall = await h.api.rank(r.roomId, voter.token, [d, a]);
    expect(overall.status).toBe(200);
    const first = await h.api.rank(r.roomId, voter.token, [c, b], design.id);
    expect(first.status).toBe(200);
    expect(first.body.ballot).toMatchObject({ awardId: design.id, participantId: voter.id });
    const again = await h.api.rank(r.roomId, voter.token, [a], design.id);
    expect(again.body.ballot.id).toBe(first.body.ballot.id);

    const outside = await h.api.rank(r.roomId, voter.token, [d], design.id);
    expect(outside.status).toBe(400);
    expect(outside.body.error).toMatchObject({
      code: 'not_in_award',
      message: 'That contestant is not in this award.',
      reason: 'notInAward',
      values: {},
    });
    const unknownAward = await h.api.rank(r.roomId, voter.token, [a], crypto.randomUUID());
    expect(unknownAward.status).toBe(404);
    expect(unknownAward.body.error.code).toBe('award_not_found');

    const own = await h.api.getBallot(r.roomId, voter.token);
    expect(own.body.ballot).toMatchObject({ awardId: overall.body.ballot.awardId });
    expect(
      own.body.ballots.map((ballot) => [ballot.awardId, ballot.rankings.length]).sort(),
    ).toEqual(
      [
        [overall.body.ballot.awardId, 2],
        [design.id, 1],
      ].sort(),
    );

    // Turnout: one participant voted, in each award.
    const activity = await h.api.activity(r.roomId, r.adminToken);
    expect(activity.body.totals).toEqual({
      ballots: 1,
      participants: 2,
      contestants: 4,
      awards: [
        { awardId: overall.body.ballot.awardId, ballots: 1 },
        { awardId: design.id, ballots: 1 },
      ],
    });

    // Reset Vote in one award leaves the other.
    expect((await h.api.resetBallot(r.roomId, voter.token, design.id)).status).toBe(204);
    const after = await h.api.getBallot(r.roomId, voter.token);
    expect(after.body.ballots.map((ballot) => ballot.awardId)).toEqual([
      overall.body.ballot.awardId,
    ]);

    // Removing an award takes its ballots with it.
    await h.api.rank(r.roomId, voter.token, [a], design.id);
    expect((await h.api.awards.remove(r.roomId, r.adminToken, design.id)).status).toBe(204);
    expect((await h.api.getBallot(r.roomId, voter.token)).body.ballots).toHaveLength(1);
  });

  it('takes a contestant out of an award’s ballots, telling the participant and naming the award', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 3, participants: 1 }));
    const [a, b, c] = idsOf(r);
    const design = (
      await h.api.awards.add(r.roomId, r.adminToken, {
        name: 'Best Design',
        contestantIds: [a, b, c],
      })
    ).body.award;
    const voter = r.participant(0);
    await h.api.rank(r.roomId, voter.token, [b, c], design.id);
    await h.api.rank(r.roomId, voter.token, [b, c]);
    const phone = await h.connect(r.roomId, voter.token);

    const edited = await h.api.awards.update(r.roomId, r.adminToken, design.id, {
      name: 'Best Design',
      contestantIds: [a, c],
    });
    expect(edited.status).toBe(200);

    const update = await phone.waitFor(withEvent('awards_changed'));
    expect(update.events).toEqual([
      {
        type: 'awards_changed',
        awards: [expect.objectContaining({ name: 'Overall' }), edited.body.award],
      },
      {
        type: 'ballot_adjusted',
        participantId: voter.id,
        awardId: design.id,
        awardName: 'Best Design',
        contestantName: 'Project B',
        reason: 'removed',
        ballot: expect.objectContaining({ rankings: [{ contestantId: c, rank: 1, points: 3 }] }),
      },
    ]);
    // The other award's ballot stays as cast.
    const own = await h.api.getBallot(r.roomId, voter.token);
    expect(own.body.ballot?.rankings.map((entry) => entry.contestantId)).toEqual([b, c]);

    // Removing a contestant from the room removes it from every award.
    expect((await h.api.removeContestant(r.roomId, r.adminToken, c)).status).toBe(204);
    const awards = (await h.api.awards.list(r.roomId, r.adminToken)).body.awards;
    expect(awards.find((award) => award.id === design.id)?.contestantIds).toEqual([a]);
    const left = (await h.api.getBallot(r.roomId, voter.token)).body.ballots;
    expect(left.map((ballot) => ballot.awardId)).toEqual([own.body.ballot?.awardId]);
  });

  it('tallies each award over its own ballots and contestants when voting ends, then freezes awards', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 4, participants: 3 }));
    const [a, b, c, d] = idsOf(r);
    const design = (
      await h.api.awards.add(r.roomId, r.adminToken, {
        name: 'Best Design',
        contestantIds: [b, c, d],
      })
    ).body.award;
    const people = (await h.api.awards.add(r.roomId, r.adminToken, { name: 'People' })).body.award;
    await h.api.rank(r.roomId, r.participant(0).token, [a, b, c]);
    await h.api.rank(r.roomId, r.participant(1).token, [b, a]);
    await h.api.rank(r.roomId, r.participant(0).token, [d, c], design.id);
    await h.api.rank(r.roomId, r.participant(2).token, [c], design.id);

    const finished = await h.api.finish(r.roomId, r.adminToken);
    expect(finished.status).toBe(200);
    const { results } = finished.body;
    expect(results.awards.map((award) => [award.awardName, award.totalBallots])).toEqual([
      ['Overall', 2],
      ['Best Design', 2],
      ['People', 0],
    ]);
    const named = (ids: string[]) =>
      r.contestants
        .filter((x) => ids.includes(x.id))
        .map((x) => ({ ...x, orderIndex: x.orderIndex }));
    expect(results.awards[1]?.finalScores).toEqual(
      tally(named([b, c, d]), [
        {
          rankings: [
            { contestantId: d, rank: 1 },
            { contestantId: c, rank: 2 },
          ],
        },
        { rankings: [{ contestantId: c, rank: 1 }] },
      ]),
    );
    expect(results.awards[2]?.finalScores.map((score) => score.totalPoints)).toEqual([0, 0, 0, 0]);
    // The top-level figures are the first award's, as a room of one award shows them.
    expect(results.finalScores).toEqual(results.awards[0]?.finalScores);
    expect(results.winnerId).toBe(a);

    const read = await h.api.results(r.roomId, r.participant(2).token);
    expect(withoutFingerprint(read.body.results)).toEqual(withoutFingerprint(results));

    for (const refused of [
      await h.api.awards.add(r.roomId, r.adminToken, { name: 'Late' }),
      await h.api.awards.update(r.roomId, r.adminToken, people.id, { name: 'Renamed' }),
      await h.api.awards.remove(r.roomId, r.adminToken, people.id),
      await h.api.awards.reorder(r.roomId, r.adminToken, {
        awardIds: results.awards.map((award) => award.awardId).reverse(),
      }),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body?.error.code).toBe('room_ended');
    }
  });

  it('sends new awards and renames to every screen live', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 1, participants: 1 }));
    const phone = await h.connect(r.roomId, r.participant(0).token);
    const projector = await h.connect(r.roomId);
    await h.api.awards.add(r.roomId, r.adminToken, { name: 'Best Pitch' });
    for (const socket of [phone, projector]) {
      const update = await socket.waitFor(withEvent('awards_changed'));
      const changed = update.events.find((event) => event.type === 'awards_changed');
      expect(changed?.type === 'awards_changed' && changed.awards.map((x) => x.name)).toEqual([
        'Overall',
        'Best Pitch',
      ]);
    }
  });

  it('counts a participant as voted, in the list and its Not voted yet filter, after a ballot in any award', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 2, participants: 3 }));
    const [a] = idsOf(r);
    const design = (await h.api.awards.add(r.roomId, r.adminToken, { name: 'Best Design' })).body
      .award;
    await h.api.rank(r.roomId, r.participant(0).token, [a]);
    await h.api.rank(r.roomId, r.participant(1).token, [a], design.id);
    const notVoted = await h.api.participants(r.roomId, r.adminToken, { status: 'not-voted' });
    expect(notVoted.body.participants.map((p) => p.id)).toEqual([r.participant(2).id]);
    const voted = await h.api.participants(r.roomId, r.adminToken, { status: 'voted' });
    expect(voted.body.matching).toBe(2);
    expect((await h.api.activity(r.roomId, r.adminToken)).body.totals.ballots).toBe(2);
  });
});
