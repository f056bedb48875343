import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatNumber, formatScore } from '#client/lib/i18n/formatters.ts';
import type { AwardResults } from '#shared/api.ts';
import { isLanguage, textDirection } from '#shared/languages.ts';
import type { RevealScreen } from './reveal-progress.ts';

/**
 * The words of the staged reveal, in the big screen's language (the room's):
 * each takes the `I18n` of the component that shows it.
 */

/** The reveal's headline: ready, under way, complete. */
export function revealHeadline(step: number, steps: number, i18n: I18n): string {
  if (step === 0) return i18n._(msg`Results are ready`);
  return step >= steps ? i18n._(msg`The reveal is complete`) : i18n._(msg`Revealing the results`);
}

/** Under the headline: what the reveal will do, where it is, and at its end where the results are. */
export function revealGuidance(
  {
    step,
    steps,
    awards,
    podium,
    address,
  }: { step: number; steps: number; awards: number; podium: number; address: string },
  i18n: I18n,
): string {
  if (steps === 0) return i18n._(msg`No results to show: there were no contestants.`);
  if (step >= steps) {
    const shown = address.replace(/^https?:\/\//, '');
    // An address reads left to right inside a right-to-left sentence too (an isolate).
    const resultsAddress =
      isLanguage(i18n.locale) && textDirection(i18n.locale) === 'rtl'
        ? `\u2066${shown}\u2069`
        : shown;
    return i18n._(msg`The results for everyone: ${resultsAddress}`);
  }
  if (step === 0 && awards > 1) {
    const awardCount = awards;
    return i18n._(
      msg({
        comment:
          'Before the reveal of a room of several awards (2 or more). #1 is the first place.',
        message: `${plural(awardCount, { other: "Reveal the # awards one at a time, each from its lowest podium place up to '#'1." })}`,
      }),
    );
  }
  if (step === 0) {
    const lowestPlace = podium;
    return podium > 1
      ? i18n._(msg`Reveal the podium one place at a time, from #${lowestPlace} up to the winner.`)
      : i18n._(msg`Reveal the winner.`);
  }
  const stepNumber = formatNumber(step, i18n.locale);
  const stepCount = formatNumber(steps, i18n.locale);
  return i18n._(msg`Step ${stepNumber} of ${stepCount}`);
}

/** A contestant's figure: its points, or the blended score of an award of judges and audience. */
function pointsOrScoreOf(score: AwardResults['finalScores'][number], i18n: I18n): string {
  if (score.blend) return formatScore(score.blend.score, i18n.locale);
  if (score.jury) return formatScore(score.jury.copeland, i18n.locale);
  const totalPoints = score.totalPoints;
  return i18n._(msg`${plural(totalPoints, { one: '# point', other: '# points' })}`);
}

/** What a screen reader hears as the reveal moves on. */
export function revealAnnouncement(
  screen: RevealScreen,
  awards: readonly AwardResults[],
  titled: boolean,
  i18n: I18n,
): string {
  if (screen.kind === 'ready') return '';
  const award = awards[screen.award];
  const awardName = award?.awardName ?? '';
  if (screen.kind === 'title') return i18n._(msg`Next award: ${awardName}`);
  if (screen.kind === 'rankings') {
    return titled && award
      ? i18n._(msg`${awardName}: Complete Rankings shown`)
      : i18n._(msg`Complete Rankings shown`);
  }
  const place = screen.revealed.at(-1);
  const score = place === undefined ? undefined : award?.finalScores[place - 1];
  if (place === undefined || !score) return '';
  const contestantName = score.contestantName;
  const pointsOrScore = pointsOrScoreOf(score, i18n);
  return titled && award
    ? i18n._(msg`${awardName}: #${place}: ${contestantName}, ${pointsOrScore}`)
    : i18n._(msg`#${place}: ${contestantName}, ${pointsOrScore}`);
}

/** Who voted in an award, in words, when not everyone: "Judges only", "Judges 70% · Audience 30%". */
export function votersWording(award: AwardResults | undefined, i18n: I18n): string | null {
  if (!award || award.voters === 'everyone') return null;
  if (award.voters === 'judges') return i18n._(msg`Judges only`);
  if (award.voters === 'audience') return i18n._(msg`Audience only`);
  if (award.judgesWeight === null) return i18n._(msg`Judges and audience`);
  const judgesWeight = formatNumber(award.judgesWeight, i18n.locale);
  const audienceWeight = formatNumber(100 - award.judgesWeight, i18n.locale);
  return i18n._(msg`Judges ${judgesWeight}% · Audience ${audienceWeight}%`);
}
