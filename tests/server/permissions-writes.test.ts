import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { ErrorResponse } from '#shared/refusals.ts';
import { routes } from '#shared/routes.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import {
  type PermissionFixture,
  permissionFixture,
  readBack,
} from './support/permission-fixture.ts';
import { joinAs } from './support/room-setup.ts';

type Role = 'admin' | 'participant';

type Operation = {
  name: string;
  role: Role;
  method: string;
  url: (f: PermissionFixture) => string;
  body?: (f: PermissionFixture) => unknown;
};

const operations: Operation[] = [
  {
    name: 'add contestant',
    role: 'admin',
    method: routes.addContestant.method,
    url: (f) => routes.addContestant.url({ roomId: f.roomId }),
    body: () => ({ name: 'Intruder', blurb: 'Must not be added' }),
  },
  {
    name: 'submit ballot',
    role: 'participant',
    method: routes.submitBallot.method,
    url: (f) => routes.submitBallot.url({ roomId: f.roomId }),
    body: (f) => ({
      awardId: f.awardId,
      rankings: [...f.contestantIds].reverse().map((id) => ({ contestantId: id })),
    }),
  },
  {
    name: 'reset ballot',
    role: 'participant',
    method: routes.resetBallot.method,
    url: (f) => `${routes.resetBallot.url({ roomId: f.roomId })}?awardId=${f.awardId}`,
  },
  {
    name: 'remove participant',
    role: 'admin',
    method: routes.removeParticipant.method,
    url: (f) => routes.removeParticipant.url({ roomId: f.roomId, participantId: f.participantId }),
  },
  {
    name: 'leave',
    role: 'participant',
    method: routes.leaveRoom.method,
    url: (f) => routes.leaveRoom.url({ roomId: f.roomId }),
  },
  {
    name: 'finish',
    role: 'admin',
    method: routes.finishVoting.method,
    url: (f) => routes.finishVoting.url({ roomId: f.roomId }),
  },
  {
    name: 'read activity',
    role: 'admin',
    method: routes.activity.method,
    url: (f) => routes.activity.url({ roomId: f.roomId }),
  },
  {
    name: 'list participants',
    role: 'admin',
    method: routes.participants.method,
    url: (f) => routes.participants.url({ roomId: f.roomId }),
  },
];

type Refusal = {
  name: string;
  status: 401 | 403;
  header: (f: PermissionFixture, role: Role) => string | undefined;
};

const ownToken = (f: PermissionFixture, role: Role) =>
  role === 'admin' ? f.adminToken : f.participantToken;

const refusals: Refusal[] = [
  { name: 'no token', status: 401, header: () => undefined },
  { name: 'a token without the Bearer scheme', status: 401, header: ownToken },
  { name: 'a Basic header', status: 401, header: (f, role) => `Basic ${ownToken(f, role)}` },
  { name: 'an empty Bearer header', status: 401, header: () => 'Bearer ' },
  {
    name: 'a Bearer header with two tokens',
    status: 401,
    header: (f, role) => `Bearer ${ownToken(f, role)} ${ownToken(f, role)}`,
  },
  {
    name: 'an unknown token',
    status: 403,
    header: () => `Bearer ${randomBytes(32).toString('base64url')}`,
  },
  { name: "another room's admin token", status: 403, header: (f) => `Bearer ${f.otherAdminToken}` },
  {
    name: "another room's participant token",
    status: 403,
    header: (f) => `Bearer ${f.otherParticipantToken}`,
  },
  { name: "a screen link's token", status: 403, header: (f) => `Bearer ${f.screenToken}` },
  {
    name: 'the token of the other role',
    status: 403,
    header: (f, role) => `Bearer ${role === 'admin' ? f.participantToken : f.adminToken}`,
  },
];

const cases = operations.flatMap((op) => refusals.map((refusal) => ({ op, refusal })));

describeOnEachDatabase('permissions of writes and admin reads', (h) => {
  function send(op: Operation, f: PermissionFixture, authorization: string | undefined) {
    return h.api.request<ErrorResponse | undefined>(op.method, op.url(f), {
      authorization,
      body: op.body?.(f),
    });
  }

  it.each(cases)(
    '$op.name with $refusal.name -> $refusal.status, nothing changed',
    async ({ op, refusal }) => {
      const f = await permissionFixture(h);
      const before = await readBack(h, f);
      const response = await send(op, f, refusal.header(f, op.role));
      expect(response.status).toBe(refusal.status);
      expect(response.body?.error.code).toMatch(
        refusal.status === 401
          ? /^token_missing$/
          : /^(token_not_for_room|admin_only|participant_only)$/,
      );
      if (refusal.status === 401) {
        expect(response.body?.error.message).toBe(
          'Sign-in required: this request needs an access token.',
        );
      }
      expect(await readBack(h, f)).toEqual(before);
    },
  );

  it.each(operations)(
    '$name succeeds with the right token (the refusals above are real)',
    async (op) => {
      const f = await permissionFixture(h);
      const response = await send(op, f, `Bearer ${ownToken(f, op.role)}`);
      expect(response.status).toBeLessThan(300);
    },
  );

  it("lets a participant write and reset only their own ballot, never another participant's", async () => {
    const f = await permissionFixture(h);
    const b = await joinAs(h.api, f.roomCode, 'Participant B');
    const ballotA = (await h.api.getBallot(f.roomId, f.participantToken)).body.ballot;
    expect(ballotA).not.toBeNull();
    expect((await h.api.getBallot(f.roomId, b.token)).body.ballot).toBeNull();

    const [first, second] = f.contestantIds;
    const votedB = await h.api.rank(f.roomId, b.token, [second ?? '', first ?? '']);
    expect(votedB.status).toBe(200);
    expect(votedB.body.ballot.participantId).toBe(b.id);
    expect((await h.api.getBallot(f.roomId, f.participantToken)).body.ballot).toEqual(ballotA);

    expect((await h.api.resetBallot(f.roomId, b.token)).status).toBe(204);
    expect((await h.api.getBallot(f.roomId, b.token)).body.ballot).toBeNull();
    expect((await h.api.getBallot(f.roomId, f.participantToken)).body.ballot).toEqual(ballotA);
    expect((await h.api.activity(f.roomId, f.adminToken)).body.totals.ballots).toBe(1);
  });
});
