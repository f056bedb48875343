import { describe, expect, it } from 'vitest';
import { fitCrowdBt } from './crowd-bt.ts';
import { juryComparisons } from './jury-order.ts';

const truth = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8'];
const contestants = truth.map((id, orderIndex) => ({ id, name: id, orderIndex }));
const careful = [
  ['t1', 't2', 't3', 't4'],
  ['t3', 't4', 't5', 't6'],
  ['t5', 't6', 't7', 't8'],
  ['t1', 't3', 't5', 't7'],
  ['t2', 't4', 't6', 't8'],
];

/** Pairs the strengths put the wrong way round, against the true order t1 > … > t8. */
function misordered(strengths: Float64Array): number {
  let wrong = 0;
  for (let better = 0; better < truth.length; better++) {
    for (let worse = better + 1; worse < truth.length; worse++) {
      if ((strengths[better] ?? 0) <= (strengths[worse] ?? 0)) wrong += 1;
    }
  }
  return wrong;
}

function fitted(rankings: readonly (readonly string[])[], rounds?: number) {
  const read = juryComparisons(
    contestants,
    rankings.map((contestantIds, j) => ({ judgeId: `j${j}`, contestantIds })),
  );
  return fitCrowdBt(read.comparisons, truth.length, read.judgeIds.length, rounds);
}

describe('fitCrowdBt', () => {
  it('recovers the true order where plain Bradley–Terry is led astray by one contrary judge', () => {
    const rankings = [...careful, [...truth].reverse()];
    const plain = fitted(rankings, 1);
    const crowd = fitted(rankings);
    expect(misordered(crowd.strengths)).toBeLessThanOrEqual(2);
    expect(misordered(plain.strengths)).toBeGreaterThan(2 * misordered(crowd.strengths));
    expect(crowd.reliability[5]).toBe(0.5);
  });

  it('changes nothing the careful judges agree on when every judge is careful', () => {
    const crowd = fitted(careful);
    expect(misordered(crowd.strengths)).toBe(0);
    expect(Math.min(...crowd.reliability)).toBeGreaterThan(0.8);
  });

  it('leaves a contestant nobody compared at the prior strength of 1', () => {
    const { strengths } = fitted([['t1', 't2']]);
    expect([...strengths.slice(2)]).toStrictEqual(new Array(6).fill(1));
    expect(strengths[0]).toBeGreaterThan(1);
    expect(strengths[1]).toBeLessThan(1);
  });
});
