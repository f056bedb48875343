import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type Limits } from '#server/limits.ts';
import { ERRORS } from '#shared/messages.ts';
import { routes } from '#shared/routes.ts';
import { type Harness, useHarness } from './support/harness.ts';
import { joinAs, must, type RoomSetup } from './support/room-setup.ts';
import { type DatabaseKind, databaseKinds } from './support/test-database.ts';

type Reply = { status: number; retryAfter: string | null; body: unknown };

/** A real request, with the one header these tests read. */
async function call(
  h: Harness,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Reply> {
  const { status, headers, body } = await h.api.request(method, path, options);
  return { status, retryAfter: headers.get('retry-after'), body };
}

function expectRateLimited(reply: Reply, windowSeconds: number): void {
  expect(reply.status).toBe(429);
  expect(reply.body).toEqual({
    error: { code: 'rate_limited', message: ERRORS.rateLimited, reason: 'rateLimited', values: {} },
  });
  const retryAfter = Number(reply.retryAfter);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const ballot = (room: RoomSetup, awardId: string, picks: number[]) => ({
  awardId,
  rankings: picks.map((i) => ({ contestantId: must(room.contestants[i]).id })),
});

/** The room's first award, as its organiser reads it (a call of the organiser's secret). */
const firstAward = (h: Harness, room: RoomSetup) =>
  h.api.firstAwardId(room.room.id, room.adminToken);

/** The address of a participant's own ballot in an award. */
const ownBallotUrl = (roomId: string, awardId: string) =>
  `${routes.ownBallot.url({ roomId })}?awardId=${awardId}`;

/** Limits far above what a test does, but for the one it is about. */
function limitsWith(overrides: Partial<Limits>): Limits {
  return {
    ...DEFAULT_LIMITS,
    windowSeconds: 60,
    roomsPerAddress: 100,
    publicPerAddress: 1000,
    perSecret: 1000,
    perRoom: 1000,
    // Refusals answered at once, but in the test about holding them.
    refusalDelayMs: 0,
    ...overrides,
  };
}

describe.each(databaseKinds)('rate limits [%s]', (kind: DatabaseKind) => {
  describe('per secret', () => {
    const h = useHarness(kind, { limits: limitsWith({ perSecret: 5 }) });

    it('refuses a flooding secret with 429 and Retry-After, changes nothing, and spares others', async () => {
      const room = await h.setUpRoom({ contestants: 3, participants: 2 });
      const flooder = must(room.participants[0]);
      const other = must(room.participants[1]);
      const awardId = await firstAward(h, room);
      const submit = (token: string, picks: number[]) =>
        call(h, 'PUT', routes.submitBallot.url({ roomId: room.room.id }), {
          token,
          body: ballot(room, awardId, picks),
        });
      for (let i = 0; i < 5; i++) expect((await submit(flooder.token, [0, 1])).status).toBe(200);
      expectRateLimited(await submit(flooder.token, [2]), 60);
      const reset = await call(
        h,
        'DELETE',
        `${routes.resetBallot.url({ roomId: room.room.id })}?awardId=${awardId}`,
        { token: flooder.token },
      );
      expectRateLimited(reset, 60);

      // Another secret in the same room, and the room's organiser, are served.
      expect((await submit(other.token, [1])).status).toBe(200);
      const { body } = await h.api.activity(room.room.id, room.adminToken);
      const flooderVote = body.recentBallots.find((entry) => entry.participantId === flooder.id);
      // Neither the refused ballot nor the refused reset changed the flooder's vote.
      expect(flooderVote?.rankings.map((r) => r.contestantId)).toEqual(
        ballot(room, awardId, [0, 1]).rankings.map((r) => r.contestantId),
      );
    });
  });

  describe('per room', () => {
    const h = useHarness(kind, { limits: limitsWith({ perRoom: 8 }) });

    it('refuses every secret in a flooded room, and no one in another room', async () => {
      const flooded = await h.setUpRoom({ contestants: 1, participants: 3 });
      const other = await h.setUpRoom({ contestants: 1, participants: 1 });
      const awards = new Map([
        [flooded.room.id, await firstAward(h, flooded)],
        [other.room.id, await firstAward(h, other)],
      ]);
      const getBallot = (roomId: string, token: string) =>
        call(h, 'GET', ownBallotUrl(roomId, awards.get(roomId) ?? ''), { token });
      // Adding the room's contestant and reading its awards were the first two of its 8 calls
      // with a secret.
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) {
        const voter = must(flooded.participants[i % 3]);
        statuses.push((await getBallot(flooded.room.id, voter.token)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429]);
      expectRateLimited(
        await call(h, 'GET', routes.activity.url({ roomId: flooded.room.id }), {
          token: flooded.adminToken,
        }),
        60,
      );
      expect((await getBallot(other.room.id, must(other.participants[0]).token)).status).toBe(200);
      // A look-up without a secret counts against the address, not the room.
      const lookup = await call(h, 'GET', routes.roomByCode.url({ code: flooded.room.code }));
      expect(lookup.status).toBe(200);
    });
  });

  describe('per address', () => {
    const h = useHarness(kind, { limits: limitsWith({ publicPerAddress: 5, roomsPerAddress: 2 }) });

    it('limits joins and code look-ups per address, but not calls with a secret', async () => {
      const room = await h.setUpRoom({ contestants: 1 });
      const joined = [];
      for (let i = 0; i < 4; i++) joined.push(await joinAs(h.api, room.room.code, `Guest ${i}`));
      expect((await call(h, 'GET', routes.roomByCode.url({ code: room.room.code }))).status).toBe(
        200,
      );
      const join = (token?: string) =>
        call(h, 'POST', routes.joinRoom.url(), {
          body: { code: room.room.code, name: 'One too many' },
          ...(token ? { token } : {}),
        });
      expectRateLimited(await join(), 60);
      // A made-up secret does not turn a join into a call with a secret.
      expectRateLimited(await join('made-up-token'), 60);
      expectRateLimited(await call(h, 'GET', routes.roomByCode.url({ code: room.room.code })), 60);
      // Those who joined, and the organiser, go on.
      const voter = must(joined[0]);
      const awardId = await firstAward(h, room);
      const own = await call(h, 'GET', ownBallotUrl(room.room.id, awardId), {
        token: voter.token,
      });
      expect(own.status).toBe(200);
      expect((await h.api.activity(room.room.id, room.adminToken)).status).toBe(200);
    });

    it('limits room creation per address', async () => {
      // The first room of this address was created by the test before.
      const create = () =>
        call(h, 'POST', routes.createRoom.url(), { body: { name: 'W', title: 'T' } });
      expect((await create()).status).toBe(201);
      expectRateLimited(await create(), 60);
    });
  });

  describe('turned off', () => {
    const h = useHarness(kind, {
      limits: { ...limitsWith({ perSecret: 1, publicPerAddress: 1 }), enabled: false },
    });

    it('refuses nothing with RATE_LIMIT=off', async () => {
      const room = await h.setUpRoom({ contestants: 1, participants: 3 });
      const voter = must(room.participants[0]);
      const awardId = await firstAward(h, room);
      for (let i = 0; i < 3; i++) {
        const own = await call(h, 'GET', ownBallotUrl(room.room.id, awardId), {
          token: voter.token,
        });
        expect(own.status).toBe(200);
      }
    });
  });
});

describe.each(databaseKinds)('a refusal held until its window ends [%s]', (kind) => {
  const h = useHarness(kind, { limits: limitsWith({ perSecret: 1, refusalDelayMs: 300 }) });

  it('answers 429 only after the delay, so a flooder waits instead of spinning', async () => {
    const room = await h.setUpRoom({ participants: 1 });
    const voter = must(room.participants[0]);
    const awardId = await firstAward(h, room);
    const own = () => call(h, 'GET', ownBallotUrl(room.room.id, awardId), { token: voter.token });
    expect((await own()).status).toBe(200);
    const started = performance.now();
    expectRateLimited(await own(), 60);
    // A lower bound only: the refusal was held at least as long as asked.
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });
});

/** What a phone does with a 429: waits as long as Retry-After says, then asks again. */
async function patiently(request: () => Promise<Reply>, attempts = 120): Promise<Reply> {
  let reply = await request();
  for (let i = 0; reply.status === 429 && i < attempts; i++) {
    await new Promise((resolve) => setTimeout(resolve, Number(reply.retryAfter) * 1000));
    reply = await request();
  }
  return reply;
}

// Bounded: a thousand people of one venue, each retrying as the server asks.
describe('a venue behind one address, within the default limits [pglite]', () => {
  const h = useHarness('pglite', { limits: DEFAULT_LIMITS });

  it('lets a workshop of 30 organisers on one address each create a room at once', async () => {
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(h, 'POST', routes.createRoom.url(), {
          body: { name: `Team ${i}`, title: 'Workshop' },
        }),
      ),
    );
    expect(created.map((reply) => reply.status)).toEqual(Array(30).fill(201));
  });

  it('lets 1,000 people join and open their ballots from one address within a minute of windows', async () => {
    // What the defaults allow: every join of the venue fits in a minute's windows.
    const people = 1000;
    const windowsInAMinute = 60 / DEFAULT_LIMITS.windowSeconds;
    expect(DEFAULT_LIMITS.publicPerAddress * windowsInAMinute).toBeGreaterThanOrEqual(people);
    const room = await h.setUpRoom({ contestants: 3 });
    const awardId = await firstAward(h, room);
    let next = 0;
    const failed: number[] = [];
    let refusals = 0;
    const person = async () => {
      while (next < people) {
        const n = next++;
        const joined = await patiently(async () => {
          const reply = await call(h, 'POST', routes.joinRoom.url(), {
            body: { code: room.room.code, name: `Person ${n}` },
          });
          if (reply.status === 429) refusals += 1;
          return reply;
        });
        if (joined.status !== 201) failed.push(joined.status);
        const token = (joined.body as { participantToken?: string }).participantToken;
        const own = await call(h, 'GET', ownBallotUrl(room.room.id, awardId), { token });
        if (own.status !== 200) failed.push(own.status);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: 200 }, person));
    const seconds = (performance.now() - started) / 1000;
    expect(failed).toEqual([]);
    const page = await h.api.participants(room.room.id, room.adminToken, { limit: '1' });
    expect(page.body.matching).toBe(people);
    // Everyone got in; the windows it took are what the limit allows, not a timing target.
    expect(Math.ceil(seconds)).toBeGreaterThanOrEqual(
      Math.floor(people / DEFAULT_LIMITS.publicPerAddress) - 1,
    );
    expect(refusals).toBeGreaterThan(0);
  }, 120_000);
});
