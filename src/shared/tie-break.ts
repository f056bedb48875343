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

/** Why `ahead` ranks above `behind` when both have the same points, from `side`'s view. */
function explainPair(ahead: FinalScore, behind: FinalScore, side: 'ahead' | 'behind'): string {
  const [self, other] = side === 'ahead' ? [ahead, behind] : [behind, ahead];
  const tied = `Tied on ${points(ahead.totalPoints)}`;
  const decider = [FIRST, SECOND].find((c) => c.count(ahead) !== c.count(behind));
  if (!decider) {
    return `${tied} and the same first- and second-place votes — listed in the order the contestants were added`;
  }
  const sameFirst = decider === SECOND ? ` and ${votes(FIRST.count(ahead), FIRST.label)}` : '';
  return `${tied}${sameFirst} — ${side} on ${decider.label}, ${formatCount(decider.count(self))} to ${formatCount(decider.count(other))}`;
}

/**
 * How each tie on points was broken, in words, by contestant id: one line
 * for each neighbour a contestant is level with, e.g. "Tied on 7 points —
 * ahead on first-place votes, 2 to 1". Contestants with no tie are absent.
 */
export function tieBreaks(finalScores: readonly FinalScore[]): Map<string, string[]> {
  const lines = new Map<string, string[]>();
  const add = (score: FinalScore, line: string) =>
    lines.set(score.contestantId, [...(lines.get(score.contestantId) ?? []), line]);
  for (let index = 0; index + 1 < finalScores.length; index++) {
    const ahead = finalScores[index];
    const behind = finalScores[index + 1];
    if (!ahead || !behind || ahead.totalPoints !== behind.totalPoints) continue;
    add(ahead, explainPair(ahead, behind, 'ahead'));
    add(behind, explainPair(ahead, behind, 'behind'));
  }
  return lines;
}
