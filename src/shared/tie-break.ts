import type { FinalScore } from './api.ts';
import { formatCount } from './format-count.ts';

type Criterion = { label: string; count: (score: FinalScore) => number };

const FIRST: Criterion = { label: 'first-place votes', count: (s) => s.voteBreakdown.firstPlace };
const SECOND: Criterion = {
  label: 'second-place votes',
  count: (s) => s.voteBreakdown.secondPlace,
};

function points(total: number): string {
  return `${formatCount(total)} ${total === 1 ? 'point' : 'points'}`;
}

function votes(count: number, label: string): string {
  return `${formatCount(count)} ${count === 1 ? label.replace('votes', 'vote') : label}`;
}

/**
 * Why one contestant ranks beside a neighbour it is level with on points,
 * from its own side: what decided it (first-place votes, then second-place
 * votes, else the order the contestants were added) and each side's count.
 */
export type TieBreak = {
  side: 'ahead' | 'behind';
  points: number;
  decider: 'first' | 'second' | 'order';
  /** Both sides' first-place votes, when the second-place votes decided. */
  firstPlaceVotes: number;
  own: number;
  other: number;
};

/** Why `ahead` ranks above `behind` when both have the same points, from `side`'s view. */
function breakOf(ahead: FinalScore, behind: FinalScore, side: 'ahead' | 'behind'): TieBreak {
  const [self, other] = side === 'ahead' ? [ahead, behind] : [behind, ahead];
  const decider = [FIRST, SECOND].find((c) => c.count(ahead) !== c.count(behind));
  return {
    side,
    points: ahead.totalPoints,
    decider: decider === FIRST ? 'first' : decider === SECOND ? 'second' : 'order',
    firstPlaceVotes: FIRST.count(ahead),
    own: decider ? decider.count(self) : 0,
    other: decider ? decider.count(other) : 0,
  };
}

/**
 * How each tie on points was broken, by contestant id: one break for each
 * neighbour a contestant is level with. Contestants with no tie are absent.
 * The one rule every wording of the ties follows (`tieBreaks` in English, a
 * device's in its language).
 */
export function tieBreakReasons(finalScores: readonly FinalScore[]): Map<string, TieBreak[]> {
  const breaks = new Map<string, TieBreak[]>();
  const add = (score: FinalScore, tieBreak: TieBreak) =>
    breaks.set(score.contestantId, [...(breaks.get(score.contestantId) ?? []), tieBreak]);
  for (let index = 0; index + 1 < finalScores.length; index++) {
    const ahead = finalScores[index];
    const behind = finalScores[index + 1];
    if (!ahead || !behind || ahead.totalPoints !== behind.totalPoints) continue;
    add(ahead, breakOf(ahead, behind, 'ahead'));
    add(behind, breakOf(ahead, behind, 'behind'));
  }
  return breaks;
}

/** A tie break in English. */
function explain(tieBreak: TieBreak): string {
  const tied = `Tied on ${points(tieBreak.points)}`;
  if (tieBreak.decider === 'order') {
    return `${tied} and the same first- and second-place votes — listed in the order the contestants were added`;
  }
  const decider = tieBreak.decider === 'first' ? FIRST : SECOND;
  const sameFirst =
    tieBreak.decider === 'second' ? ` and ${votes(tieBreak.firstPlaceVotes, FIRST.label)}` : '';
  return `${tied}${sameFirst} — ${tieBreak.side} on ${decider.label}, ${formatCount(tieBreak.own)} to ${formatCount(tieBreak.other)}`;
}

/**
 * How each tie on points was broken, in English words, by contestant id: one
 * line for each neighbour a contestant is level with, e.g. "Tied on 7 points —
 * ahead on first-place votes, 2 to 1". Contestants with no tie are absent.
 */
export function tieBreaks(finalScores: readonly FinalScore[]): Map<string, string[]> {
  return new Map(
    [...tieBreakReasons(finalScores)].map(([id, breaks]) => [id, breaks.map(explain)]),
  );
}
