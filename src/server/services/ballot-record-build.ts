import { votesIn } from '#shared/award-voters.ts';
import {
  BALLOT_RECORD_FORMAT,
  type BallotRecord,
  type RecordAmendment,
  type RecordAward,
  type RecordBallot,
  type RecordRanking,
} from '#shared/ballot-record.ts';
import { DEFAULT_JUDGES_WEIGHT } from '#shared/constants.ts';
import { sealBallot } from '#shared/record-fingerprint.ts';
import type { ContestantRow, RoomRow } from '../db/schema.ts';
import type { AwardWithContestants } from '../repositories/awards-repository.ts';
import type { Amendment } from '../repositories/ballot-amendments.ts';
import type { CountedBallot } from '../repositories/ballots-repository.ts';

/** What the record is built from, all read in the transaction that ends voting. */
export type RecordSource = {
  room: RoomRow;
  endedAt: Date;
  awards: readonly AwardWithContestants[];
  contestants: readonly ContestantRow[];
  ballots: readonly CountedBallot[];
  conflicts: ReadonlyMap<string, readonly string[]>;
  amendments: readonly Amendment[];
};

const byReceipt = <T extends { receipt: string }>(a: T, b: T) =>
  a.receipt < b.receipt ? -1 : a.receipt > b.receipt ? 1 : 0;

/**
 * The room's ballot record: per award, the contestants it was open to, every
 * ballot counted in it by receipt (sorted by receipt, so the order says
 * nothing of who voted when) and what organisers' changes did to ballots.
 * It names no participant. Sealed (publishBallots off), each ballot is its
 * salted hash instead of its rankings.
 */
export function buildBallotRecord(source: RecordSource): BallotRecord {
  const names = new Map(source.contestants.map((c) => [c.id, c.name]));
  const ranking = (ballot: CountedBallot): RecordRanking[] =>
    [...ballot.rankings]
      .sort((a, b) => a.rank - b.rank)
      .map(({ rank, contestantId }) => ({
        rank,
        contestantId,
        contestantName: names.get(contestantId) ?? '',
      }));
  const awards = source.awards.map((award): RecordAward => {
    const open = award.contestantIds && new Set(award.contestantIds);
    const eligible = source.contestants.filter((c) => !open || open.has(c.id));
    const eligibleIds = new Set(eligible.map((c) => c.id));
    const blended = award.voters === 'judges_and_audience';
    const ballots = source.ballots
      .filter((b) => b.awardId === award.id && votesIn(award.voters, b.judge))
      .map((b): RecordBallot => {
        const rankings = ranking(b);
        if (!source.room.publishBallots) {
          return { receipt: b.receipt, sha256: sealBallot(b.receipt, rankings, b.salt) };
        }
        if (!blended) return { receipt: b.receipt, rankings };
        const conflicts = b.judge
          ? (source.conflicts.get(b.participantId) ?? []).filter((id) => eligibleIds.has(id)).sort()
          : [];
        return {
          receipt: b.receipt,
          rankings,
          side: b.judge ? 'judge' : 'audience',
          ...(conflicts.length > 0 ? { conflicts } : {}),
        };
      })
      .sort(byReceipt);
    const amendments = source.amendments
      .filter((a) => a.awardId === award.id)
      .map(
        ({ receipt, what, why, contestantName }): RecordAmendment => ({
          receipt,
          what,
          why,
          ...(contestantName === undefined ? {} : { contestantName }),
        }),
      )
      // Stable: a ballot's amendments stay in the order they happened.
      .sort(byReceipt);
    return {
      awardId: award.id,
      name: award.name,
      voters: award.voters,
      ...(blended ? { judgesWeight: award.judgesWeight ?? DEFAULT_JUDGES_WEIGHT } : {}),
      contestants: eligible.map((c) => ({
        contestantId: c.id,
        name: c.name,
        orderIndex: c.orderIndex,
      })),
      ballots,
      amendments,
    };
  });
  return {
    format: BALLOT_RECORD_FORMAT,
    room: {
      roomId: source.room.id,
      code: source.room.code,
      name: source.room.name,
      title: source.room.title,
    },
    endedAt: source.endedAt.toISOString(),
    ballotsPublished: source.room.publishBallots,
    awards,
  };
}
