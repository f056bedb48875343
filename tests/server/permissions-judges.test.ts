import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { ErrorResponse } from '#shared/refusals.ts';
import { describeOnEachDatabase, type Harness } from './support/harness.ts';
import { atHand, must } from './support/room-setup.ts';

/**
 * Every call judges and teams add, made by every kind of caller: the public,
 * a participant, a team member, a judge, a conflicted judge, a revoked
 * judge, another room's admin and the room's admin. Each refusal changes
 * nothing and says why.
 */

const CALLERS = [
  'public',
  'participant',
  'team member',
  'judge',
  'conflicted judge',
  'revoked judge',
  "another room's admin",
  "the room's admin",
] as const;
type Caller = (typeof CALLERS)[number];

async function fixture(h: Harness) {
  const r = atHand(await h.setUpRoom({ contestants: 3, participants: 2 }));
  const other = await h.setUpRoom({ contestants: 1 });
  const [a, b] = r.ids as [string, string];
  const invite = async (name: string) => {
    const invited = await h.api.judges.invite(r.roomId, r.adminToken, { name });
    return { id: invited.body.judge.id, token: invited.body.judgeToken };
  };
  const judge = await invite('Judge');
  const conflicted = await invite('Conflicted');
  const revoked = await invite('Revoked');
  const target = await invite('Target');
  await h.api.judges.conflicts(r.roomId, r.adminToken, conflicted.id, { contestantIds: [a] });
  await h.api.judges.revoke(r.roomId, r.adminToken, revoked.id);
  const link = await h.api.judges.teamLink(r.roomId, r.adminToken, a);
  const team = await h.api.join({
    code: r.room.code,
    name: 'Teammate',
    teamToken: link.body.teamToken,
  });
  const award = async (name: string, voters: string) =>
    (await h.api.awards.add(r.roomId, r.adminToken, { name, voters })).body.award.id;
  const tokens: Record<Caller, string | undefined> = {
    public: undefined,
    participant: r.participant(0).token,
    'team member': team.body.participantToken,
    judge: judge.token,
    'conflicted judge': conflicted.token,
    'revoked judge': revoked.token,
    "another room's admin": other.adminToken,
    "the room's admin": r.adminToken,
  };
  return {
    ...r,
    a,
    b,
    tokens,
    targetJudge: target.id,
    targetParticipant: r.participant(1).id,
    juryAward: await award('Jury', 'judges'),
    peopleAward: await award('People', 'audience'),
  };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

/** Everything a refused call could have changed, read back by the room's admin. */
async function readBack(h: Harness, f: Fixture): Promise<unknown[]> {
  const admin = f.adminToken;
  const reads = await Promise.all([
    h.api.judges.list(f.roomId, admin),
    h.api.participants(f.roomId, admin),
    h.api.activity(f.roomId, admin),
    h.api.admins.log(f.roomId, admin),
    ...(['participant', 'team member', 'judge', 'conflicted judge'] as const).map((who) =>
      h.api.getBallot(f.roomId, f.tokens[who]),
    ),
  ]);
  for (const read of reads) expect(read.status).toBe(200);
  return reads.map((read) => read.body);
}

type Call = {
  name: string;
  send: (
    h: Harness,
    f: Fixture,
    token: string | undefined,
  ) => Promise<{ status: number; body: unknown }>;
  /** The status each caller gets; a refusal's code beside it. */
  expected: Record<Caller, number | [number, string]>;
};

const ADMIN_ONLY = (ok: number): Call['expected'] => ({
  public: [401, 'token_missing'],
  participant: [403, 'admin_only'],
  'team member': [403, 'admin_only'],
  judge: [403, 'admin_only'],
  'conflicted judge': [403, 'admin_only'],
  'revoked judge': [403, 'token_not_for_room'],
  "another room's admin": [403, 'token_not_for_room'],
  "the room's admin": ok,
});

const CALLS: Call[] = [
  {
    name: 'list judges',
    send: (h, f, token) => h.api.judges.list(f.roomId, token),
    expected: ADMIN_ONLY(200),
  },
  {
    name: 'invite judge',
    send: (h, f, token) => h.api.judges.invite(f.roomId, token, { name: 'New judge' }),
    expected: ADMIN_ONLY(201),
  },
  {
    name: 'revoke judge',
    send: (h, f, token) => h.api.judges.revoke(f.roomId, token, f.targetJudge),
    expected: ADMIN_ONLY(204),
  },
  {
    name: 'set conflicts',
    send: (h, f, token) =>
      h.api.judges.conflicts(f.roomId, token, f.targetJudge, { contestantIds: [f.b] }),
    expected: ADMIN_ONLY(200),
  },
  {
    name: 'make a team link',
    send: (h, f, token) => h.api.judges.teamLink(f.roomId, token, f.b),
    expected: ADMIN_ONLY(201),
  },
  {
    name: 'set team',
    send: (h, f, token) =>
      h.api.judges.setTeam(f.roomId, token, f.targetParticipant, { teamId: f.b }),
    expected: ADMIN_ONLY(200),
  },
  {
    name: 'vote in a judges-only award',
    send: (h, f, token) => h.api.submitBallot(f.roomId, token, ballotOf(f.b, f.juryAward)),
    expected: {
      public: [401, 'token_missing'],
      participant: [403, 'judges_only'],
      'team member': [403, 'judges_only'],
      judge: 200,
      'conflicted judge': 200,
      'revoked judge': [403, 'token_not_for_room'],
      "another room's admin": [403, 'token_not_for_room'],
      "the room's admin": [403, 'participant_only'],
    },
  },
  {
    name: 'vote in an audience-only award',
    send: (h, f, token) => h.api.submitBallot(f.roomId, token, ballotOf(f.b, f.peopleAward)),
    expected: {
      public: [401, 'token_missing'],
      participant: 200,
      'team member': 200,
      judge: [403, 'audience_only'],
      'conflicted judge': [403, 'audience_only'],
      'revoked judge': [403, 'token_not_for_room'],
      "another room's admin": [403, 'token_not_for_room'],
      "the room's admin": [403, 'participant_only'],
    },
  },
  {
    name: 'rank the team contestant (Project A) first',
    send: (h, f, token) => h.api.submitBallot(f.roomId, token, ballotOf(f.a)),
    expected: {
      public: [401, 'token_missing'],
      participant: 200,
      'team member': [403, 'own_team'],
      judge: 200,
      'conflicted judge': [403, 'conflict_of_interest'],
      'revoked judge': [403, 'token_not_for_room'],
      "another room's admin": [403, 'token_not_for_room'],
      "the room's admin": [403, 'participant_only'],
    },
  },
];

function ballotOf(contestantId: string, awardId?: string) {
  return { ...(awardId ? { awardId } : {}), rankings: [{ contestantId }] };
}

const cases = CALLS.flatMap((call) => CALLERS.map((caller) => ({ call, caller })));

describeOnEachDatabase('permissions of judges and teams', (h) => {
  let shared: Promise<Fixture> | undefined;

  it.each(cases)('$call.name by $caller', async ({ call, caller }) => {
    const expected = call.expected[caller];
    const [status, code] = typeof expected === 'number' ? [expected, undefined] : expected;
    // A call that succeeds changes the room: it gets a room of its own.
    if (code !== undefined && !shared) shared = fixture(h);
    const f = await (code === undefined || !shared ? fixture(h) : shared);
    const before = code === undefined ? undefined : await readBack(h, f);
    const answer = await call.send(h, f, f.tokens[caller]);
    expect(answer.status).toBe(status);
    if (code !== undefined) {
      expect((answer.body as ErrorResponse).error.code).toBe(code);
      expect((answer.body as ErrorResponse).error.message).not.toBe('');
      expect(await readBack(h, f)).toEqual(before);
    }
  });

  it('refuses a call on a judge or a participant of another room', async () => {
    const f = await fixture(h);
    const other = atHand(await h.setUpRoom({ contestants: 1, participants: 1 }));
    const stranger = await h.api.judges.invite(other.roomId, other.adminToken, { name: 'Theirs' });
    const theirJudge = stranger.body.judge.id;
    const before = await readBack(h, f);
    expect((await h.api.judges.revoke(f.roomId, f.adminToken, theirJudge)).status).toBe(404);
    expect(
      (await h.api.judges.conflicts(f.roomId, f.adminToken, theirJudge, { contestantIds: [] }))
        .status,
    ).toBe(404);
    const otherParticipant = must(other.participants[0]).id;
    expect(
      (await h.api.judges.setTeam(f.roomId, f.adminToken, otherParticipant, { teamId: null }))
        .status,
    ).toBe(404);
    expect((await h.api.judges.teamLink(f.roomId, f.adminToken, randomUUID())).status).toBe(404);
    expect(await readBack(h, f)).toEqual(before);
    // The other room's judge was not touched either.
    expect((await h.api.judges.list(other.roomId, other.adminToken)).body.judges).toHaveLength(1);
  });
});
