import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { FinalScore } from '#shared/api.ts';
import { type TieBreak, tieBreakReasons } from '#shared/tie-break.ts';
import { formatNumber } from './i18n/formatters.ts';

/** A tie break in `i18n`'s language: the results' rule (#shared/tie-break.ts), a device's words. */
function explain(tieBreak: TieBreak, i18n: I18n): string {
  const tiedPoints = tieBreak.points;
  const ownVotes = formatNumber(tieBreak.own, i18n.locale);
  const otherVotes = formatNumber(tieBreak.other, i18n.locale);
  const ahead = tieBreak.side === 'ahead';
  if (tieBreak.decider === 'first') {
    return ahead
      ? i18n._(
          msg`Tied on ${plural(tiedPoints, { one: '# point', other: '# points' })} — ahead on first-place votes, ${ownVotes} to ${otherVotes}`,
        )
      : i18n._(
          msg`Tied on ${plural(tiedPoints, { one: '# point', other: '# points' })} — behind on first-place votes, ${ownVotes} to ${otherVotes}`,
        );
  }
  if (tieBreak.decider === 'second') {
    const firstPlaceVotes = tieBreak.firstPlaceVotes;
    return ahead
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
  return new Map(
    [...tieBreakReasons(finalScores)].map(([id, breaks]) => [
      id,
      breaks.map((tieBreak) => explain(tieBreak, i18n)),
    ]),
  );
}
