import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { conflictOfInterest, ERRORS, MESSAGES } from '#shared/messages.ts';
import { describeOnEachDatabase, type Harness } from './support/harness.ts';
import { atHand, joinAs } from './support/room-setup.ts';

/**
 * A room of four contestants and every kind of voter: a participant, a
 * judge with conflicts over C and B (B listed first in the room), a member
 * of A's team; its first award of everyone, one of judges only, one of the
 * audience only, and one open to A and B alone.
 */
async function roomOfEveryRule(h: Harness) {
  const r = atHand(await h.setUpRoom({ contestants: 4, participants: 1 }));
  const [a, b, c] = r.ids as [string, string, string];
  const award = async (body: object) => {
    const added = await h.api.awards.add(r.roomId, r.adminToken, body);
    expect(added.status).toBe(201);
    return added.body.award.id;
  };
  const judge = await h.api.judges.invite(r.roomId, r.adminToken, { name: 'Ada' });
  expect(judge.status).toBe(201);
  const conflicts = await h.api.judges.conflicts(r.roomId, r.adminToken, judge.body.judge.id, {
    contestantIds: [c, b],
  });
  expect(conflicts.status).toBe(200);
  const link = await h.api.judges.teamLink(r.roomId, r.adminToken, a);
  const team = await h.api.join({ code: r.room.code, name: 'Mo', teamToken: link.body.teamToken });
  expect(team.status).toBe(201);
  const listed = await h.api.awards.list(r.roomId, r.adminToken);
  return {
    ...r,
    judgeToken: judge.body.judgeToken,
    teamToken: team.body.participantToken,
    overall: listed.body.awards[0]?.id ?? '',
    judgesOnly: await award({ name: 'Jury prize', voters: 'judges' }),
    audienceOnly: await award({ name: 'Crowd favourite', voters: 'audience' }),
    twoOnly: await award({ name: 'Best design', contestantIds: [a, b] }),
  };
}

describeOnEachDatabase('a refused ballot', (h) => {
  it('says which rule refused it, as the statement that writes ballots found, and stores nothing', async () => {
    const r = await roomOfEveryRule(h);
    const [a, b, c, d] = r.ids as [string, string, string, string];
    const voter = r.participant(0).token;
    const elsewhere = atHand(await h.setUpRoom({ contestants: 1 }));
    const stranger = await joinAs(h.api, elsewhere.room.code, 'Stranger');
    const refusals: [string, Promise<{ status: number; body: unknown }>, number, object][] = [
      [
        'no such room',
        h.api.rank(crypto.randomUUID(), voter, [a], r.overall),
        404,
        {
          code: 'room_not_found',
          message: ERRORS.roomNotFound,
          reason: 'roomNotFound',
          values: {},
        },
      ],
      [
        "the room's admin",
        h.api.rank(r.roomId, r.adminToken, [a], r.overall),
        403,
        {
          code: 'participant_only',
          message: ERRORS.participantOnly,
          reason: 'participantOnly',
          values: {},
        },
      ],
      [
        "another room's voter",
        h.api.rank(r.roomId, stranger.token, [a], r.overall),
        403,
        {
          code: 'token_not_for_room',
          message: ERRORS.forbiddenRoom,
          reason: 'forbiddenRoom',
          values: {},
        },
      ],
      [
        "another room's award",
        h.api.rank(r.roomId, voter, [a], elsewhere.ids[0] ?? ''),
        404,
        {
          code: 'award_not_found',
          message: ERRORS.awardNotFound,
          reason: 'awardNotFound',
          values: {},
        },
      ],
      [
        'a participant in the judges’ award',
        h.api.rank(r.roomId, voter, [a], r.judgesOnly),
        403,
        {
          code: 'judges_only',
          message: ERRORS.judgesOnly,
          reason: 'judgesOnly',
          values: {},
        },
      ],
      [
        'a judge in the audience’s award',
        h.api.rank(r.roomId, r.judgeToken, [a], r.audienceOnly),
        403,
        {
          code: 'audience_only',
          message: ERRORS.audienceOnly,
          reason: 'audienceOnly',
          values: {},
        },
      ],
      [
        "another room's contestant",
        h.api.rank(r.roomId, voter, [a, elsewhere.ids[0] ?? ''], r.overall),
        400,
        {
          code: 'validation_failed',
          message: 'Rankings may only name contestants of this room.',
          reason: 'notInRoom',
          values: {},
        },
      ],
      [
        'a contestant outside the award',
        h.api.rank(r.roomId, voter, [a, c], r.twoOnly),
        400,
        {
          code: 'not_in_award',
          message: ERRORS.notInAward,
          reason: 'notInAward',
          values: {},
        },
      ],
      [
        'the own team',
        h.api.rank(r.roomId, r.teamToken, [b, a], r.overall),
        403,
        {
          code: 'own_team',
          message: ERRORS.ownTeam,
          reason: 'ownTeam',
          values: {},
        },
      ],
      // Of two conflicts ranked, the one the room lists first is named.
      [
        "a judge's conflicts",
        h.api.rank(r.roomId, r.judgeToken, [d, c, b], r.overall),
        403,
        {
          code: 'conflict_of_interest',
          message: conflictOfInterest('Project B'),
          reason: 'conflictOfInterest',
          values: { contestantName: 'Project B' },
        },
      ],
    ];
    for (const [why, answer, status, error] of refusals) {
      const { status: got, body } = await answer;
      expect({ why, status: got, body }).toEqual({ why, status, body: { error } });
    }
    for (const token of [voter, r.judgeToken, r.teamToken]) {
      expect((await h.api.getBallot(r.roomId, token)).body.ballots).toEqual([]);
    }

    // Every rule holds: written. Once voting has ended: refused for that first.
    expect((await h.api.rank(r.roomId, voter, [b, a], r.twoOnly)).status).toBe(200);
    expect((await h.api.finish(r.roomId, r.adminToken)).status).toBe(200);
    const late = await h.api.rank(r.roomId, r.judgeToken, [c], r.audienceOnly);
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({
      code: 'room_ended',
      message: MESSAGES.roomEnded,
      reason: 'roomEnded',
      values: {},
    });
  });

  it('that lost a row it depended on as it went in says which: its voter, or its award', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 1, participants: 1 }));
    const award = (await h.api.awards.list(r.roomId, r.adminToken)).body.awards[0]?.id ?? '';
    const { db } = h.server.services.database;
    // As when the participant or the award is removed between the checks and the insert.
    for (const [constraint, status, code] of [
      ['ballots_participant_fk', 403, 'token_not_for_room'],
      ['ballots_award_id_awards_id_fk', 404, 'award_not_found'],
    ] as const) {
      await db.execute(
        sql.raw(`create function lose_a_row() returns trigger language plpgsql as $$
          begin raise foreign_key_violation using constraint = '${constraint}'; end $$`),
      );
      await db.execute(
        sql`create trigger lose_a_row before insert on ballots for each row execute function lose_a_row()`,
      );
      try {
        const answer = await h.api.rank(r.roomId, r.participant(0).token, [r.ids[0] ?? ''], award);
        expect({ constraint, status: answer.status, code: answer.body.error?.code }).toEqual({
          constraint,
          status,
          code,
        });
      } finally {
        await db.execute(sql`drop trigger lose_a_row on ballots`);
        await db.execute(sql`drop function lose_a_row()`);
      }
    }
  });
});
