import { describe, expect, it } from 'vitest';
import type { AwardResults } from '#shared/api.ts';
import type { BallotRecord } from '#shared/ballot-record.ts';
import { DEFAULT_JUDGES_WEIGHT } from '#shared/constants.ts';
import { recount } from '#shared/recount.ts';
import { sha256Hex } from '#shared/sha256.ts';
import { tallyAward } from './award-tally.ts';
import { ballotRecordText, type RecordSource } from './ballot-record-build.ts';
import { fixtureSource } from './ballot-record-fixture.test-support.ts';

/** The fixture room with its blended award weighted so (null: never set). */
function weighted(judgesWeight: number | null): RecordSource {
  const source = fixtureSource(true);
  return {
    ...source,
    awards: source.awards.map((award) =>
      award.voters === 'judges_and_audience' ? { ...award, judgesWeight } : award,
    ),
  };
}

/** Every award's results as the server writes them when voting ends. */
function serverResults(source: RecordSource): AwardResults[] {
  return source.awards.map((award) => {
    const ballots = source.ballots.filter((b) => b.awardId === award.id);
    const { finalScores, totalBallots } = tallyAward(
      award,
      source.contestants,
      ballots,
      source.conflicts,
    );
    return {
      awardId: award.id,
      awardName: award.name,
      voters: award.voters,
      judgesWeight: award.judgesWeight,
      finalScores,
      winnerId: finalScores[0]?.contestantId ?? null,
      totalBallots,
    };
  });
}

describe('the server and the recount', () => {
  it.each([70, 0, 100, null])('count every award alike, judges weighted %s', (weight) => {
    const source = weighted(weight);
    const text = ballotRecordText(source);
    const results = serverResults(source);
    const record = JSON.parse(text) as BallotRecord;
    const recounted = recount({ fingerprint: sha256Hex(text), record, results });
    expect(recounted.differences).toEqual([]);
    expect(recounted.awards.map((a) => a.finalScores)).toEqual(results.map((r) => r.finalScores));
    const blended = record.awards.find((a) => a.voters === 'judges_and_audience');
    expect(blended?.judgesWeight).toBe(weight ?? DEFAULT_JUDGES_WEIGHT);
  });

  it("count a blended award whose record leaves out the judges' weight with the one default", () => {
    const source = weighted(null);
    const record = JSON.parse(ballotRecordText(source)) as BallotRecord;
    const awards = record.awards.map(({ judgesWeight: _left, ...award }) => award);
    const results = serverResults(source);
    const recounted = recount({ fingerprint: '', record: { ...record, awards }, results });
    expect(recounted.awards.map((a) => a.finalScores)).toEqual(results.map((r) => r.finalScores));
    // Not what no weight at all (the judges' 0%) would give.
    expect(serverResults(weighted(0)).map((r) => r.finalScores)).not.toEqual(
      results.map((r) => r.finalScores),
    );
  });
});
