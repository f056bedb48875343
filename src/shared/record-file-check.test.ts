import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ballotRecordFile } from './ballot-record.ts';
import { AMENDMENT_WHY, BALLOT_RECORD_FORMAT } from './ballot-record-format.ts';
import { AWARD_VOTERS } from './constants.ts';
import { RecordFileError, readRecordFile } from './record-file-check.ts';

const id = fc.string({ minLength: 1, maxLength: 6 });
const ranking = fc.record({
  rank: fc.integer({ min: 1, max: 3 }),
  contestantId: id,
  contestantName: id,
});
const ballot = fc.oneof(
  fc.record(
    {
      receipt: id,
      rankings: fc.array(ranking, { maxLength: 3 }),
      side: fc.constantFrom('judge', 'audience'),
      conflicts: fc.array(id, { maxLength: 2 }),
    },
    { requiredKeys: ['receipt', 'rankings'] },
  ),
  fc.record({ receipt: id, sha256: id }),
);
const award = fc.record(
  {
    awardId: id,
    name: id,
    voters: fc.constantFrom(...AWARD_VOTERS),
    judgesWeight: fc.integer({ min: 0, max: 100 }),
    expo: fc.constant(true),
    contestants: fc.array(fc.record({ contestantId: id, name: id, orderIndex: fc.nat() }), {
      maxLength: 3,
    }),
    ballots: fc.array(ballot, { maxLength: 3 }),
    amendments: fc.array(
      fc.record(
        {
          receipt: id,
          what: fc.constantFrom('deleted', 'changed'),
          why: fc.constantFrom(...AMENDMENT_WHY),
          contestantName: id,
        },
        { requiredKeys: ['receipt', 'what', 'why'] },
      ),
      { maxLength: 2 },
    ),
  },
  { requiredKeys: ['awardId', 'name', 'voters', 'contestants', 'ballots', 'amendments'] },
);
const score = fc.record(
  {
    contestantId: id,
    contestantName: id,
    totalPoints: fc.nat(),
    rank: fc.nat(),
    voteBreakdown: fc.record({ firstPlace: fc.nat(), secondPlace: fc.nat(), thirdPlace: fc.nat() }),
    blend: fc.record({
      judgesPoints: fc.nat(),
      audiencePoints: fc.nat(),
      // A file is JSON, which holds no Infinity; the test below feeds it anyway.
      score: fc.double({ noNaN: true, noDefaultInfinity: true }),
    }),
    jury: fc.record({
      judges: fc.nat(),
      wins: fc.nat(),
      ties: fc.nat(),
      losses: fc.nat(),
      copeland: fc.double({ noNaN: true, noDefaultInfinity: true }),
      strength: fc.double({ noNaN: true, noDefaultInfinity: true }),
      strengthRank: fc.nat(),
    }),
  },
  { requiredKeys: ['contestantId', 'contestantName', 'totalPoints', 'rank', 'voteBreakdown'] },
);
const file = fc.record({
  fingerprint: id,
  record: fc.record({
    format: fc.constant(BALLOT_RECORD_FORMAT),
    room: fc.record({ roomId: id, code: id, name: id, title: id }),
    endedAt: id,
    ballotsPublished: fc.boolean(),
    awards: fc.array(award, { maxLength: 2 }),
  }),
  results: fc.array(
    fc.record({
      awardId: id,
      awardName: id,
      voters: fc.constantFrom(...AWARD_VOTERS),
      judgesWeight: fc.option(fc.nat()),
      finalScores: fc.array(score, { maxLength: 2 }),
      winnerId: fc.option(id),
      totalBallots: fc.nat(),
    }),
    { maxLength: 2 },
  ),
});

/** Every path to a value inside a JSON value. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [at];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [
    at,
    ...keys.flatMap((key) => paths((value as Record<string, unknown>)[key], [...at, key])),
  ];
}

/** The file with one thing changed: a value of another type, a key gone, or a key too many. */
function mutate(value: unknown, path: (string | number)[], how: number): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  if (path.length === 0) return how === 0 ? [] : 'x';
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>(
      (node, key) => node[key] as Record<string | number, unknown>,
      copy,
    );
  const key = path[path.length - 1] as string | number;
  if (how === 0) parent[key] = typeof parent[key] === 'string' ? 7 : 'seven';
  else if (how === 1 && !Array.isArray(parent)) delete parent[key];
  else if (!Array.isArray(parent)) parent.unexpected = true;
  else parent[key] = null;
  return copy;
}

const verdicts = (value: unknown) => {
  let ours: boolean;
  try {
    readRecordFile(value);
    ours = true;
  } catch (error) {
    expect(error).toBeInstanceOf(RecordFileError);
    ours = false;
  }
  return { ours, schema: ballotRecordFile.safeParse(value).success };
};

describe('reading a record file without a schema library', () => {
  it('accepts every file the schema accepts', () => {
    fc.assert(
      fc.property(file, (value) => {
        expect(verdicts(value)).toEqual({ ours: true, schema: true });
      }),
    );
  });

  it('gives the schema’s verdict on a file with one thing changed anywhere', () => {
    const changed = file.chain((value) =>
      fc.record({
        value: fc.constant(value),
        path: fc.constantFrom(...paths(value)),
        how: fc.integer({ min: 0, max: 2 }),
      }),
    );
    fc.assert(
      fc.property(changed, ({ value, path, how }) => {
        const { ours, schema } = verdicts(mutate(value, path, how));
        expect(ours).toBe(schema);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a score that is not a finite number, as the schema does', () => {
    const withScore = (score: number) => ({
      fingerprint: 'f',
      record: {
        format: BALLOT_RECORD_FORMAT,
        room: { roomId: 'r', code: 'c', name: 'n', title: 't' },
        endedAt: 'e',
        ballotsPublished: false,
        awards: [],
      },
      results: [
        {
          awardId: 'a',
          awardName: 'A',
          voters: AWARD_VOTERS[0],
          judgesWeight: null,
          finalScores: [
            {
              contestantId: 'c',
              contestantName: 'C',
              totalPoints: 0,
              rank: 1,
              voteBreakdown: { firstPlace: 0, secondPlace: 0, thirdPlace: 0 },
              blend: { judgesPoints: 0, audiencePoints: 0, score },
            },
          ],
          winnerId: null,
          totalBallots: 0,
        },
      ],
    });
    expect(verdicts(withScore(1.5))).toEqual({ ours: true, schema: true });
    for (const score of [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN]) {
      expect(verdicts(withScore(score))).toEqual({ ours: false, schema: false });
    }
  });

  it('names where a file goes wrong', () => {
    expect(() => readRecordFile({ fingerprint: 'x', record: {}, results: [] })).toThrow(
      'record.format: missing',
    );
    expect(() => readRecordFile([])).toThrow('file: expected an object');
  });
});
