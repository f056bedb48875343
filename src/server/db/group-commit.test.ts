import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.ts';

type Item = { key: string; value: number };

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A group commit whose batches are recorded and finish only when released. */
function recorded(concurrency = 1, maxBatch = 100) {
  const batches: Item[][] = [];
  const releases: (() => void)[] = [];
  const group = createGroupCommit<Item, number>({
    keyOf: (item) => item.key,
    concurrency,
    maxBatch,
    run: (items) =>
      new Promise((resolve) => {
        batches.push([...items]);
        releases.push(() =>
          resolve(items.map((item) => (item.value < 0 ? new Error('refused') : item.value * 10))),
        );
      }),
  });
  // A released batch answers in microtasks and the next one starts on the turn after.
  const releaseAll = async () => {
    await turn();
    while (releases.length > 0) {
      releases.shift()?.();
      await turn();
      await turn();
    }
  };
  return { group, batches, releaseAll };
}

describe('group commit', () => {
  it('sends a lone item on the next turn, and those that arrive while it runs together after it', async () => {
    const { group, batches, releaseAll } = recorded();
    const first = group.submit({ key: 'a', value: 1 });
    expect(batches).toEqual([]);
    await turn();
    expect(batches).toEqual([[{ key: 'a', value: 1 }]]);
    const rest = [2, 3, 4].map((value) => group.submit({ key: `k${value}`, value }));
    expect(batches).toHaveLength(1);
    await releaseAll();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect(batches.map((batch) => batch.map((item) => item.value))).toEqual([[1], [2, 3, 4]]);
  });

  it('gathers the items of one turn into one batch', async () => {
    const { group, batches, releaseAll } = recorded();
    const answers = [1, 2, 3].map((value) => group.submit({ key: `k${value}`, value }));
    await releaseAll();
    expect(await Promise.all(answers)).toEqual([10, 20, 30]);
    expect(batches.map((batch) => batch.map((item) => item.value))).toEqual([[1, 2, 3]]);
  });

  it('never puts two items with one key in a batch, and keeps their order', async () => {
    const { group, batches, releaseAll } = recorded();
    const answers = [
      group.submit({ key: 'x', value: 1 }),
      group.submit({ key: 'x', value: 2 }),
      group.submit({ key: 'y', value: 3 }),
      group.submit({ key: 'x', value: 4 }),
    ];
    await releaseAll();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40]);
    expect(batches.map((batch) => batch.map((item) => item.value))).toEqual([[1, 3], [2], [4]]);
  });

  it('lets the event loop turn between batches, so that a backlog of one key holds no other request up', async () => {
    const events: string[] = [];
    const group = createGroupCommit<Item, number>({
      keyOf: (item) => item.key,
      concurrency: 1,
      maxBatch: 10,
      // Like PGlite: the statement runs and answers within the promise chain.
      run: async (items) => {
        events.push(`batch ${items.map((item) => item.value).join()}`);
        return items.map((item) => item.value);
      },
    });
    const answers = [1, 2, 3].map((value) => group.submit({ key: 'flooder', value }));
    setImmediate(() => events.push('another request read'));
    expect(await Promise.all(answers)).toEqual([1, 2, 3]);
    expect(events).toEqual(['batch 1', 'another request read', 'batch 2', 'batch 3']);
  });

  it('refuses an item answered with an error, and only that item', async () => {
    const { group, releaseAll } = recorded();
    const good = group.submit({ key: 'a', value: 1 });
    const bad = expect(group.submit({ key: 'b', value: -1 })).rejects.toThrow('refused');
    await releaseAll();
    expect(await good).toBe(10);
    await bad;
  });

  it('rejects every item of a batch whose statement failed, and goes on with the next', async () => {
    let calls = 0;
    const group = createGroupCommit<Item, number>({
      keyOf: (item) => item.key,
      concurrency: 1,
      maxBatch: 10,
      run: async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return items.map((item) => item.value);
      },
    });
    const failed = [1, 2].map((value) =>
      expect(group.submit({ key: `k${value}`, value })).rejects.toThrow('connection lost'),
    );
    await Promise.all(failed);
    expect(await group.submit({ key: 'k3', value: 3 })).toBe(3);
  });

  it('runs up to `concurrency` batches at once and caps their size', async () => {
    const { group, batches, releaseAll } = recorded(2, 2);
    const answers = [1, 2, 3, 4, 5, 6].map((value) => group.submit({ key: `k${value}`, value }));
    await turn();
    expect(batches.map((batch) => batch.length)).toEqual([2, 2]);
    await releaseAll();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(Math.max(...batches.map((batch) => batch.length))).toBe(2);
  });
});
