import type { FinalScore } from '#shared/api.ts';
import { countAward } from '#shared/award-count.ts';
import { votesIn } from '#shared/award-voters.ts';
import type { ContestantRow } from '../db/schema.ts';
import type { AwardWithContestants } from '../repositories/awards-repository.ts';
import type { CountedBallot } from '../repositories/ballots-repository.ts';

/**
 * One award's results from its ballots: over the contestants it is open to,
 * counting the ballots of those who vote in it, as every recount counts them
 * (`countAward`): a judge's conflicts keep their ballot out of that
 * contestant's share of a blended award.
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
  const finalScores = countAward(
    { ...award, expo: award.format === 'expo' },
    eligible,
    counted.map((b) => ({
      rankings: b.rankings,
      side: b.judge ? 'judge' : 'audience',
      conflictIds: b.judge ? (conflicts.get(b.participantId) ?? []) : [],
    })),
  );
  return { finalScores, totalBallots: counted.length };
}
