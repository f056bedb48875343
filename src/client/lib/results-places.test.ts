import { describe, expect, it } from 'vitest';
import { headingTag, tieLinesOf } from './results-places.ts';

describe('tieLinesOf', () => {
  it('gives the lines of the contestant, in order', () => {
    const ties = new Map([['a', ['Tied on 7 points — ahead on first-place votes, 3 to 2']]]);
    expect(tieLinesOf(ties, 'a')).toEqual([
      'Tied on 7 points — ahead on first-place votes, 3 to 2',
    ]);
  });

  it('gives nothing for a contestant with no tie', () => {
    expect(tieLinesOf(new Map(), 'a')).toEqual([]);
  });

  it('says a sentence once though the contestant is level with both neighbours', () => {
    const same = 'Tied on 4 points and the same first- and second-place votes';
    const ties = new Map([
      ['b', [same, same, 'Tied on 4 points — ahead on first-place votes, 2 to 1']],
    ]);
    expect(tieLinesOf(ties, 'b')).toEqual([
      same,
      'Tied on 4 points — ahead on first-place votes, 2 to 1',
    ]);
  });
});

describe('headingTag', () => {
  it('starts at the level given and goes deeper, never past h6', () => {
    expect(headingTag(2)).toBe('h2');
    expect(headingTag(2, 1)).toBe('h3');
    expect(headingTag(4, 1)).toBe('h5');
    expect(headingTag(5, 3)).toBe('h6');
  });
});
