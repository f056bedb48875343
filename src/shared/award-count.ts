import type { FinalScore } from './api.ts';
import { type BlendBallot, blendedTally } from './blended-tally.ts';
import { type AwardVoters, DEFAULT_JUDGES_WEIGHT } from './constants.ts';
import { expoFinalScores } from './expo-count.ts';
import { type TallyContestant, tally } from './tally.ts';

/**
 * How an award is counted: who votes in it, and a blended award's judges'
 * weight (null or left out: the default).
 */
export type AwardCounting = {
  voters: AwardVoters;
  judgesWeight?: number | null;
  /** Judged at an expo: counted as a jury order of what each judge saw. */
  expo?: boolean;
};

/**
 * The judges' weight an award of judges and audience counts with: its own,
 * else the one a new award gets (decision 036), the same for the server, the
 * record it writes and every recount.
 */
export function judgesWeightOf(award: AwardCounting): number {
  return award.judgesWeight ?? DEFAULT_JUDGES_WEIGHT;
}

/**
 * One award's final scores from the ballots counted in it: for judges and
 * audience the blend of both sides' shares by the judges' weight, for an
 * expo the jury order of what each judge saw, else 3/2/1 points. What the
 * server runs when voting ends and every recount runs again.
 */
export function countAward(
  award: AwardCounting,
  contestants: readonly TallyContestant[],
  ballots: readonly BlendBallot[],
): FinalScore[] {
  if (award.expo) return expoFinalScores(contestants, ballots);
  return award.voters === 'judges_and_audience'
    ? blendedTally(contestants, ballots, judgesWeightOf(award))
    : tally(contestants, ballots);
}
