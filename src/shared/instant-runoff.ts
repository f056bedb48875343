import { MAX_RANKINGS } from './constants.ts';
import type { TallyBallot, TallyContestant } from './tally.ts';

// The same tie order tally() falls back on, so every view lists winners alike.
const documentedOrder = (a: TallyContestant, b: TallyContestant) =>
  a.orderIndex - b.orderIndex || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A ballot's known contestants as indexes into the documented order, best first. */
function choicesOf(ballot: TallyBallot, known: ReadonlyMap<string, number>): number[] {
  const ranked = ballot.rankings.filter(
    // Only what the 3/2/1 tally would count: a rank it gives no points to says nothing here either.
    ({ contestantId, rank }) =>
      known.has(contestantId) && Number.isInteger(rank) && rank >= 1 && rank <= MAX_RANKINGS,
  );
  const ids = ranked.sort((a, b) => a.rank - b.rank).map((r) => r.contestantId);
  return [...new Set(ids)].flatMap((id) => known.get(id) ?? []);
}

/** Instant-runoff winners' ids: all tied for fewest go out at once; if that's all left, all win. */
export function instantRunoffWinners(
  contestants: readonly TallyContestant[],
  ballots: readonly TallyBallot[],
): string[] {
  const ordered = [...contestants].sort(documentedOrder);
  const known = new Map(ordered.map((contestant, index) => [contestant.id, index]));
  const choices = ballots.map((ballot) => choicesOf(ballot, known)).filter((c) => c.length > 0);
  // With nothing ranked every contestant would "win"; there is simply no result yet.
  if (choices.length === 0) return [];

  const running = new Set(ordered.keys());
  for (;;) {
    const votes = new Map([...running].map((index) => [index, 0]));
    let active = 0;
    for (const ballot of choices) {
      const top = ballot.find((index) => running.has(index));
      if (top === undefined) continue;
      votes.set(top, (votes.get(top) ?? 0) + 1);
      active += 1;
    }
    const leader = ordered.find((_, index) => (votes.get(index) ?? 0) * 2 > active);
    if (leader) return [leader.id];

    // Ties for last are never broken by a coin or by list order, which would make the
    // outcome hinge on something no voter said: they all go, and a tie of everyone left
    // is reported as a shared win instead of eliminating the whole field.
    const fewest = Math.min(...votes.values());
    const out = [...votes].filter(([, count]) => count === fewest).map(([index]) => index);
    if (out.length === running.size) {
      return ordered.filter((_, index) => running.has(index)).map((contestant) => contestant.id);
    }
    for (const index of out) running.delete(index);
  }
}
