import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseCheck } from './database-check.ts';

/** A ping the test answers by hand, counting how often it was sent. */
function manualPing() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  return {
    pending,
    ping: vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          pending.push({ resolve, reject });
        }),
    ),
  };
}

describe('DatabaseCheck', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reuses an answer for the cache time, then asks again', async () => {
    let now = 0;
    const ping = vi.fn(async () => undefined);
    const check = new DatabaseCheck({ ping, cacheMs: 400, now: () => now });
    expect(await check.reachable()).toBe(true);
    now = 399;
    expect(await check.reachable()).toBe(true);
    expect(ping).toHaveBeenCalledTimes(1);
    now = 400;
    expect(await check.reachable()).toBe(true);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('answers false when the ping fails, and true again once it succeeds', async () => {
    let now = 0;
    let up = false;
    const changes: boolean[] = [];
    const check = new DatabaseCheck({
      ping: async () => {
        if (!up) throw new Error('connect ECONNREFUSED');
      },
      onChange: (reachable) => changes.push(reachable),
      cacheMs: 100,
      now: () => now,
    });
    expect(await check.reachable()).toBe(false);
    now = 100;
    expect(await check.reachable()).toBe(false);
    up = true;
    now = 200;
    expect(await check.reachable()).toBe(true);
    // Told of each change once, not at every check.
    expect(changes).toEqual([false, true]);
  });

  it('counts a ping that outlasts the timeout as no answer, without sending a second meanwhile', async () => {
    vi.useFakeTimers();
    const { ping, pending } = manualPing();
    let now = 0;
    const check = new DatabaseCheck({ ping, timeoutMs: 1000, cacheMs: 100, now: () => now });
    const first = check.reachable();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await first).toBe(false);
    now = 1000 + 100;
    const second = check.reachable();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await second).toBe(false);
    // The database that hangs is not sent a pile of pings.
    expect(ping).toHaveBeenCalledTimes(1);
    // Its late answer counts from when it came.
    pending[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(await check.reachable()).toBe(true);
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('shares one ping between checks that arrive together', async () => {
    const { ping, pending } = manualPing();
    const check = new DatabaseCheck({ ping, cacheMs: 0 });
    const answers = Promise.all([check.reachable(), check.reachable(), check.reachable()]);
    pending[0]?.resolve();
    expect(await answers).toEqual([true, true, true]);
    expect(ping).toHaveBeenCalledTimes(1);
  });
});
