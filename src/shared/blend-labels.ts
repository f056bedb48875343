import { AWARD_VOTERS_LABELS, type AwardVoters } from './constants.ts';

/** How an award's electorate and a blended score read, on every screen and in files. */

/** "Judges 70% · Audience 30%": the published weights of a blended award. */
export function weightsLabel(judgesWeight: number): string {
  if (!Number.isInteger(judgesWeight) || judgesWeight < 0 || judgesWeight > 100) {
    throw new RangeError(`Judges' weight must be an integer from 0 to 100, got ${judgesWeight}`);
  }
  return `Judges ${judgesWeight}% · Audience ${100 - judgesWeight}%`;
}

/** "42.5%": a blended score, always with one decimal. */
export function scoreLabel(score: number): string {
  return `${score.toFixed(1)}%`;
}

/** Who votes in an award, in words: "Judges only", or a blend's weights. */
export function votersLabel(voters: AwardVoters, judgesWeight: number | null): string {
  return voters === 'judges_and_audience' && judgesWeight !== null
    ? weightsLabel(judgesWeight)
    : AWARD_VOTERS_LABELS[voters];
}
