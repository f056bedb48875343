import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '#shared/messages.ts';
import { routes } from '#shared/routes.ts';
import { ApiError, MAX_ATTEMPTS, MAX_RETRY_WAIT_MS, request } from './api-transport.ts';

const SHUTTING_DOWN = { error: { code: 'unavailable', message: ERRORS.shuttingDown } };
const RATE_LIMITED = { error: { code: 'rate_limited', message: ERRORS.rateLimited } };
const BALLOT = { ballot: { id: 'b1', rankings: [] } };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

// Calls as the features make them: an idempotent PUT, GET and DELETE, and a POST.
const submitBallot = () =>
  request(routes.submitBallot.method, routes.submitBallot.url({ roomId: 'r1' }), {
    token: 't1',
    body: { rankings: [{ contestantId: 'c1' }] },
  });
const getBallot = () =>
  request(routes.ownBallot.method, routes.ownBallot.url({ roomId: 'r1' }), { token: 't1' });
const resetBallot = () =>
  request(routes.resetBallot.method, routes.resetBallot.url({ roomId: 'r1' }), { token: 't1' });
const joinRoom = () =>
  request(routes.joinRoom.method, routes.joinRoom.url(), {
    body: { code: 'ABCDEFGHIJ', name: 'Ada' },
  });

/** fetch answering with these responses in turn, and the times it was called at. */
function answering(...responses: Response[]) {
  const calls: number[] = [];
  const fetch = vi.fn(async () => {
    calls.push(Date.now());
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next;
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

/** Settles the promise while letting fake time run, as the waits between attempts need. */
async function settle<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  const settled = Promise.allSettled([promise]);
  await vi.runAllTimersAsync();
  const [result] = await settled;
  if (!result) throw new Error('nothing settled');
  return result;
}

describe('the API transport retries a server that is restarting or pacing it', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a ballot again after 503 with Retry-After, waiting as asked', async () => {
    const { calls } = answering(
      json(503, SHUTTING_DOWN, { 'retry-after': '2' }),
      json(200, BALLOT),
    );
    const result = await settle(submitBallot());
    expect(result).toEqual({ status: 'fulfilled', value: BALLOT });
    expect(calls).toHaveLength(2);
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(2_000);
  });

  it('sends a join again when the 503 is the server saying it did nothing', async () => {
    const joined = { participant: { id: 'p1', name: 'Ada' }, participantToken: 'tok' };
    const { fetch } = answering(
      json(503, SHUTTING_DOWN, { 'retry-after': '1' }),
      json(201, joined),
    );
    const result = await settle(joinRoom());
    expect(result).toEqual({ status: 'fulfilled', value: joined });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not send a join again after a 503 that is not the server’s refusal', async () => {
    const { fetch } = answering(json(503, 'Service Unavailable', { 'retry-after': '1' }));
    const result = await settle(joinRoom());
    expect(result.status).toBe('rejected');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up after a few attempts, with the server’s message', async () => {
    const refusals = Array.from({ length: MAX_ATTEMPTS + 1 }, () =>
      json(503, SHUTTING_DOWN, { 'retry-after': '120' }),
    );
    const { calls } = answering(...refusals);
    const result = await settle(resetBallot());
    expect(calls).toHaveLength(MAX_ATTEMPTS);
    // Retry-After: 120 is capped: a person is waiting.
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeLessThan(MAX_RETRY_WAIT_MS + 1_000);
    expect(result.status === 'rejected' && result.reason).toEqual(
      new ApiError(503, 'unavailable', ERRORS.shuttingDown),
    );
  });

  it('spreads the retries of a room full of phones: Retry-After, and a random part of a second on top', async () => {
    const waits: number[] = [];
    for (const draw of [0, 0.5, 0.999]) {
      vi.spyOn(Math, 'random').mockReturnValue(draw);
      const { calls } = answering(
        json(503, SHUTTING_DOWN, { 'retry-after': '2' }),
        json(200, BALLOT),
      );
      await settle(submitBallot());
      waits.push((calls[1] ?? 0) - (calls[0] ?? 0));
      vi.restoreAllMocks();
    }
    const [soonest = 0, middle = 0, latest = 0] = waits;
    expect(soonest).toBe(2_000);
    expect(middle).toBeGreaterThan(soonest);
    expect(latest).toBeGreaterThan(middle);
    // Spread, but never by so much that a person notices the wait grow.
    expect(latest).toBeLessThan(2_000 + 1_000);
  });

  it('does not retry a 503 without Retry-After', async () => {
    const { fetch } = answering(json(503, SHUTTING_DOWN));
    const result = await settle(getBallot());
    expect(result.status).toBe('rejected');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('joins again after a 429 with Retry-After: a venue behind one address waits its turn', async () => {
    const joined = { participant: { id: 'p1', name: 'Ada' }, participantToken: 'tok' };
    const { calls } = answering(
      json(429, RATE_LIMITED, { 'retry-after': '1' }),
      json(429, RATE_LIMITED, { 'retry-after': '1' }),
      json(201, joined),
    );
    const result = await settle(joinRoom());
    expect(result).toEqual({ status: 'fulfilled', value: joined });
    expect(calls).toHaveLength(3);
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(1_000);
  });

  it('shows the rate limit message once the attempts are spent', async () => {
    const refusals = Array.from({ length: MAX_ATTEMPTS }, () =>
      json(429, RATE_LIMITED, { 'retry-after': '1' }),
    );
    answering(...refusals);
    const result = await settle(submitBallot());
    expect(result.status === 'rejected' && result.reason).toEqual(
      new ApiError(429, 'rate_limited', ERRORS.rateLimited),
    );
  });
});

describe('the API transport sends a keyed join again when its answer was lost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const KEY = 'k'.repeat(22);
  const joined = { participant: { id: 'p1', name: 'Ada' }, participantToken: 'tok' };
  const keyedJoin = () =>
    request(routes.joinRoom.method, routes.joinRoom.url(), {
      body: { code: 'ABCDEFGHIJ', name: 'Ada' },
      idempotencyKey: KEY,
    });

  /** fetch failing (no answer) `lost` times, then answering; the keys it was sent. */
  function losing(lost: number, answer: () => Response) {
    const keys: (string | undefined)[] = [];
    const fetch = vi.fn(async (_path: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['idempotency-key']);
      if (keys.length <= lost) throw new TypeError('Failed to fetch');
      return answer();
    });
    vi.stubGlobal('fetch', fetch);
    return keys;
  }

  it('sends it again, with the same key, after a connection lost', async () => {
    const keys = losing(2, () => json(201, joined));
    const result = await settle(keyedJoin());
    expect(result).toEqual({ status: 'fulfilled', value: joined });
    expect(keys).toEqual([KEY, KEY, KEY]);
  });

  it('sends it again after a proxy’s 502, which may or may not have been done', async () => {
    const answers = [json(502, { error: { code: 'internal', message: ERRORS.internal } })];
    const keys = losing(0, () => answers.shift() ?? json(201, joined));
    const result = await settle(keyedJoin());
    expect(result).toEqual({ status: 'fulfilled', value: joined });
    expect(keys).toHaveLength(2);
  });

  it('gives up after a few attempts, saying VibeRank could not be reached', async () => {
    const keys = losing(MAX_ATTEMPTS + 1, () => json(201, joined));
    const result = await settle(keyedJoin());
    expect(keys).toHaveLength(MAX_ATTEMPTS);
    expect(result.status === 'rejected' && (result.reason as ApiError).code).toBe('unreachable');
  });

  it('never sends a join without a key again after a connection lost', async () => {
    const keys = losing(1, () => json(201, joined));
    const result = await settle(joinRoom());
    expect(result.status).toBe('rejected');
    expect(keys).toEqual([undefined]);
  });
});
