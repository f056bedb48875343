import { describe, expect, it } from 'vitest';
import type { BallotRecordFile } from './ballot-record.ts';
import { BALLOT_RECORD_FORMAT } from './ballot-record-format.ts';
import { canonicalForm } from './record-fingerprint.ts';
import { recount, recountSummary, secondOpinion } from './recount.ts';
import { sha256Hex } from './sha256.ts';
import { tally } from './tally.ts';

const contestants = [
  { contestantId: 'a', name: 'Alpha', orderIndex: 1 },
  { contestantId: 'b', name: 'Bravo', orderIndex: 2 },
  { contestantId: 'c', name: 'Charlie', orderIndex: 3 },
];
const pick = (id: string, rank: number) => ({
  contestantId: id,
  contestantName: contestants.find((c) => c.contestantId === id)?.name ?? '',
  rank,
});

/** A room of two awards: Overall published, Design sealed; its results as the server wrote them. */
function fileOf(): BallotRecordFile {
  const open = [
    { rankings: [pick('a', 1), pick('b', 2)], receipt: 'R1' },
    { rankings: [pick('b', 1), pick('a', 2), pick('c', 3)], receipt: 'R2' },
    { rankings: [pick('a', 1)], receipt: 'R3' },
  ];
  const record: BallotRecordFile['record'] = {
    awards: [
      {
        amendments: [],
        awardId: 'overall',
        ballots: open,
        contestants,
        name: 'Overall',
        voters: 'everyone' as const,
      },
      {
        amendments: [],
        awardId: 'design',
        ballots: [{ receipt: 'R4', sha256: 'ab'.repeat(32) }],
        contestants,
        name: 'Design',
        voters: 'everyone' as const,
      },
    ],
    ballotsPublished: false,
    endedAt: '2026-11-27T10:00:00.000Z',
    format: BALLOT_RECORD_FORMAT,
    room: { code: 'ABCDE12345', name: 'Prize Night', roomId: 'room', title: 'Best' },
  };
  const tallied = (ballots: typeof open) =>
    tally(
      contestants.map((c) => ({ id: c.contestantId, name: c.name, orderIndex: c.orderIndex })),
      ballots,
    );
  const overall = tallied(open);
  return {
    fingerprint: sha256Hex(canonicalForm(record)),
    record,
    results: [
      {
        awardId: 'overall',
        awardName: 'Overall',
        voters: 'everyone',
        judgesWeight: null,
        finalScores: overall,
        winnerId: 'a',
        totalBallots: 3,
      },
      {
        awardId: 'design',
        awardName: 'Design',
        voters: 'everyone',
        judgesWeight: null,
        finalScores: tallied([]),
        winnerId: 'a',
        totalBallots: 1,
      },
    ],
  };
}

describe('recount', () => {
  it('recounts what is published, and says sealed ballots only check by receipt', () => {
    const result = recount(fileOf());
    expect(result.differences).toEqual([]);
    expect(recountSummary(result)).toBe(
      'Recounted 3 ballots: the same results. 1 ballot sealed: they check by receipt only.',
    );
    const [overall, design] = result.awards;
    expect(overall && secondOpinion(overall)).toBe('Schulze and instant-runoff also pick Alpha.');
    expect(design && secondOpinion(design)).toBeNull();
  });

  it('names each figure that differs, award and contestant first', () => {
    const file = fileOf();
    const [overall] = file.results;
    const alpha = overall?.finalScores[0];
    if (!alpha) throw new Error('no Alpha');
    alpha.totalPoints += 1;
    alpha.voteBreakdown.thirdPlace += 1;
    file.results[1] = { ...(file.results[1] as (typeof file.results)[number]), totalBallots: 2 };
    const result = recount(file);
    expect(result.differences).toEqual([
      'Overall: Alpha has 9 points in the results, 8 in the recount.',
      'Overall: Alpha has 1 third places in the results, 0 in the recount.',
      'Design: the results count 2 ballots, the record holds 1.',
    ]);
    expect(recountSummary(result)).toMatch(/^Recounted 3 ballots: 3 figures differ/);
  });

  it('says when the fingerprint is not the record’s', () => {
    const file = { ...fileOf(), fingerprint: '0'.repeat(64) };
    expect(recount(file).differences[0]).toBe(
      `The record's fingerprint is ${sha256Hex(canonicalForm(file.record))}, not the published ${'0'.repeat(64)}.`,
    );
  });
});
