import { describe, expect, it } from 'vitest';
import { issues, messages } from './schemas.test-support.ts';
import { submitBallotInput } from './schemas.ts';

describe('submitBallotInput', () => {
  const A = '3f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
  const B = 'a0b1c2d3-e4f5-4a6b-9c7d-8e9f0a1b2c3d';
  const C = '11111111-2222-4333-8444-555555555555';
  const D = '99999999-8888-4777-a666-555555555555';
  const AWARD = '77777777-6666-4555-8444-333333333333';

  it('rejects a ballot that names no award, or not by id', () => {
    const rankings = [{ contestantId: A }];
    expect(submitBallotInput.safeParse({ rankings }).success).toBe(false);
    expect(issues(submitBallotInput.safeParse({ awardId: 'overall', rankings }))).toMatchObject([
      { path: ['awardId'] },
    ]);
  });

  it.each([
    ['one entry', [A]],
    ['two entries', [A, B]],
    ['three entries', [A, B, C]],
  ])('accepts %s without rank or points', (_case, idsInOrder) => {
    const rankings = idsInOrder.map((contestantId) => ({ contestantId }));
    expect(submitBallotInput.parse({ awardId: AWARD, rankings })).toStrictEqual({
      awardId: AWARD,
      rankings,
    });
  });

  it('accepts ranks that match the positions', () => {
    const rankings = [
      { contestantId: A, rank: 1 },
      { contestantId: B, rank: 2 },
      { contestantId: C, rank: 3 },
    ];
    expect(submitBallotInput.parse({ awardId: AWARD, rankings })).toStrictEqual({
      awardId: AWARD,
      rankings,
    });
  });

  it('accepts points, even wrong ones (the server ignores them)', () => {
    const rankings = [
      { contestantId: A, rank: 1, points: 99 },
      { contestantId: B, points: -5 },
    ];
    expect(submitBallotInput.parse({ awardId: AWARD, rankings })).toStrictEqual({
      awardId: AWARD,
      rankings,
    });
  });

  it('rejects an empty ballot', () => {
    expect(messages(submitBallotInput.safeParse({ awardId: AWARD, rankings: [] }))).toStrictEqual([
      'Rank at least one contestant.',
    ]);
  });

  it('rejects more than three entries', () => {
    const rankings = [A, B, C, D].map((contestantId) => ({ contestantId }));
    expect(messages(submitBallotInput.safeParse({ awardId: AWARD, rankings }))).toStrictEqual([
      'You can rank up to 3 contestants.',
    ]);
  });

  it('rejects missing or non-list rankings', () => {
    expect(messages(submitBallotInput.safeParse({ awardId: AWARD }))).toStrictEqual([
      'Rankings must be a list of contestants.',
    ]);
    expect(
      messages(
        submitBallotInput.safeParse({ awardId: AWARD, rankings: { 0: { contestantId: A } } }),
      ),
    ).toEqual(['Rankings must be a list of contestants.']);
  });

  it('rejects the same contestant ranked twice', () => {
    const rankings = [{ contestantId: A }, { contestantId: B }, { contestantId: A }];
    expect(messages(submitBallotInput.safeParse({ awardId: AWARD, rankings }))).toStrictEqual([
      'Each contestant can be ranked only once.',
    ]);
  });

  it('rejects a rank that does not match its position, pointing at that entry', () => {
    const rankings = [
      { contestantId: A, rank: 1 },
      { contestantId: B, rank: 3 },
    ];
    expect(issues(submitBallotInput.safeParse({ awardId: AWARD, rankings }))).toStrictEqual([
      { path: ['rankings', 1, 'rank'], message: 'Rank must match the position in the rankings.' },
    ]);
  });

  it('rejects a lone entry whose rank is not 1', () => {
    expect(
      submitBallotInput.safeParse({ awardId: AWARD, rankings: [{ contestantId: A, rank: 2 }] })
        .success,
    ).toBe(false);
  });

  it('rejects swapped ranks', () => {
    const rankings = [
      { contestantId: A, rank: 2 },
      { contestantId: B, rank: 1 },
    ];
    expect(
      issues(submitBallotInput.safeParse({ awardId: AWARD, rankings })).map((i) => i.path),
    ).toStrictEqual([
      ['rankings', 0, 'rank'],
      ['rankings', 1, 'rank'],
    ]);
  });

  it('rejects a non-integer rank', () => {
    expect(
      submitBallotInput.safeParse({ awardId: AWARD, rankings: [{ contestantId: A, rank: 1.5 }] })
        .success,
    ).toBe(false);
  });

  it.each([
    ['a plain string', 'contestant-1'],
    ['an empty string', ''],
    ['a uuid missing a character', A.slice(1)],
    ['a number', 42],
  ])('rejects %s as a contestant id', (_case, contestantId) => {
    expect(
      issues(submitBallotInput.safeParse({ awardId: AWARD, rankings: [{ contestantId }] })),
    ).toMatchObject([{ path: ['rankings', 0, 'contestantId'] }]);
  });

  it('gives "Not a valid id." for a non-uuid contestant id', () => {
    expect(
      messages(
        submitBallotInput.safeParse({ awardId: AWARD, rankings: [{ contestantId: 'nope' }] }),
      ),
    ).toStrictEqual(['Not a valid id.']);
  });

  it('rejects unknown keys on the ballot and on an entry', () => {
    const onBallot = submitBallotInput.safeParse({
      awardId: AWARD,
      rankings: [{ contestantId: A }],
      participantId: 'v',
    });
    expect(onBallot.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['participantId'] },
    ]);
    const onEntry = submitBallotInput.safeParse({
      awardId: AWARD,
      rankings: [{ contestantId: A, contestantName: 'Alpha' }],
    });
    expect(onEntry.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['contestantName'], path: ['rankings', 0] },
    ]);
  });
});
