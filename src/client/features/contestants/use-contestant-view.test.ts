import { describe, expect, it } from 'vitest';
import { defaultContestantView, GRID_MAX_CONTESTANTS } from './use-contestant-view.ts';

describe('defaultContestantView', () => {
  it('shows cards for a few contestants and the compact list for many', () => {
    expect(defaultContestantView(0, null)).toBe('grid');
    expect(defaultContestantView(GRID_MAX_CONTESTANTS, null)).toBe('grid');
    expect(defaultContestantView(GRID_MAX_CONTESTANTS + 1, null)).toBe('list');
    expect(defaultContestantView(150, null)).toBe('list');
  });

  it('keeps the view the organiser picked, whatever the number', () => {
    expect(defaultContestantView(150, 'grid')).toBe('grid');
    expect(defaultContestantView(2, 'list')).toBe('list');
  });
});
