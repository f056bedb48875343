import { describe, expect, it } from 'vitest';
import { rankedScores } from './reveal.test-support.ts';
import type { AwardScores } from './reveal.ts';
import { canRevealBack, canRevealNext } from './reveal-moves.ts';

/** The steps, 0 to the last, at which a move is allowed. */
function stepsWhere(
  allowed: (awards: readonly AwardScores[], step: number) => boolean,
  awards: readonly AwardScores[],
  last: number,
): number[] {
  return Array.from({ length: last + 1 }, (_, step) => step).filter((step) =>
    allowed(awards, step),
  );
}

describe('moving the staged reveal', () => {
  it('goes forward up to the last step, and no further', () => {
    const one = [{ finalScores: rankedScores(4) }];
    expect(stepsWhere(canRevealNext, one, 4)).toEqual([0, 1, 2, 3]);
    expect(stepsWhere(canRevealNext, [{ finalScores: rankedScores(0) }], 0)).toEqual([]);
  });

  it('goes back down to step 0, but never to before the #1 it has shown', () => {
    // Steps: 1 #3, 2 #2, 3 #1, 4 the complete rankings.
    const one = [{ finalScores: rankedScores(4) }];
    expect(stepsWhere(canRevealBack, one, 4)).toEqual([1, 2, 4]);
    // One contestant: step 1 is #1 at once.
    expect(stepsWhere(canRevealBack, [{ finalScores: rankedScores(1) }], 1)).toEqual([]);
  });

  it("in a room of several awards, keeps each award's #1 once shown, and steps back across title cards", () => {
    // 1 title A, 2 A#2, 3 A#1, 4 title B, 5 B#3, 6 B#2, 7 B#1, 8 B rankings.
    const awards = [{ finalScores: rankedScores(2) }, { finalScores: rankedScores(5) }];
    expect(stepsWhere(canRevealBack, awards, 8)).toEqual([1, 2, 4, 5, 6, 8]);
    expect(stepsWhere(canRevealNext, awards, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the title card of an award without contestants once shown: it released that award', () => {
    // 1 title A, 2 A#1, 3 title B (no contestants), 4 title C, 5 C#1.
    const awards = [
      { finalScores: rankedScores(1) },
      { finalScores: rankedScores(0) },
      { finalScores: rankedScores(1) },
    ];
    expect(stepsWhere(canRevealBack, awards, 5)).toEqual([1, 4]);
  });
});
