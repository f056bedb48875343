import type { Results } from '#shared/api.ts';
import type { ReceiptInAward } from '#shared/ballot-record.ts';
import { sealBallot } from '#shared/record-fingerprint.ts';
import { isOpenBallot } from '#shared/record-lookup.ts';
import type { SealCheck } from './receipt-outcome.ts';

/**
 * Whether a sealed ballot's published hash is the hash of the ballot this
 * device cast (its picks, the names as the results give them, its salt);
 * null when the ballot is not sealed or the device does not know its picks.
 * Loaded only when a phone checks, so the hashing stays out of first loads.
 */
export function sealMatches(
  entry: ReceiptInAward,
  picks: readonly string[] | undefined,
  salt: string,
  results: Results,
): SealCheck {
  const { ballot } = entry;
  if (!ballot || isOpenBallot(ballot) || !picks) return null;
  const award = results.awards.find((a) => a.awardId === entry.awardId);
  const names = new Map(award?.finalScores.map((s) => [s.contestantId, s.contestantName]));
  const rankings = picks.map((contestantId, i) => ({
    rank: i + 1,
    contestantId,
    contestantName: names.get(contestantId) ?? '',
  }));
  return sealBallot(ballot.receipt, rankings, salt) === ballot.sha256;
}
