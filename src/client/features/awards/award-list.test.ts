import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import type { ActivityTotals, Award, Contestant } from '#shared/api.ts';
import { MAX_AWARDS_PER_ROOM } from '#shared/constants.ts';
import {
  addAwardBlocked,
  awardBallots,
  moveAward,
  openToLabel,
  showAhead,
  shownAwards,
  turnoutLabel,
  upsertAward,
  withoutAward,
} from './award-list.ts';

const contestant = (id: string, orderIndex: number): Contestant => ({
  id,
  roomId: 'room',
  name: `Project ${id}`,
  blurb: '',
  imageUrl: null,
  demoUrl: null,
  orderIndex,
  tableNumber: null,
});
const contestants = ['a', 'b', 'c', 'd'].map((id, index) => contestant(id, index + 1));
const overall: Award = {
  id: 'overall',
  name: 'Overall',
  contestantIds: null,
  voters: 'everyone',
  judgesWeight: null,
};
const design: Award = {
  id: 'design',
  name: 'Best Design',
  contestantIds: ['b', 'a'],
  voters: 'everyone',
  judgesWeight: null,
};
const people: Award = {
  id: 'people',
  name: "People's Choice",
  contestantIds: null,
  voters: 'everyone',
  judgesWeight: null,
};

describe('openToLabel', () => {
  it('says how many contestants an award is open to', () => {
    expect(openToLabel(appI18n, overall, contestants)).toBe('All 4 contestants');
    expect(openToLabel(appI18n, design, contestants)).toBe('2 contestants');
    expect(openToLabel(appI18n, { ...design, contestantIds: ['c'] }, contestants)).toBe(
      '1 contestant',
    );
    expect(openToLabel(appI18n, overall, [])).toBe('0 contestants');
  });

  it('counts only chosen contestants still in the room', () => {
    expect(openToLabel(appI18n, design, contestants.slice(1))).toBe('1 contestant');
  });
});

describe('awardBallots', () => {
  const totals = (awards?: ActivityTotals['awards']): ActivityTotals => ({
    ballots: 7,
    participants: 9,
    contestants: 4,
    ...(awards ? { awards } : {}),
  });

  it('counts the room ballots for a room of one award', () => {
    expect(awardBallots([overall], overall, totals())).toBe(7);
    expect(turnoutLabel(appI18n, [overall], overall, totals())).toBe('7 of 9 voted');
  });

  it('counts each award by its id in a room of several', () => {
    const counts = totals([
      { awardId: 'design', ballots: 2 },
      { awardId: 'overall', ballots: 5 },
    ]);
    expect(awardBallots([overall, design], overall, counts)).toBe(5);
    expect(turnoutLabel(appI18n, [overall, design], design, counts)).toBe('2 of 9 voted');
  });

  it('keeps the first award at the room count until per-award totals arrive', () => {
    expect(awardBallots([overall, design], overall, totals())).toBe(7);
    expect(awardBallots([overall, design], design, totals())).toBe(0);
    expect(awardBallots([overall, design, people], people, totals([]))).toBe(0);
  });
});

describe('addAwardBlocked', () => {
  it(`stops at ${MAX_AWARDS_PER_ROOM} awards, saying why`, () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i): Award => ({ ...people, id: `a${i}` }));
    expect(addAwardBlocked(appI18n, many(MAX_AWARDS_PER_ROOM - 1))).toBeNull();
    expect(addAwardBlocked(appI18n, many(MAX_AWARDS_PER_ROOM))).toBe(
      `A room holds at most ${MAX_AWARDS_PER_ROOM} awards.`,
    );
  });
});

describe('moveAward', () => {
  const awards = [overall, design, people];
  it('swaps an award with its neighbour', () => {
    expect(moveAward(awards, 'design', -1)?.map((a) => a.id)).toEqual([
      'design',
      'overall',
      'people',
    ]);
    expect(moveAward(awards, 'design', 1)?.map((a) => a.id)).toEqual([
      'overall',
      'people',
      'design',
    ]);
  });

  it('does nothing past either end or for an unknown award', () => {
    expect(moveAward(awards, 'overall', -1)).toBeNull();
    expect(moveAward(awards, 'people', 1)).toBeNull();
    expect(moveAward(awards, 'nope', 1)).toBeNull();
  });
});

describe('upsertAward and withoutAward', () => {
  it('adds at the end, replaces in place, and is the same when applied twice', () => {
    const added = upsertAward([overall], design);
    expect(added).toEqual([overall, design]);
    expect(upsertAward(added, design)).toEqual(added);
    const renamed = { ...overall, name: 'Grand Prize' };
    expect(upsertAward(added, renamed)).toEqual([renamed, design]);
    expect(withoutAward(added, 'overall')).toEqual([design]);
    expect(withoutAward([design], 'overall')).toEqual([design]);
  });
});

describe('showAhead and shownAwards', () => {
  it('shows a change at once, until the live list moves on', () => {
    const live = [overall];
    const ahead = showAhead(null, live, (awards) => upsertAward(awards, design));
    expect(shownAwards(ahead, live)).toEqual([overall, design]);
    const confirmed = [overall, design];
    expect(shownAwards(ahead, confirmed)).toBe(confirmed);
  });

  it('applies a change to the one still waiting, and changes nothing the live list already holds', () => {
    const live = [overall, design];
    const moved = showAhead(null, live, (awards) => moveAward(awards, 'design', -1) ?? [...awards]);
    const removed = showAhead(moved, live, (awards) => withoutAward(awards, 'overall'));
    expect(shownAwards(removed, live)).toEqual([design]);
    // The live update came before the answer: the answer applied to it is the same list.
    const early = [overall, design, people];
    const late = showAhead(null, early, (awards) => upsertAward(awards, people));
    expect(shownAwards(late, early)).toEqual(early);
  });
});
