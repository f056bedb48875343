import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { FinalScore } from '#shared/api.ts';

const firstPlaces = (score: FinalScore) => score.voteBreakdown.firstPlace;
const secondPlaces = (score: FinalScore) => score.voteBreakdown.secondPlace;

/**
 * Why `ahead` ranks above `behind` when both have the same points, from
 * `side`'s view, in `i18n`'s language (the reader's, or the big screen's):
 * the rule of #shared/tie-break.ts, which words it in English, first-place votes, then
 * second-place votes, then the order the contestants were added.
 */
function explainPair(
  ahead: FinalScore,
  behind: FinalScore,
  side: 'ahead' | 'behind',
  i18n: I18n,
): string {
  const [self, other] = side === 'ahead' ? [ahead, behind] : [behind, ahead];
  const tiedPoints = ahead.totalPoints;
  if (firstPlaces(ahead) !== firstPlaces(behind)) {
    const ownVotes = formatNumber(firstPlaces(self), i18n.locale);
    const otherVotes = formatNumber(firstPlaces(other), i18n.locale);
    return side === 'ahead'
      ? i18n._(
          msg`Tied on ${plural(tiedPoints, { one: '# point', other: '# points' })} — ahead on first-place votes, ${ownVotes} to ${otherVotes}`,
        )
      : i18n._(
          msg`Tied on ${plural(tiedPoints, { one: '# point', other: '# points' })} — behind on first-place votes, ${ownVotes} to ${otherVotes}`,
        );
  }
  if (secondPlaces(ahead) !== secondPlaces(behind)) {
    const firstPlaceVotes = firstPlaces(ahead);
    const ownVotes = formatNumber(secondPlaces(self), i18n.locale);
    const otherVotes = formatNumber(secondPlaces(other), i18n.locale);
    return side === 'ahead'
      ? i18n._(
          msg`Tied on ${plural(tiedPoints, { one: '# point', other: '# points' })} and ${plural(firstPlaceVotes, { one: '# first-place vote', other: '# first-place votes' })} — ahead on second-place votes, ${ownVotes} to ${otherVotes}`,
        )
      : i18n._(
          msg`Tied on ${plural(tiedPoints, { one: '# point', other: '# points' })} and ${plural(firstPlaceVotes, { one: '# first-place vote', other: '# first-place votes' })} — behind on second-place votes, ${ownVotes} to ${otherVotes}`,
        );
  }
  return i18n._(
    msg`Tied on ${plural(tiedPoints, { one: '# point', other: '# points' })} and the same first- and second-place votes — listed in the order the contestants were added`,
  );
}

/**
 * How each tie on points was broken, in words of `i18n`'s language, by
 * contestant id: one line for each neighbour a contestant is level with,
 * e.g. "Tied on 7 points — ahead on first-place votes, 2 to 1".
 * Contestants with no tie are absent.
 */
export function tieBreakLines(
  finalScores: readonly FinalScore[],
  i18n: I18n,
): Map<string, string[]> {
  const lines = new Map<string, string[]>();
  const add = (score: FinalScore, line: string) =>
    lines.set(score.contestantId, [...(lines.get(score.contestantId) ?? []), line]);
  for (let index = 0; index + 1 < finalScores.length; index++) {
    const ahead = finalScores[index];
    const behind = finalScores[index + 1];
    if (!ahead || !behind || ahead.totalPoints !== behind.totalPoints) continue;
    add(ahead, explainPair(ahead, behind, 'ahead', i18n));
    add(behind, explainPair(ahead, behind, 'behind', i18n));
  }
  return lines;
}
