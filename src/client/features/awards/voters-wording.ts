import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { AwardVoters } from '#shared/constants.ts';

/**
 * Who votes in an award, as the organiser's screens word it in the device's
 * language (src/shared/blend-labels.ts words the same in English for files).
 */
export const AWARD_VOTERS_WORDS: Record<AwardVoters, MessageDescriptor> = {
  everyone: msg({ message: 'Everyone', comment: 'Who votes in an award: judges and participants' }),
  judges: msg`Judges only`,
  audience: msg`Audience only`,
  judges_and_audience: msg`Judges and audience`,
};

/** "Judges 70% · Audience 30%": the published weights of a blended award. */
export function weightsWording(i18n: I18n, judgesWeight: number): string {
  const judgesPercent = formatNumber(judgesWeight, i18n.locale);
  const audiencePercent = formatNumber(100 - judgesWeight, i18n.locale);
  return i18n._(msg`Judges ${judgesPercent}% · Audience ${audiencePercent}%`);
}

/** Who votes in an award, in words: "Judges only", or a blend's weights. */
export function votersWording(
  i18n: I18n,
  voters: AwardVoters,
  judgesWeight: number | null,
): string {
  return voters === 'judges_and_audience' && judgesWeight !== null
    ? weightsWording(i18n, judgesWeight)
    : i18n._(AWARD_VOTERS_WORDS[voters]);
}
