import { describe, expect, it } from 'vitest';
import type { FinalScore } from './api.ts';
import { ballot, contestant, ids } from './tally.test-support.ts';
import { tally } from './tally.ts';
import { tieBreaks } from './tie-break.ts';

/** A final score with these points and places, as the tally would give it. */
function scored(id: string, totalPoints: number, [first, second, third]: number[]): FinalScore {
  return {
    contestantId: id,
    contestantName: id,
    totalPoints,
    rank: 0,
    voteBreakdown: { firstPlace: first ?? 0, secondPlace: second ?? 0, thirdPlace: third ?? 0 },
  };
}

describe('tieBreaks', () => {
  it('explains a tie on points broken by first places, from both sides', () => {
    const contestants = [contestant('y', 0), contestant('x', 1), contestant('z', 2)];
    // x: 1st + 1st + 3rd = 7 (2 firsts); y: 1st + 2nd + 2nd = 7 (1 first); z: 3rd + 3rd = 2
    const ballots = [ballot('x', 'y', 'z'), ballot('x', 'y', 'z'), ballot('y', 'z', 'x')];
    const finalScores = tally(contestants, ballots);
    expect(ids(finalScores)).toEqual(['x', 'y', 'z']);
    expect(tieBreaks(finalScores)).toEqual(
      new Map([
        ['x', ['Tied on 7 points — ahead on first-place votes, 2 to 1']],
        ['y', ['Tied on 7 points — behind on first-place votes, 1 to 2']],
      ]),
    );
  });

  it('words the documented example exactly', () => {
    // Hand-made scores: a tally cannot give them, since 3 first places alone make 9 points.
    const finalScores = [scored('a', 7, [3, 0, 0]), scored('b', 7, [2, 0, 1])];
    expect(tieBreaks(finalScores).get('a')).toEqual([
      'Tied on 7 points — ahead on first-place votes, 3 to 2',
    ]);
  });

  it('writes counts of thousands with separators, as every screen does', () => {
    const finalScores = [scored('a', 4500, [1200, 300, 0]), scored('b', 4500, [1100, 450, 0])];
    expect(tieBreaks(finalScores).get('a')).toEqual([
      'Tied on 4,500 points — ahead on first-place votes, 1,200 to 1,100',
    ]);
  });

  it('explains a tie on points and first places broken by second places', () => {
    // q was added first, so it would rank above p if the tie fell through.
    const contestants = ['q', 'p', 'r', 's'].map(contestant);
    const ballots = [ballot('p', 'r', 'q'), ballot('q', 'p'), ballot('s', 'r', 'q')];
    // p: 1st + 2nd = 5 (1 first, 1 second); q: 3rd + 1st + 3rd = 5 (1 first, 0 seconds)
    const finalScores = tally(contestants, ballots);
    expect(ids(finalScores)).toEqual(['p', 'q', 'r', 's']);
    expect(tieBreaks(finalScores)).toEqual(
      new Map([
        ['p', ['Tied on 5 points and 1 first-place vote — ahead on second-place votes, 1 to 0']],
        ['q', ['Tied on 5 points and 1 first-place vote — behind on second-place votes, 0 to 1']],
      ]),
    );
  });

  it('says a full tie is listed in the order the contestants were added', () => {
    const contestants = [contestant('q', 0), contestant('p', 1)];
    const finalScores = tally(contestants, [ballot('p', 'q'), ballot('q', 'p')]);
    expect(ids(finalScores)).toEqual(['q', 'p']);
    const line =
      'Tied on 5 points and the same first- and second-place votes — listed in the order the contestants were added';
    expect(tieBreaks(finalScores)).toEqual(
      new Map([
        ['q', [line]],
        ['p', [line]],
      ]),
    );
  });

  it('says "1 point" and "1 first-place vote" in the singular', () => {
    const single = [scored('a', 1, [0, 0, 1]), scored('b', 1, [0, 0, 1])];
    expect(tieBreaks(single).get('a')?.[0]).toMatch(/^Tied on 1 point and the same /);
    const oneFirst = [scored('a', 4, [1, 0, 1]), scored('b', 4, [1, 0, 1])];
    expect(tieBreaks(oneFirst).get('a')?.[0]).toMatch(/^Tied on 4 points and the same /);
    const onSeconds = [scored('a', 6, [1, 1, 1]), scored('b', 6, [1, 0, 3])];
    expect(tieBreaks(onSeconds).get('b')).toEqual([
      'Tied on 6 points and 1 first-place vote — behind on second-place votes, 0 to 1',
    ]);
    const twoFirsts = [scored('a', 8, [2, 1, 0]), scored('b', 8, [2, 0, 2])];
    expect(tieBreaks(twoFirsts).get('a')).toEqual([
      'Tied on 8 points and 2 first-place votes — ahead on second-place votes, 1 to 0',
    ]);
  });

  it('gives the middle of a three-way tie a line for each neighbour', () => {
    const contestants = ['c', 'b', 'a', 'd'].map(contestant);
    // a: 1st + 1st = 6 (2 firsts); b: 3rd + 1st + 2nd = 6 (1 first); c: 2nd × 3 = 6 (0 firsts)
    const ballots = [ballot('a', 'c', 'b'), ballot('a', 'c'), ballot('b', 'c'), ballot('d', 'b')];
    const finalScores = tally(contestants, ballots);
    expect(finalScores.map((s) => s.totalPoints)).toEqual([6, 6, 6, 3]);
    expect(ids(finalScores)).toEqual(['a', 'b', 'c', 'd']);
    expect(tieBreaks(finalScores)).toEqual(
      new Map([
        ['a', ['Tied on 6 points — ahead on first-place votes, 2 to 1']],
        [
          'b',
          [
            'Tied on 6 points — behind on first-place votes, 1 to 2',
            'Tied on 6 points — ahead on first-place votes, 1 to 0',
          ],
        ],
        ['c', ['Tied on 6 points — behind on first-place votes, 0 to 1']],
      ]),
    );
  });

  it('leaves out every contestant with no tie on points', () => {
    const contestants = [contestant('a', 0), contestant('b', 1), contestant('c', 2)];
    const finalScores = tally(contestants, [ballot('a', 'b', 'c')]);
    expect(tieBreaks(finalScores).size).toBe(0);
    expect(tieBreaks([]).size).toBe(0);
    expect(tieBreaks(finalScores.slice(0, 1)).size).toBe(0);
  });

  it('explains only the tied pair among untied neighbours', () => {
    const finalScores = [
      scored('a', 9, [3, 0, 0]),
      scored('b', 4, [1, 0, 1]),
      scored('c', 4, [0, 2, 0]),
      scored('d', 1, [0, 0, 1]),
    ];
    expect([...tieBreaks(finalScores).keys()]).toEqual(['b', 'c']);
  });
});
