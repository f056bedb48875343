/**
 * Group commit: work that arrives while earlier batches hold the database's
 * connections waits, and goes in the next batch as one statement; so does
 * work that arrives in the same turn of the event loop (a batch starts on
 * setImmediate, once the requests already received have been read). One
 * writer alone waits only that turn; a crowd shares round trips and commits.
 * Each caller is answered only once its batch has committed.
 *
 * The next batch after one that finished starts on setImmediate too, never
 * straight away: PGlite runs a statement inside the promise chain, so a
 * backlog pumped batch after batch (one flooding token's ballots, which never
 * share a batch) would run as one long chain of microtasks, and no other
 * request could even be read until it had drained.
 */
export type GroupCommit<I, R> = {
  submit(item: I): Promise<R>;
  /** How many batches have run, and the largest so far. */
  stats(): { batches: number; largest: number };
};

export type GroupCommitOptions<I, R> = {
  /** Writes a batch in one statement; answers each item, in order (an Error refuses that item alone). */
  run(items: readonly I[]): Promise<readonly (R | Error)[]>;
  /** Items with the same key never share a batch (a row may be written once per statement). */
  keyOf(item: I): string;
  /** Batches in flight at once: 1 for the embedded database's one connection. */
  concurrency: number;
  maxBatch: number;
};

type Waiting<I, R> = { item: I; resolve(value: R): void; reject(error: unknown): void };

export function createGroupCommit<I, R>(options: GroupCommitOptions<I, R>): GroupCommit<I, R> {
  let queue: Waiting<I, R>[] = [];
  let inFlight = 0;
  let pumpQueued = false;
  const stats = { batches: 0, largest: 0 };

  /** The next batch: the oldest items, one per key, up to maxBatch; the rest keep their place. */
  const takeBatch = (): Waiting<I, R>[] => {
    const keys = new Set<string>();
    const batch: Waiting<I, R>[] = [];
    const rest: Waiting<I, R>[] = [];
    for (const waiting of queue) {
      const key = options.keyOf(waiting.item);
      if (batch.length < options.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else {
        rest.push(waiting);
      }
    }
    queue = rest;
    return batch;
  };

  const pump = (): void => {
    while (inFlight < options.concurrency && queue.length > 0) {
      const batch = takeBatch();
      inFlight += 1;
      stats.batches += 1;
      stats.largest = Math.max(stats.largest, batch.length);
      options
        .run(batch.map((waiting) => waiting.item))
        .then(
          (answers) => {
            batch.forEach((waiting, index) => {
              const answer = answers[index];
              if (answer instanceof Error) waiting.reject(answer);
              else if (answer === undefined)
                waiting.reject(new Error('batch left an item unanswered'));
              else waiting.resolve(answer);
            });
          },
          (error: unknown) => {
            for (const waiting of batch) waiting.reject(error);
          },
        )
        .finally(() => {
          inFlight -= 1;
          schedulePump();
        });
    }
  };

  const schedulePump = (): void => {
    if (pumpQueued) return;
    pumpQueued = true;
    setImmediate(() => {
      pumpQueued = false;
      pump();
    });
  };

  return {
    stats: () => ({ ...stats }),
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedulePump();
      });
    },
  };
}
