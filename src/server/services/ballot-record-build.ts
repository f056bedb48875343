import { judgesWeightOf } from '#shared/award-count.ts';
import { votesIn } from '#shared/award-voters.ts';
import type {
  BallotRecord,
  RecordAmendment,
  RecordAward,
  RecordBallot,
  RecordRanking,
} from '#shared/ballot-record.ts';
import { BALLOT_RECORD_FORMAT } from '#shared/ballot-record-format.ts';
import { canonicalForm, sealBallot } from '#shared/record-fingerprint.ts';
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
 * A ballot's picks in rank order, each with its contestant's name as it is
 * now. A pick is the same object wherever it recurs (one per contestant and
 * rank), so a room of 40,000 ballots makes a few hundred, not 120,000.
 */
function picksOf(named: ReadonlyMap<string, string>) {
  const made = new Map<string, RecordRanking>();
  return (ballot: CountedBallot): RecordRanking[] => {
    const { rankings } = ballot;
    // Stored in rank order already (ballots are written so): sorted only if not.
    const inOrder = rankings.every((r, i) => i === 0 || (rankings[i - 1]?.rank ?? 0) <= r.rank);
    const sorted = inOrder ? rankings : [...rankings].sort((x, y) => x.rank - y.rank);
    return sorted.map(({ contestantId, rank }) => {
      const key = `${rank} ${contestantId}`;
      let pick = made.get(key);
      if (!pick) {
        pick = { contestantId, contestantName: named.get(contestantId) ?? '', rank };
        made.set(key, pick);
      }
      return pick;
    });
  };
}

function amendmentOf({ receipt, what, why, contestantName }: Amendment): RecordAmendment {
  return contestantName === undefined
    ? { receipt, what, why }
    : { contestantName, receipt, what, why };
}

/**
 * The room's ballot record (decision 037, the shape in
 * `#shared/ballot-record.ts`): per award, the contestants it was open to,
 * every ballot counted in it by receipt (sorted by receipt, so the order
 * says nothing of who voted when) and what organisers' changes did to
 * ballots. It names no participant. Sealed (publishBallots off), each ballot
 * is its salted hash instead of its rankings.
 * Every object is built with its keys in canonical order, so that its
 * canonical form is the engine's own JSON.stringify: a room of 10,000
 * ballots takes a few milliseconds inside the finish's transaction.
 */
export function ballotRecordOf(source: RecordSource): BallotRecord {
  const named = new Map(source.contestants.map((c) => [c.id, c.name]));
  const picks = picksOf(named);
  const byAward = new Map<string, CountedBallot[]>();
  for (const ballot of source.ballots) {
    const held = byAward.get(ballot.awardId);
    if (held) held.push(ballot);
    else byAward.set(ballot.awardId, [ballot]);
  }
  const awards = source.awards.map((award): RecordAward => {
    const open = award.contestantIds && new Set(award.contestantIds);
    const eligible = source.contestants.filter((c) => !open || open.has(c.id));
    const eligibleIds = new Set(eligible.map((c) => c.id));
    const blended = award.voters === 'judges_and_audience';
    const ballots = (byAward.get(award.id) ?? [])
      .filter((b) => votesIn(award.voters, b.judge))
      .sort(byReceipt)
      .map((b): RecordBallot => {
        const rankings = picks(b);
        const { receipt } = b;
        if (!source.room.publishBallots) {
          return { receipt, sha256: sealBallot(receipt, rankings, b.salt) };
        }
        if (!blended) return { rankings, receipt };
        const side = b.judge ? 'judge' : 'audience';
        const conflicts = b.judge
          ? (source.conflicts.get(b.participantId) ?? []).filter((id) => eligibleIds.has(id)).sort()
          : [];
        return conflicts.length > 0
          ? { conflicts, rankings, receipt, side }
          : { rankings, receipt, side };
      });
    // Stable: a ballot's amendments stay in the order they happened.
    const amendments = source.amendments
      .filter((a) => a.awardId === award.id)
      .sort(byReceipt)
      .map(amendmentOf);
    const contestants = eligible.map(({ id, name, orderIndex }) => ({
      contestantId: id,
      name,
      orderIndex,
    }));
    const { id: awardId, name, voters } = award;
    return blended
      ? {
          amendments,
          awardId,
          ballots,
          contestants,
          judgesWeight: judgesWeightOf(award),
          name,
          voters,
        }
      : award.format === 'expo'
        ? { amendments, awardId, ballots, contestants, expo: true as const, name, voters }
        : { amendments, awardId, ballots, contestants, name, voters };
  });
  const { room } = source;
  return {
    awards,
    ballotsPublished: room.publishBallots,
    endedAt: source.endedAt.toISOString(),
    format: BALLOT_RECORD_FORMAT,
    room: { code: room.code, name: room.name, roomId: room.id, title: room.title },
  };
}

/** The room's ballot record in its canonical form: the text frozen and fingerprinted. */
export function ballotRecordText(source: RecordSource): string {
  return canonicalForm(ballotRecordOf(source));
}
