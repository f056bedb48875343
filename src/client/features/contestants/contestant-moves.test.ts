import { describe, expect, it } from 'vitest';
import { testContestant } from '#shared/api.test-support.ts';
import { moveInOrder } from './contestant-moves.ts';

const contestant = testContestant;
// Order values with a gap, as a removal leaves them; listed out of order.
const room = [contestant('c', 7), contestant('a', 1), contestant('b', 3)];

describe('moveInOrder', () => {
  it('moves a contestant up, swapping order values with the one before it', () => {
    expect(moveInOrder(room, 'b', -1)).toEqual({
      ids: ['b', 'a', 'c'],
      changed: [contestant('b', 1), contestant('a', 3)],
    });
  });

  it('moves a contestant down past the one after it', () => {
    expect(moveInOrder(room, 'b', 1)?.ids).toEqual(['a', 'c', 'b']);
  });

  it('does nothing at either end or for a contestant not in the room', () => {
    expect(moveInOrder(room, 'a', -1)).toBeNull();
    expect(moveInOrder(room, 'c', 1)).toBeNull();
    expect(moveInOrder(room, 'z', 1)).toBeNull();
  });
});
