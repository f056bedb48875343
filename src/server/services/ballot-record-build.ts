import { createHash } from 'node:crypto';
import { votesIn } from '#shared/award-voters.ts';
import { BALLOT_RECORD_FORMAT } from '#shared/ballot-record-format.ts';
import { DEFAULT_JUDGES_WEIGHT } from '#shared/constants.ts';
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

// Strings and integers as RFC 8785 writes them: JSON.stringify's own forms.
const str = (value: string) => JSON.stringify(value);
const byReceipt = <T extends { receipt: string }>(a: T, b: T) =>
  a.receipt < b.receipt ? -1 : a.receipt > b.receipt ? 1 : 0;
const list = (items: readonly string[]) => `[${items.join(',')}]`;

/** A ballot's rankings, in rank order, each with its contestant's name as it is now. */
function rankingsText(ballot: CountedBallot, named: ReadonlyMap<string, string>): string {
  const { rankings } = ballot;
  // Stored in rank order already (ballots are written so): sorted only if not.
  const inOrder = rankings.every((r, i) => i === 0 || (rankings[i - 1]?.rank ?? 0) <= r.rank);
  const sorted = inOrder ? rankings : [...rankings].sort((x, y) => x.rank - y.rank);
  let text = '';
  for (const { contestantId, rank } of sorted) {
    const contestant =
      named.get(contestantId) ?? `"contestantId":${str(contestantId)},"contestantName":""`;
    text += `${text === '' ? '' : ','}{${contestant},"rank":${rank}}`;
  }
  return `[${text}]`;
}

/** What a sealed record publishes for a ballot: the SHA-256 of `{ rankings, receipt, salt }`, canonical. */
function sealedText(receipt: string, rankings: string, salt: string): string {
  const canonical = `{"rankings":${rankings},"receipt":${str(receipt)},"salt":${str(salt)}}`;
  const sha256 = createHash('sha256').update(canonical, 'utf8').digest('hex');
  return `{"receipt":${str(receipt)},"sha256":${str(sha256)}}`;
}

function ballotText(
  ballot: CountedBallot,
  rankings: string,
  blended: boolean,
  conflicts: readonly string[],
): string {
  const receipt = `"receipt":${str(ballot.receipt)}`;
  if (!blended) return `{"rankings":${rankings},${receipt}}`;
  const conflicted = conflicts.length > 0 ? `"conflicts":${list(conflicts.map(str))},` : '';
  return `{${conflicted}"rankings":${rankings},${receipt},"side":${str(ballot.judge ? 'judge' : 'audience')}}`;
}

function amendmentText({ receipt, what, why, contestantName }: Amendment): string {
  const name = contestantName === undefined ? '' : `"contestantName":${str(contestantName)},`;
  return `{${name}"receipt":${str(receipt)},"what":${str(what)},"why":${str(why)}}`;
}

/**
 * The room's ballot record in its canonical form (decision 037, the shape in
 * `#shared/ballot-record.ts`): per award, the contestants it was open to,
 * every ballot counted in it by receipt (sorted by receipt, so the order
 * says nothing of who voted when) and what organisers' changes did to
 * ballots. It names no participant. Sealed (publishBallots off), each ballot
 * is its salted hash instead of its rankings.
 * Written straight as text, every key in sorted order: a room of 10,000
 * ballots takes a few milliseconds, where building objects and
 * canonicalising them takes several times that inside the finish's
 * transaction (ballot-record-freeze.test.ts holds it to `canonicalForm`).
 */
export function ballotRecordText(source: RecordSource): string {
  // `"contestantId":…,"contestantName":…`, once per contestant rather than once per pick.
  const named = new Map(
    source.contestants.map((c) => [
      c.id,
      `"contestantId":${str(c.id)},"contestantName":${str(c.name)}`,
    ]),
  );
  const byAward = new Map<string, CountedBallot[]>();
  for (const ballot of source.ballots) {
    const held = byAward.get(ballot.awardId);
    if (held) held.push(ballot);
    else byAward.set(ballot.awardId, [ballot]);
  }
  const awards = source.awards.map((award) => {
    const open = award.contestantIds && new Set(award.contestantIds);
    const eligible = source.contestants.filter((c) => !open || open.has(c.id));
    const eligibleIds = new Set(eligible.map((c) => c.id));
    const blended = award.voters === 'judges_and_audience';
    const ballots = (byAward.get(award.id) ?? [])
      .filter((b) => votesIn(award.voters, b.judge))
      .sort(byReceipt)
      .map((b) => {
        const rankings = rankingsText(b, named);
        if (!source.room.publishBallots) return sealedText(b.receipt, rankings, b.salt);
        const conflicts = b.judge
          ? (source.conflicts.get(b.participantId) ?? []).filter((id) => eligibleIds.has(id)).sort()
          : [];
        return ballotText(b, rankings, blended, conflicts);
      });
    // Stable: a ballot's amendments stay in the order they happened.
    const amendments = source.amendments
      .filter((a) => a.awardId === award.id)
      .sort(byReceipt)
      .map(amendmentText);
    const contestants = eligible.map(
      (c) => `{"contestantId":${str(c.id)},"name":${str(c.name)},"orderIndex":${c.orderIndex}}`,
    );
    const weight = blended ? `"judgesWeight":${award.judgesWeight ?? DEFAULT_JUDGES_WEIGHT},` : '';
    return `{"amendments":${list(amendments)},"awardId":${str(award.id)},"ballots":${list(ballots)},"contestants":${list(contestants)},${weight}"name":${str(award.name)},"voters":${str(award.voters)}}`;
  });
  const { room } = source;
  const roomText = `{"code":${str(room.code)},"name":${str(room.name)},"roomId":${str(room.id)},"title":${str(room.title)}}`;
  return `{"awards":${list(awards)},"ballotsPublished":${room.publishBallots},"endedAt":${str(source.endedAt.toISOString())},"format":${str(BALLOT_RECORD_FORMAT)},"room":${roomText}}`;
}
