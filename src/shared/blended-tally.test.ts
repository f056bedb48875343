import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinalScore } from './api.ts';
import { scoreLabel, weightsLabel } from './blend-labels.ts';
import {
  type BlendBallot,
  type BlendedScore,
  type BlendSide,
  blendedTally,
} from './blended-tally.ts';
import { ballot, contestant, ids, score } from './tally.test-support.ts';
import { type TallyContestant, tally } from './tally.ts';

const judge = (...picks: string[]): BlendBallot => ({ ...ballot(...picks), side: 'judge' });
const audience = (...picks: string[]): BlendBallot => ({ ...ballot(...picks), side: 'audience' });
const conflicted = (conflictIds: string[], ...p: string[]) => ({ ...judge(...p), conflictIds });

type Triple = [number, number, number];
/** An expected score: places counts 1st/2nd/3rd; blend is [judges' points, audience's, score]. */
const blended = (id: string, rank: number, total: number, places: Triple, blend: Triple) => {
  const [judgesPoints, audiencePoints, pct] = blend;
  return { ...score(id, rank, total, places), blend: { judgesPoints, audiencePoints, score: pct } };
};

/** Contestants whose orderIndex is their position in the list. */
const listed = (...names: string[]) => names.map((id, i) => contestant(id, i));
const abc = listed('a', 'b', 'c');
const ab = listed('a', 'b');
const scores = (result: BlendedScore[]) =>
  Object.fromEntries(result.map((s) => [s.contestantId, s.blend.score]));
const shuffled = <T>(list: T[]) => fc.shuffledSubarray(list, { minLength: list.length });

describe('blendedTally examples', () => {
  it('blends 70% judges with 30% audience, worked by hand', () => {
    const judges = [judge('a', 'b', 'c'), judge('b', 'a')];
    const ballots = [...judges, audience('c', 'a'), audience('c', 'b', 'a'), audience('b')];
    // Judges give 11 points: a 3+2 = 5, b 2+3 = 5, c 1. Audience gives 14: a 2+1 = 3, b 2+3 = 5, c 6.
    // a: 70·5/11 + 30·3/14 = 5890/154 = 38.246… ; b: 6550/154 = 42.532… ; c: 2960/154 = 19.220…
    expect(blendedTally(abc, ballots, 70)).toStrictEqual([
      blended('b', 1, 10, [2, 2, 0], [5, 5, 42.5]),
      blended('a', 2, 8, [1, 2, 1], [5, 3, 38.2]),
      blended('c', 3, 7, [2, 0, 1], [1, 6, 19.2]),
    ]);
  });

  it('rounds half up from the exact score, where floating point would round down', () => {
    const crowd = [audience('b', 'a'), audience('a', 'b'), audience('c', 'b'), audience('a', 'b')];
    const ballots = [judge('a', 'b'), ...crowd];
    // b: 33·2/5 + 67·9/20 = 13.2 + 30.15 = 43.35 exactly; as a float it is 43.3499…
    expect(scores(blendedTally(abc, ballots, 33)).b).toBe(43.4);
  });

  it('ties mathematically equal scores and breaks the tie by judges’ points', () => {
    // Judges give 6 points, the audience 12. a: 60·3/6 + 40·2/12 = 36⅔; b: 60·2/6 + 40·5/12 = 36⅔.
    // As floats b's score is the larger; b also has more points and the lower orderIndex.
    const ballots = [judge('a', 'b', 'c'), audience('b', 'c', 'a'), audience('c', 'b', 'a')];
    expect(blendedTally(listed('b', 'a', 'c'), ballots, 60)).toStrictEqual([
      blended('a', 1, 5, [1, 0, 2], [3, 2, 36.7]),
      blended('b', 2, 7, [1, 2, 0], [2, 5, 36.7]),
      blended('c', 3, 6, [1, 1, 1], [1, 5, 26.7]),
    ]);
  });

  it('breaks a tie on score and judges’ points by first places over all ballots', () => {
    const ballots = [judge('x', 'y'), judge('y', 'x'), audience('x', 'y'), audience('z', 'w', 'y')];
    // x and y: judges 5 of 10, audience 3 of 11, 8 points in all; x has 2 firsts, y 1.
    const result = blendedTally(listed('y', 'x', 'z', 'w'), ballots, 50);
    expect(ids(result)).toStrictEqual(['x', 'y', 'z', 'w']);
    expect(scores(result)).toStrictEqual({ x: 38.6, y: 38.6, z: 13.6, w: 9.1 });
  });

  it('breaks a full tie by orderIndex, then id', () => {
    const contestants = [contestant('p', 1), contestant('r', 0), contestant('q', 0)];
    const ballots = [judge('p', 'q', 'r'), judge('q', 'r', 'p'), judge('r', 'p', 'q')];
    // Each: 3 + 2 + 1 points from the judges alone, so 33⅓ at any weight.
    for (const weight of [100, 0]) {
      expect(ids(blendedTally(contestants, ballots, weight))).toStrictEqual(['q', 'r', 'p']);
    }
  });

  it('gives a side with no ballots its weight to the other side', () => {
    // Audience only: a 3 of 8, b 5 of 8, whatever the judges' weight.
    const crowd = [audience('a', 'b'), audience('b')];
    expect(scores(blendedTally(ab, crowd, 70))).toStrictEqual({ a: 37.5, b: 62.5 });
    // Judges only: a 3 of 5, b 2 of 5, even with the judges weighted 0.
    expect(scores(blendedTally(ab, [judge('a', 'b')], 0))).toStrictEqual({ a: 60, b: 40 });
    // Per contestant: every judge is conflicted with c, so c gets the audience's share alone.
    // a: 50·3/5 + 50·2/5 = 50; b: 50·2/5 = 20; c: 100·3/5 = 60.
    const ballots = [conflicted(['c'], 'a', 'b'), audience('c', 'a')];
    expect(scores(blendedTally(abc, ballots, 50))).toStrictEqual({ a: 50, b: 20, c: 60 });
  });

  it('scores everyone 0 when neither side gave a point, ordered by orderIndex', () => {
    const contestants = [contestant('b', 1), contestant('a', 0)];
    for (const ballots of [[], [judge('ghost'), audience('ghost')]]) {
      expect(blendedTally(contestants, ballots, 40)).toStrictEqual([
        blended('a', 1, 0, [0, 0, 0], [0, 0, 0]),
        blended('b', 2, 0, [0, 0, 0], [0, 0, 0]),
      ]);
    }
  });

  it('ignores unknown contestants, in points and in each side’s total', () => {
    const ballots = [audience('ghost', 'a'), judge('b', 'ghost', 'a')];
    // Audience: a 2 of 2. Judges: b 3 of 4, a 1 of 4.
    expect(blendedTally(ab, ballots, 50)).toStrictEqual([
      blended('a', 1, 3, [0, 1, 1], [1, 2, 62.5]),
      blended('b', 2, 3, [1, 0, 0], [3, 0, 37.5]),
    ]);
  });

  it('leaves a conflicted judge out of that contestant’s share but not out of the others’', () => {
    const first = judge('a', 'b', 'c');
    const before = scores(blendedTally(abc, [first], 100));
    const after = scores(blendedTally(abc, [first, conflicted(['c'], 'a', 'b')], 100));
    // c: 1 of 6 either way; a: 3 of 6, then 6 of 11; b: 2 of 6, then 4 of 11.
    expect(before).toStrictEqual({ a: 50, b: 33.3, c: 16.7 });
    expect(after).toStrictEqual({ a: 54.5, b: 36.4, c: 16.7 });
  });

  it('keeps points a conflicted judge gave anyway out of the blend but in the totals', () => {
    const result = blendedTally(ab, [judge('a', 'b'), conflicted(['a'], 'a', 'b')], 100);
    // a: 3 of 5 (the conflicted ballot is not in a's pool); b: 4 of 10.
    expect(result).toStrictEqual([
      blended('a', 1, 6, [2, 0, 0], [3, 0, 60]),
      blended('b', 2, 4, [0, 2, 0], [4, 0, 40]),
    ]);
  });

  it('rejects a judges’ weight that is not an integer from 0 to 100', () => {
    for (const weight of [-1, 101, 50.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => blendedTally([contestant('a', 0)], [], weight)).toThrow(RangeError);
      expect(() => weightsLabel(weight)).toThrow(RangeError);
    }
  });

  it('labels the weights, and the score always with one decimal', () => {
    expect(weightsLabel(70)).toBe('Judges 70% · Audience 30%');
    expect(weightsLabel(0)).toBe('Judges 0% · Audience 100%');
    expect(scoreLabel(42.5)).toBe('42.5%');
    expect(scoreLabel(0)).toBe('0.0%');
    expect(scoreLabel(100)).toBe('100.0%');
  });
});

function ballotArb(contestants: TallyContestant[], withConflicts: boolean) {
  const all = contestants.map((c) => c.id);
  const picks = fc.shuffledSubarray(all, { minLength: 1, maxLength: Math.min(3, all.length) });
  const side = fc.constantFrom<BlendSide>('judge', 'audience');
  return fc.tuple(side, picks, fc.subarray(all)).map(([side, picks, others]): BlendBallot => {
    // A judge never ranks a contestant they are conflicted with.
    const conflictIds = others.filter((id) => !picks.includes(id));
    if (withConflicts && side === 'judge') return conflicted(conflictIds, ...picks);
    return { ...ballot(...picks), side };
  });
}

// Few distinct orderIndex values, so full ties fall through to the id.
const scenario = (withConflicts: boolean, minContestants = 1) =>
  fc
    .array(fc.integer({ min: 0, max: 3 }), { minLength: minContestants, maxLength: 8 })
    .map((orders) => orders.map((order, i) => contestant(`c${i}`, order)))
    .chain((contestants) =>
      fc.record({
        contestants: fc.constant(contestants),
        ballots: fc.array(ballotArb(contestants, withConflicts), { maxLength: 12 }),
        weight: fc.integer({ min: 0, max: 100 }),
      }),
    );

describe('blendedTally properties', () => {
  it.each([
    [100, 'judge', 'audience'],
    [0, 'audience', 'judge'],
  ] as const)('at weight %i follows the %s ballots alone', (weight, side, otherSide) => {
    const arb = fc.tuple(scenario(false), fc.boolean());
    fc.assert(
      fc.property(arb, ([{ contestants, ballots: mixed }, oneSided]) => {
        const ballots = oneSided ? mixed.map((b) => ({ ...b, side })) : mixed;
        const result = blendedTally(contestants, ballots, weight);
        const sided = ballots.filter((b) => b.side === side);
        const own = tally(contestants, sided);
        // Wherever that side's points differ, more points rank higher.
        const points = new Map(own.map((s) => [s.contestantId, s.totalPoints]));
        const inOrder = ids(result).map((id) => points.get(id) ?? -1);
        expect(inOrder).toStrictEqual([...inOrder].sort((a, b) => b - a));
        if (!ballots.some((b) => b.side === otherSide)) {
          expect(result.map(({ blend: _blend, ...rest }) => rest)).toStrictEqual(own);
        }
      }),
    );
  });

  it('gives the same result for any order of ballots and contestants', () => {
    const arb = scenario(true).chain((s) =>
      fc.tuple(fc.constant(s), shuffled(s.ballots), shuffled(s.contestants)),
    );
    fc.assert(
      fc.property(arb, ([s, ballots, contestants]) => {
        const expected = blendedTally(s.contestants, s.ballots, s.weight);
        expect(blendedTally(contestants, ballots, s.weight)).toStrictEqual(expected);
      }),
    );
  });

  it('keeps scores within 0..100, summing to 100 when no judge is conflicted', () => {
    fc.assert(
      fc.property(scenario(true), fc.boolean(), ({ contestants, ballots: raw, weight }, clear) => {
        const ballots = clear ? raw.map(({ conflictIds: _c, ...b }) => b) : raw;
        const result = blendedTally(contestants, ballots, weight);
        expect(Math.min(...result.map((s) => s.blend.score))).toBeGreaterThanOrEqual(0);
        expect(Math.max(...result.map((s) => s.blend.score))).toBeLessThanOrEqual(100);
        if (clear && new Set(ballots.map((b) => b.side)).size === 2) {
          const sum = result.reduce((total, s) => total + s.blend.score, 0);
          expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.05 * result.length + 1e-9);
        }
      }),
    );
  });

  it('leaves a contestant’s blend alone when a judge conflicted with them votes', () => {
    const arb = scenario(true, 2).chain((s) =>
      fc.record({ s: fc.constant(s), extra: ballotArb(s.contestants.slice(1), true) }),
    );
    fc.assert(
      fc.property(arb, ({ s: { contestants, ballots, weight }, extra }) => {
        const target = contestants[0]?.id;
        const conflictIds = [...(extra.conflictIds ?? []), target ?? ''];
        const vote: BlendBallot = { ...extra, side: 'judge', conflictIds };
        const find = (list: BlendBallot[]) =>
          blendedTally(contestants, list, weight).find((r) => r.contestantId === target)?.blend;
        const before = find(ballots);
        expect(before).toBeDefined();
        expect(find([...ballots, vote])).toStrictEqual(before);
      }),
    );
  });

  it('counts totalPoints and voteBreakdown over all ballots, as tally() does', () => {
    fc.assert(
      fc.property(scenario(true), ({ contestants, ballots, weight }) => {
        const byId = (list: FinalScore[]) =>
          Object.fromEntries(list.map((s) => [s.contestantId, [s.totalPoints, s.voteBreakdown]]));
        const expected = byId(tally(contestants, ballots));
        expect(byId(blendedTally(contestants, ballots, weight))).toStrictEqual(expected);
      }),
    );
  });
});
