/** What the bench asks a swarm process (swarm-process.ts) and what it answers. */

/** Where a phone joins: HAProxy, or one raw process of several reached directly. */
export type JoinAddress = { baseUrl: string; wsUrl: string };

export type JoinCommand = {
  type: 'join';
  phones: number;
  /** Names are `Phone <first + n>`. */
  first: number;
  code: string;
  roomId: string;
  /** Phone `first + n` votes in `awardIds[(first + n) % length]`. */
  awardIds: string[];
  /** Phone `first + n` joins at `addresses[(first + n) % length]`. */
  addresses: JoinAddress[];
  localAddress: string;
  inFlight: number;
};

export type SwarmCommand =
  | JoinCommand
  /** Phones [from, to) of this swarm each rank 1 to 3 of the contestants. */
  | {
      type: 'vote';
      from: number;
      to: number;
      contestantIds: string[];
      inFlight: number;
      /** The phones start voting spread evenly over this long. */
      spreadMs: number;
    }
  /** How many phones hold this version on an open socket, and when the dropped came back. */
  | { type: 'state'; version: number }
  /** The texts the phones were sent, one of each (the largest). */
  | { type: 'samples' }
  | { type: 'stop' };

export type JoinAnswer = {
  type: 'joined';
  joined: number;
  failures: number;
  /** Joins answered busy at first, and tried again. */
  retried: number;
  reasons: Record<string, number>;
};

export type VoteAnswer = {
  type: 'voted';
  /** [participantId, ranked contestant ids] of every acknowledged ballot. */
  acked: [string, string[]][];
  /** How often each HTTP status answered a ballot (0: no answer), retries included. */
  statuses: Record<string, number>;
};

export type StateAnswer = {
  type: 'state';
  phones: number;
  holding: number;
  connected: number;
  /** Phones whose socket dropped, and for those back, when (epoch ms) they got a snapshot again. */
  dropped: number;
  backAt: number[];
  /** When (epoch ms) each dropped phone saw its socket close. */
  lostAt: number[];
  /** For each dropped phone back: when (epoch ms) its last attempt began and its socket opened, and how many attempts it took. */
  reopenedAt: number[];
  upgradedAt: number[];
  triesBack: number[];
  /** When (epoch ms) each phone that has the results got them. */
  resultsAt: number[];
  /** The size of the largest message that brought a phone the results. */
  resultsBytes: number;
  /** The size of the largest snapshot a phone was sent. */
  snapshotBytes: number;
  /** How often the phones' sockets closed, by close code (1006: dropped without one). */
  closes: Record<string, number>;
  /** When (epoch ms) the last of the phones holding the version asked about got it. */
  currentAt: number;
};

/** A snapshot and the message that brought the results, as a phone was sent them ('' if none was). */
export type SamplesAnswer = { type: 'samples'; snapshot: string; results: string };

export type SwarmAnswer =
  | JoinAnswer
  | VoteAnswer
  | StateAnswer
  | SamplesAnswer
  | { type: 'error'; message: string };

/** Epoch milliseconds with sub-millisecond precision, comparable across processes. */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

/** A ranking of one to three contestants, different from phone to phone. */
export function rankingOfPhone(n: number, ids: readonly string[]): string[] {
  const start = n % ids.length;
  const rotated = [...ids.slice(start), ...ids.slice(0, start)];
  return rotated.slice(0, 1 + (n % 3));
}

/** Counts by key, added up. */
export function sumCounts(counts: readonly Record<string, number>[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const count of counts) {
    for (const [key, n] of Object.entries(count)) sum[key] = (sum[key] ?? 0) + n;
  }
  return sum;
}
