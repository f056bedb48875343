/** What a walked expo yields: the jury order, measured against the hidden quality. */
import { fitCrowdBt } from '#shared/crowd-bt.ts';
import { routeWalk } from '#shared/expo-routes.ts';
import { type JuryRanking, juryComparisons, juryOrder } from '#shared/jury-order.ts';
import type { Expo } from './expo-event.ts';
import type { Walked } from './expo-walk.ts';

export type EventFigures = {
  /** Share of the true top ten (of present projects) in the order's top ten. */
  recall: number;
  /** Kendall τ between the order and the true order, over present projects. */
  tau: number;
  /** Share of present projects seen by two judges or more. */
  seenTwice: number;
  /** Mean table distance between consecutive stops, over judges. */
  walk: number;
  /** Whether every pair of seen projects is joined by a chain of comparisons. */
  connected: boolean;
  /** Pairs of projects compared by two judges or more. */
  repeatedPairs: number;
};

/** Each judge's ranking of what they saw, by what they made of it. */
export function rankingsOf(expo: Expo, { walked }: Walked): JuryRanking[] {
  return expo.judges.map((judge) => ({
    judgeId: judge.id,
    contestantIds: (walked.get(judge.id) ?? [])
      .filter((stop) => stop.status === 'seen')
      .map((stop) => stop.contestantId)
      .sort((a, b) => (judge.perceived.get(b) ?? 0) - (judge.perceived.get(a) ?? 0)),
  }));
}

/** Kendall τ-a of a ranked list against the scores (higher is better). */
function kendallTau(order: readonly string[], score: ReadonlyMap<string, number>): number {
  let agree = 0;
  let pairs = 0;
  for (let i = 0; i < order.length; i++) {
    const above = score.get(order[i] ?? '') ?? 0;
    for (let k = i + 1; k < order.length; k++) {
      agree += Math.sign(above - (score.get(order[k] ?? '') ?? 0));
      pairs += 1;
    }
  }
  return pairs === 0 ? 0 : agree / pairs;
}

/** The expo's projects as contestants, in table order. */
function contestantsOf(expo: Expo) {
  return expo.projects.map((project, index) => ({
    id: project.id,
    name: project.id,
    orderIndex: index,
  }));
}

/** A way to order the projects from the judges' rankings, best first. */
export type JuryMethod = (expo: Expo, rankings: readonly JuryRanking[]) => readonly string[];

/** The declared method: juryOrder (Copeland share, then Crowd-BT). */
export const declaredOrder: JuryMethod = (expo, rankings) =>
  juryOrder(contestantsOf(expo), rankings).map((standing) => standing.contestantId);

/** Copeland by net wins (wins − losses) instead of the share, ties as juryOrder breaks them. */
export const netWinsOrder: JuryMethod = (expo, rankings) =>
  juryOrder(contestantsOf(expo), rankings)
    .sort((a, b) => b.wins - b.losses - (a.wins - a.losses) || a.rank - b.rank)
    .map((standing) => standing.contestantId);

/** The second opinion alone: Crowd-BT strength. */
export const strengthOrder: JuryMethod = (expo, rankings) =>
  juryOrder(contestantsOf(expo), rankings)
    .sort((a, b) => a.strengthRank - b.strengthRank)
    .map((standing) => standing.contestantId);

/** Plain Bradley–Terry on the same comparisons: every judge trusted alike. */
export const plainStrengthOrder: JuryMethod = (expo, rankings) => {
  const read = juryComparisons(contestantsOf(expo), rankings);
  const seen = new Set(read.rankings.flatMap((ranking) => ranking.order));
  const fit = fitCrowdBt(read.comparisons, expo.projects.length, read.judgeIds.length, 1);
  const gamma = (index: number) => (seen.has(index) ? (fit.strengths[index] ?? 1) : -1);
  return expo.projects
    .map((project, index) => ({ id: project.id, index }))
    .sort((a, b) => gamma(b.index) - gamma(a.index) || a.index - b.index)
    .map(({ id }) => id);
};

/** Whether the comparisons join every seen project, and how many pairs more than one judge compared. */
function comparisonGraph(rankings: readonly JuryRanking[]) {
  const root = new Map<string, string>();
  const find = (id: string): string => {
    const up = root.get(id) ?? id;
    if (up === id) return id;
    const top = find(up);
    root.set(id, top);
    return top;
  };
  const compared = new Map<string, number>();
  for (const { contestantIds: ids } of rankings) {
    ids.forEach((a, i) => {
      root.set(find(a), find(ids[0] ?? a));
      for (const b of ids.slice(i + 1)) {
        const pair = a < b ? `${a} ${b}` : `${b} ${a}`;
        compared.set(pair, (compared.get(pair) ?? 0) + 1);
      }
    });
  }
  const groups = new Set([...root.keys()].map(find));
  return {
    connected: groups.size <= 1,
    repeatedPairs: [...compared.values()].filter((count) => count > 1).length,
  };
}

/** Recall, τ, coverage, walking and the comparison graph of one walked event. */
export function eventFigures(
  expo: Expo,
  walked: Walked,
  method: JuryMethod = declaredOrder,
): EventFigures {
  const rankings = rankingsOf(expo, walked);
  const present = expo.projects.map((p) => p.id).filter((id) => !expo.absent.has(id));
  const order = method(expo, rankings).filter((id) => !expo.absent.has(id));
  const byQuality = [...present].sort(
    (a, b) => (expo.quality.get(b) ?? 0) - (expo.quality.get(a) ?? 0),
  );
  const top = new Set(byQuality.slice(0, 10));

  const seen = new Map<string, number>();
  const tableOf = new Map(expo.projects.map((project) => [project.id, project.table]));
  let walk = 0;
  for (const stops of walked.walked.values()) {
    for (const { contestantId, status } of stops) {
      if (status === 'seen') seen.set(contestantId, (seen.get(contestantId) ?? 0) + 1);
    }
    walk += routeWalk(stops.map((stop) => tableOf.get(stop.contestantId) ?? 0));
  }
  return {
    recall: order.slice(0, 10).filter((id) => top.has(id)).length / 10,
    tau: kendallTau(order, expo.quality),
    seenTwice: present.filter((id) => (seen.get(id) ?? 0) >= 2).length / present.length,
    walk: walk / walked.walked.size,
    ...comparisonGraph(rankings),
  };
}
