import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '#server/auth/tokens.ts';
import type { ErrorResponse } from '#shared/api.ts';
import { ApiClient, setUpRoom } from './support/api-client.ts';
import { databaseKinds } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Role = 'admin' | 'participant';

/** A room with two contestants and Voter 1's ballot, and a second room. */
type Fixture = {
  roomId: string;
  adminToken: string;
  participantToken: string;
  participantId: string;
  contestantIds: string[];
  otherAdminToken: string;
  otherVoterToken: string;
};

type Operation = {
  name: string;
  role: Role;
  method: string;
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
};

const room = (f: Fixture, rest: string) => `/api/rooms/${f.roomId}${rest}`;

const operations: Operation[] = [
  {
    name: 'add contestant',
    role: 'admin',
    method: 'POST',
    path: (f) => room(f, '/contestants'),
    body: () => ({ name: 'Intruder', blurb: 'Must not be added' }),
  },
  {
    name: 'submit ballot',
    role: 'participant',
    method: 'PUT',
    path: (f) => room(f, '/ballot'),
    body: (f) => ({ rankings: [...f.contestantIds].reverse().map((id) => ({ contestantId: id })) }),
  },
  { name: 'reset ballot', role: 'participant', method: 'DELETE', path: (f) => room(f, '/ballot') },
  {
    name: 'remove participant',
    role: 'admin',
    method: 'DELETE',
    path: (f) => room(f, `/participants/${f.participantId}`),
  },
  { name: 'leave', role: 'participant', method: 'POST', path: (f) => room(f, '/leave') },
  { name: 'finish', role: 'admin', method: 'POST', path: (f) => room(f, '/finish') },
  { name: 'read activity', role: 'admin', method: 'GET', path: (f) => room(f, '/activity') },
  {
    name: 'list participants',
    role: 'admin',
    method: 'GET',
    path: (f) => room(f, '/participants'),
  },
];

type Refusal = {
  name: string;
  status: 401 | 403;
  header: (f: Fixture, role: Role) => string | undefined;
};

const ownToken = (f: Fixture, role: Role) => (role === 'admin' ? f.adminToken : f.participantToken);

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
  { name: "another room's voter token", status: 403, header: (f) => `Bearer ${f.otherVoterToken}` },
  {
    name: 'the token of the other role',
    status: 403,
    header: (f, role) => `Bearer ${role === 'admin' ? f.participantToken : f.adminToken}`,
  },
];

const cases = operations.flatMap((op) => refusals.map((refusal) => ({ op, refusal })));

describe.each(databaseKinds)('permissions [%s]', (kind) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = new ApiClient(server.baseUrl);
  });
  afterAll(() => server.close());

  async function fixture(): Promise<Fixture> {
    const main = await setUpRoom(api, { contestants: 2, voters: 1 });
    const other = await setUpRoom(api, { contestants: 1, voters: 1 });
    const voter = main.voters[0];
    const otherVoter = other.voters[0];
    if (!voter || !otherVoter) throw new Error('voters missing');
    const contestantIds = main.contestants.map((c) => c.id);
    expect((await api.rank(main.room.id, voter.token, contestantIds)).status).toBe(200);
    return {
      roomId: main.room.id,
      adminToken: main.adminToken,
      participantToken: voter.token,
      participantId: voter.participantId,
      contestantIds,
      otherAdminToken: other.adminToken,
      otherVoterToken: otherVoter.token,
    };
  }

  /** Everything a refused request could have changed, read back through the API. */
  async function snapshot(f: Fixture) {
    const reads = await Promise.all([
      api.getRoom(f.roomId, f.adminToken),
      api.listContestants(f.roomId, f.adminToken),
      api.participants(f.roomId, f.adminToken),
      api.activity(f.roomId, f.adminToken),
      api.getBallot(f.roomId, f.participantToken),
      api.results(f.roomId, f.adminToken),
    ]);
    for (const read of reads) expect(read.status).toBe(200);
    return reads.map((read) => read.body);
  }

  async function send(method: string, path: string, authorization?: string, body?: unknown) {
    const headers: Record<string, string> = {};
    if (authorization !== undefined) headers.authorization = authorization;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as ErrorResponse | undefined,
    };
  }

  it.each(cases)(
    '$op.name with $refusal.name -> $refusal.status, nothing changed',
    async ({ op, refusal }) => {
      const f = await fixture();
      const before = await snapshot(f);
      const response = await send(op.method, op.path(f), refusal.header(f, op.role), op.body?.(f));
      expect(response.status).toBe(refusal.status);
      expect(response.body?.error.code).toMatch(
        refusal.status === 401
          ? /^token_missing$/
          : /^(token_not_for_room|organiser_only|participant_only)$/,
      );
      if (refusal.status === 401) {
        expect(response.body?.error.message).toBe(
          'Sign-in required: this request needs an access token.',
        );
      }
      expect(await snapshot(f)).toEqual(before);
    },
  );

  it.each(operations)(
    '$name succeeds with the right token (the refusals above are real)',
    async (op) => {
      const f = await fixture();
      const response = await send(
        op.method,
        op.path(f),
        `Bearer ${ownToken(f, op.role)}`,
        op.body?.(f),
      );
      expect(response.status).toBeLessThan(300);
    },
  );

  it('refuses room reads without a token (401) or with a foreign token (403)', async () => {
    const f = await fixture();
    const reads = [
      (token?: string) => api.getRoom(f.roomId, token),
      (token?: string) => api.listContestants(f.roomId, token),
      (token?: string) => api.getBallot(f.roomId, token),
      (token?: string) => api.results(f.roomId, token),
    ];
    for (const read of reads) {
      expect((await read()).status).toBe(401);
      expect((await read(f.otherAdminToken)).status).toBe(403);
      expect((await read(f.otherVoterToken)).status).toBe(403);
    }
    expect((await api.getBallot(f.roomId, f.adminToken)).status).toBe(403);
  });

  it("lets a voter write and reset only their own ballot, never another voter's", async () => {
    const f = await fixture();
    const joined = await api.join({
      code: (await api.getRoom(f.roomId, f.adminToken)).body.room.code,
      name: 'Voter B',
    });
    const tokenB = joined.body.participantToken;
    const ballotA = (await api.getBallot(f.roomId, f.participantToken)).body.ballot;
    expect(ballotA).not.toBeNull();
    expect((await api.getBallot(f.roomId, tokenB)).body.ballot).toBeNull();

    const [first, second] = f.contestantIds;
    const votedB = await api.rank(f.roomId, tokenB, [second ?? '', first ?? '']);
    expect(votedB.status).toBe(200);
    expect(votedB.body.ballot.participantId).toBe(joined.body.participant.id);
    expect((await api.getBallot(f.roomId, f.participantToken)).body.ballot).toEqual(ballotA);

    expect((await api.resetBallot(f.roomId, tokenB)).status).toBe(204);
    expect((await api.getBallot(f.roomId, tokenB)).body.ballot).toBeNull();
    expect((await api.getBallot(f.roomId, f.participantToken)).body.ballot).toEqual(ballotA);
    expect((await api.activity(f.roomId, f.adminToken)).body.totals.ballots).toBe(1);
  });

  it('never returns a token (or its hash) except in the create or join that issued it', async () => {
    const created = await api.createRoom({ name: 'Secrets', title: 'No leaks' });
    const { room: made, adminToken } = created.body;
    const added = await api.addContestant(made.id, adminToken, { name: 'Only', blurb: 'One' });
    const joinA = await api.join({ code: made.code, name: 'A' });
    const joinB = await api.join({ code: made.code, name: 'B' });
    const tokenA = joinA.body.participantToken;
    const tokenB = joinB.body.participantToken;
    const voted = await api.rank(made.id, tokenA, [added.body.contestant.id]);
    const bodies = [
      added.body,
      voted.body,
      (await api.getRoom(made.id, adminToken)).body,
      (await api.getRoom(made.id, tokenA)).body,
      (await api.findRoomByCode(made.code)).body,
      (await api.listContestants(made.id, tokenA)).body,
      (await api.getBallot(made.id, tokenA)).body,
      (await api.participants(made.id, adminToken)).body,
      (await api.activity(made.id, adminToken)).body,
      (await api.finish(made.id, adminToken)).body,
      (await api.results(made.id, tokenB)).body,
    ];
    const secrets = [adminToken, tokenA, tokenB];
    for (const secret of [...secrets, ...secrets.map(hashToken)]) {
      for (const body of bodies) expect(JSON.stringify(body).includes(secret)).toBe(false);
    }
    // Each issuing response holds its own token only.
    expect(JSON.stringify(joinA.body).includes(adminToken)).toBe(false);
    expect(JSON.stringify(joinB.body).includes(tokenA)).toBe(false);
  });
});
