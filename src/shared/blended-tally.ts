import type { FinalScore } from './api.ts';
import type { Blend } from './standing-schemas.ts';
import { pointsForRank, type TallyBallot, type TallyContestant } from './tally.ts';

export type BlendSide = 'judge' | 'audience';
export type BlendBallot = TallyBallot & { side: BlendSide; conflictIds?: readonly string[] };
export type BlendedScore = FinalScore & { blend: Blend };

// A percentage kept as an exact fraction: with floats, two mathematically equal
// scores can differ in the last bit and so split a tie the rules say must hold.
type Fraction = { num: bigint; den: bigint };

type Row = {
  contestant: TallyContestant;
  judgesPoints: number;
  audiencePoints: number;
  // Points from judge ballots whose judge is conflicted with this contestant:
  // they come out of this contestant's judges' pool only.
  conflictedPool: number;
  totalPoints: number;
  voteBreakdown: FinalScore['voteBreakdown'];
};

function assertWeight(judgesWeight: number): void {
  if (!Number.isInteger(judgesWeight) || judgesWeight < 0 || judgesWeight > 100) {
    throw new RangeError(`Judges' weight must be an integer from 0 to 100, got ${judgesWeight}`);
  }
}

function blendScore(
  judgesPoints: number,
  judgesPool: number,
  audiencePoints: number,
  audiencePool: number,
  judgesWeight: number,
): Fraction {
  // A side with nothing to share out hands its weight to the other side.
  if (judgesPool === 0 && audiencePool === 0) return { num: 0n, den: 1n };
  if (judgesPool === 0) return { num: 100n * BigInt(audiencePoints), den: BigInt(audiencePool) };
  if (audiencePool === 0) return { num: 100n * BigInt(judgesPoints), den: BigInt(judgesPool) };
  return {
    num:
      BigInt(judgesWeight) * BigInt(judgesPoints) * BigInt(audiencePool) +
      BigInt(100 - judgesWeight) * BigInt(audiencePoints) * BigInt(judgesPool),
    den: BigInt(judgesPool) * BigInt(audiencePool),
  };
}

/** For a descending sort; cross-multiplying keeps the comparison exact. */
function compareDesc(a: Fraction, b: Fraction): number {
  const diff = b.num * a.den - a.num * b.den;
  return diff > 0n ? 1 : diff < 0n ? -1 : 0;
}

/** Rounds half up to one decimal, from the exact fraction so that 6.25 never becomes 6.2. */
function toOneDecimal({ num, den }: Fraction): number {
  return Number((num * 20n + den) / (2n * den)) / 10;
}

/** Tallies an award whose ranking blends the jury's share of points with the audience's. */
export function blendedTally(
  contestants: readonly TallyContestant[],
  ballots: readonly BlendBallot[],
  judgesWeight: number,
): BlendedScore[] {
  assertWeight(judgesWeight);

  const rows = new Map<string, Row>();
  for (const contestant of contestants) {
    rows.set(contestant.id, {
      contestant,
      judgesPoints: 0,
      audiencePoints: 0,
      conflictedPool: 0,
      totalPoints: 0,
      voteBreakdown: { firstPlace: 0, secondPlace: 0, thirdPlace: 0 },
    });
  }

  let judgesPool = 0;
  let audiencePool = 0;
  for (const ballot of ballots) {
    const isJudge = ballot.side === 'judge';
    // Only a judge can be conflicted; a Set also keeps a repeated id from
    // taking the ballot out of a pool twice.
    const conflicts = new Set(isJudge ? ballot.conflictIds : undefined);
    let given = 0;
    for (const { contestantId, rank } of ballot.rankings) {
      const row = rows.get(contestantId);
      if (!row) continue;
      const points = pointsForRank(rank);
      given += points;
      row.totalPoints += points;
      if (rank === 1) row.voteBreakdown.firstPlace += 1;
      else if (rank === 2) row.voteBreakdown.secondPlace += 1;
      else if (rank === 3) row.voteBreakdown.thirdPlace += 1;
      if (!isJudge) row.audiencePoints += points;
      // A conflicted judge should never rank the contestant; if one does, those
      // points stay out of the blend so the share cannot exceed the pool.
      else if (!conflicts.has(contestantId)) row.judgesPoints += points;
    }
    if (!isJudge) {
      audiencePool += given;
      continue;
    }
    judgesPool += given;
    for (const id of conflicts) {
      const row = rows.get(id);
      if (row) row.conflictedPool += given;
    }
  }

  const scored = [...rows.values()].map((row) => ({
    row,
    score: blendScore(
      row.judgesPoints,
      judgesPool - row.conflictedPool,
      row.audiencePoints,
      audiencePool,
      judgesWeight,
    ),
  }));

  return scored
    .sort(
      (a, b) =>
        compareDesc(a.score, b.score) ||
        b.row.judgesPoints - a.row.judgesPoints ||
        b.row.totalPoints - a.row.totalPoints ||
        b.row.voteBreakdown.firstPlace - a.row.voteBreakdown.firstPlace ||
        b.row.voteBreakdown.secondPlace - a.row.voteBreakdown.secondPlace ||
        a.row.contestant.orderIndex - b.row.contestant.orderIndex ||
        (a.row.contestant.id < b.row.contestant.id
          ? -1
          : a.row.contestant.id > b.row.contestant.id
            ? 1
            : 0),
    )
    .map(({ row, score }, index) => ({
      contestantId: row.contestant.id,
      contestantName: row.contestant.name,
      totalPoints: row.totalPoints,
      rank: index + 1,
      voteBreakdown: row.voteBreakdown,
      blend: {
        judgesPoints: row.judgesPoints,
        audiencePoints: row.audiencePoints,
        score: toOneDecimal(score),
      },
    }));
}
