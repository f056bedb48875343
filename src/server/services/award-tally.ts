import type { FinalScore } from '#shared/api.ts';
import { votesIn } from '#shared/award-voters.ts';
import { blendedTally } from '#shared/blended-tally.ts';
import { DEFAULT_JUDGES_WEIGHT } from '#shared/constants.ts';
import { tally } from '#shared/tally.ts';
import type { ContestantRow } from '../db/schema.ts';
import type { AwardWithContestants } from '../repositories/awards-repository.ts';
import type { CountedBallot } from '../repositories/ballots-repository.ts';

/**
 * One award's results from its ballots: over the contestants it is open to,
 * counting the ballots of those who vote in it — 3/2/1 points, or for judges
 * and audience the blend of both sides' shares by the judges' weight, where
 * a judge's conflicts keep their ballot out of that contestant's share.
 */
export function tallyAward(
  award: AwardWithContestants,
  contestants: readonly ContestantRow[],
  ballots: readonly Omit<CountedBallot, 'receipt' | 'salt'>[],
  conflicts: ReadonlyMap<string, readonly string[]>,
): { finalScores: FinalScore[]; totalBallots: number } {
  const open = award.contestantIds && new Set(award.contestantIds);
  const eligible = open ? contestants.filter((c) => open.has(c.id)) : contestants;
  const counted = ballots.filter((b) => votesIn(award.voters, b.judge));
  const finalScores =
    award.voters === 'judges_and_audience'
      ? blendedTally(
          eligible,
          counted.map((b) => ({
            rankings: b.rankings,
            side: b.judge ? 'judge' : 'audience',
            conflictIds: b.judge ? (conflicts.get(b.participantId) ?? []) : [],
          })),
          award.judgesWeight ?? DEFAULT_JUDGES_WEIGHT,
        )
      : tally(eligible, counted);
  return { finalScores, totalBallots: counted.length };
}
