import { type Comparisons, fitCrowdBt } from './crowd-bt.ts';

/** One judge's ranking of everything they saw, best first. */
export type JuryRanking = { judgeId: string; contestantIds: readonly string[] };
export type JuryContestant = { id: string; name: string; orderIndex: number };
export type JuryStanding = {
  contestantId: string;
  /** 1-based place in the jury order; a tie is decided, never shared. */
  rank: number;
  /** How many rankings include it. */
  judges: number;
  /** Against each opponent it was compared with: more judges put it higher, as many, fewer. */
  wins: number;
  ties: number;
  losses: number;
  /** Share of its opponents it beat, a tie counting half, in percent (one decimal). */
  copeland: number;
  /** Crowd-BT: the chance in percent that a judge puts it above a typical project (one decimal). */
  strength: number;
  /** Place by strength alone: the second opinion. */
  strengthRank: number;
};

type Row = {
  contestant: JuryContestant;
  index: number;
  judges: number;
  wins: number;
  ties: number;
  losses: number;
  gamma: number;
  /**
   * log γ to nine decimals: what the order compares, so that two strengths
   * equal but for the order of a float sum are equal and the next rule decides.
   */
  level: number;
};

/** What the jury's rankings say, in indices of `contestants`: each ranking and every pair it orders. */
export type JuryComparisons = {
  /** Each ranking of at least one known contestant: its judge, and the contestants best first. */
  rankings: { judge: number; order: number[] }[];
  judgeIds: string[];
  comparisons: Comparisons;
};

/**
 * Reads rankings against the contestants: ids that are not contestants are
 * left out, and a contestant listed twice in one ranking counts at its first place.
 */
export function juryComparisons(
  contestants: readonly JuryContestant[],
  rankings: readonly JuryRanking[],
): JuryComparisons {
  const known = new Map(contestants.map((contestant, index) => [contestant.id, index]));
  const judgeIndex = new Map<string, number>();
  const read: JuryComparisons['rankings'] = [];
  for (const ranking of rankings) {
    const order = new Set<number>();
    for (const id of ranking.contestantIds) {
      const index = known.get(id);
      if (index !== undefined) order.add(index);
    }
    if (order.size === 0) continue;
    const judge = judgeIndex.get(ranking.judgeId) ?? judgeIndex.size;
    judgeIndex.set(ranking.judgeId, judge);
    read.push({ judge, order: [...order] });
  }
  const total = read.reduce((sum, { order }) => sum + (order.length * (order.length - 1)) / 2, 0);
  const comparisons = {
    judges: new Int32Array(total),
    winners: new Int32Array(total),
    losers: new Int32Array(total),
  };
  let c = 0;
  for (const { judge, order } of read) {
    for (let above = 0; above < order.length; above++) {
      for (let below = above + 1; below < order.length; below++) {
        comparisons.judges[c] = judge;
        comparisons.winners[c] = order[above] ?? 0;
        comparisons.losers[c] = order[below] ?? 0;
        c += 1;
      }
    }
  }
  return { rankings: read, judgeIds: [...judgeIndex.keys()], comparisons };
}

/** Fits the jury's rankings: Copeland records on the rows, Crowd-BT beside them. */
function fitJury(contestants: readonly JuryContestant[], rankings: readonly JuryRanking[]) {
  const n = contestants.length;
  const read = juryComparisons(contestants, rankings);
  const rows: Row[] = contestants.map((contestant, index) => ({
    contestant,
    index,
    judges: 0,
    wins: 0,
    ties: 0,
    losses: 0,
    gamma: 1,
    level: 0,
  }));
  // above[a·n + b]: how many judges put a higher than b.
  const above = new Int32Array(n * n);
  for (const { order } of read.rankings) {
    for (let i = 0; i < order.length; i++) {
      const a = order[i] ?? 0;
      const row = rows[a];
      if (row) row.judges += 1;
      for (let k = i + 1; k < order.length; k++) {
        const cell = a * n + (order[k] ?? 0);
        above[cell] = (above[cell] ?? 0) + 1;
      }
    }
  }
  for (const row of rows) {
    for (let b = 0; b < n; b++) {
      const forward = above[row.index * n + b] ?? 0;
      const back = above[b * n + row.index] ?? 0;
      if (forward > back) row.wins += 1;
      else if (forward < back) row.losses += 1;
      else if (forward > 0) row.ties += 1;
    }
  }
  const fit = fitCrowdBt(read.comparisons, n, read.judgeIds.length);
  for (const row of rows) {
    row.gamma = fit.strengths[row.index] ?? 1;
    row.level = Math.round(Math.log(row.gamma) * 1e9);
  }
  return { rows, judgeIds: read.judgeIds, fit };
}

const opponents = (row: Row) => row.wins + row.ties + row.losses;

/**
 * Copeland shares, (wins + ties / 2) / opponents, for a descending sort;
 * compared by cross-multiplying, so that equal shares are equal however
 * many opponents each had. A contestant with no opponent has no share and
 * goes after every one that has.
 */
function byCopeland(a: Row, b: Row): number {
  return (
    Number(opponents(b) > 0) - Number(opponents(a) > 0) ||
    (2 * b.wins + b.ties) * opponents(a) - (2 * a.wins + a.ties) * opponents(b)
  );
}

// Seen before unseen, then more judges, then the contestants' own order:
// the last word of every tie-break, so that the order never depends on input order.
const byStanding = (a: Row, b: Row) =>
  Number(b.judges > 0) - Number(a.judges > 0) ||
  b.judges - a.judges ||
  a.contestant.orderIndex - b.contestant.orderIndex ||
  (a.contestant.id < b.contestant.id ? -1 : a.contestant.id > b.contestant.id ? 1 : 0);

const byStrength = (a: Row, b: Row) =>
  Number(b.judges > 0) - Number(a.judges > 0) || b.level - a.level || byStanding(a, b);

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The geometric mean strength of the contestants judges saw: a typical project. */
function typicalStrength(rows: readonly Row[]): number {
  const seen = rows.filter((row) => row.judges > 0);
  if (seen.length === 0) return 1;
  return Math.exp(seen.reduce((sum, row) => sum + Math.log(row.gamma), 0) / seen.length);
}

/**
 * The jury order of an expo award: by Copeland share; an equal share goes to
 * the higher Crowd-BT strength, then to more judges, then to the contestants'
 * order. Contestants no judge saw come last, in the contestants' order.
 */
export function juryOrder(
  contestants: readonly JuryContestant[],
  rankings: readonly JuryRanking[],
): JuryStanding[] {
  const { rows } = fitJury(contestants, rankings);
  const typical = typicalStrength(rows);
  const strengthRank = new Map(
    [...rows].sort(byStrength).map((row, index) => [row.index, index + 1]),
  );
  return [...rows]
    .sort((a, b) => byCopeland(a, b) || byStrength(a, b))
    .map((row, index) => {
      const faced = opponents(row);
      return {
        contestantId: row.contestant.id,
        rank: index + 1,
        judges: row.judges,
        wins: row.wins,
        ties: row.ties,
        losses: row.losses,
        copeland: faced === 0 ? 0 : oneDecimal((100 * (row.wins + row.ties / 2)) / faced),
        // A contestant no judge saw has no strength to show; it is last on both lists.
        strength: row.judges === 0 ? 0 : oneDecimal((100 * row.gamma) / (row.gamma + typical)),
        strengthRank: strengthRank.get(row.index) ?? rows.length,
      };
    });
}

/**
 * Each judge's reliability as Crowd-BT estimates it, to two decimals: 0.5 is
 * a coin toss, 1 always agrees with what the other judges' rankings imply.
 * Only judges who ranked a contestant are in it.
 */
export function judgeReliability(
  contestants: readonly JuryContestant[],
  rankings: readonly JuryRanking[],
): Map<string, number> {
  const { judgeIds, fit } = fitJury(contestants, rankings);
  return new Map(
    judgeIds.map((judgeId, index) => [
      judgeId,
      Math.round((fit.reliability[index] ?? 0.5) * 100) / 100,
    ]),
  );
}
