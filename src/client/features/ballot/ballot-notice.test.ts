import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import type { Contestant } from '#shared/api.ts';
import { adjustmentNotice, inAward, removalNotice, removedFromRanking } from './ballot-notice.ts';

const contestant = (id: string, name: string): Contestant => ({
  id,
  roomId: 'r',
  name,
  blurb: '',
  imageUrl: null,
  demoUrl: null,
  orderIndex: 1,
  tableNumber: null,
});
const [alpha, bravo, charlie] = [
  contestant('a', 'Alpha'),
  contestant('b', 'Bravo'),
  contestant('c', 'Charlie'),
];

describe('adjustmentNotice', () => {
  it('names the removed contestant and the picks the ballot now ranks, in rank order', () => {
    const ballot = {
      rankings: [
        { contestantId: 'c', rank: 2 },
        { contestantId: 'a', rank: 1 },
      ],
    };
    expect(adjustmentNotice(appI18n, { contestantName: 'Bravo', ballot }, [alpha, charlie])).toBe(
      'Bravo was removed by the organiser; your ballot now ranks Alpha, Charlie.',
    );
  });

  it("says why a contestant left the ballot when it became the voter's team or a conflict", () => {
    const ballot = { rankings: [{ contestantId: 'a', rank: 1 }] };
    expect(
      adjustmentNotice(appI18n, { contestantName: 'Bravo', reason: 'team', ballot }, [alpha]),
    ).toBe("The organiser put you in Bravo's team; your ballot now ranks Alpha.");
    expect(
      adjustmentNotice(appI18n, { contestantName: 'Bravo', reason: 'conflict', ballot: null }, [
        alpha,
      ]),
    ).toBe(
      'The organiser noted your conflict of interest with Bravo; your ballot is now empty — rank again to vote.',
    );
  });

  it('asks to rank again when the ballot was left empty', () => {
    expect(adjustmentNotice(appI18n, { contestantName: 'Bravo', ballot: null }, [alpha])).toBe(
      'Bravo was removed by the organiser; your ballot is now empty — rank again to vote.',
    );
  });
});

describe('removedFromRanking', () => {
  it('finds a ranked contestant that left the room', () => {
    expect(removedFromRanking([alpha, bravo, charlie], [alpha, charlie], ['b', 'a'])).toEqual(
      bravo,
    );
  });

  it('ignores a removal of a contestant that was not ranked', () => {
    expect(removedFromRanking([alpha, bravo], [alpha], ['a'])).toBeUndefined();
  });
});

describe('removalNotice', () => {
  it('says what the server did to a submitted ballot: the picks after the removed one move up', () => {
    expect(removalNotice(appI18n, bravo, ['b', 'c', 'a'], true, [alpha, charlie])).toBe(
      'Bravo was removed by the organiser; your ballot now ranks Charlie, Alpha.',
    );
  });

  it('says a submitted ballot of one pick is now empty', () => {
    expect(removalNotice(appI18n, bravo, ['b'], true, [alpha, charlie])).toBe(
      'Bravo was removed by the organiser; your ballot is now empty — rank again to vote.',
    );
  });

  it('only names the contestant for a ranking not yet sent', () => {
    expect(removalNotice(appI18n, bravo, ['a', 'b'], false, [alpha, charlie])).toBe(
      'Bravo was removed by the organiser.',
    );
  });
});

describe('inAward', () => {
  it('names the award first, in a room of several, and keeps the notice as it is', () => {
    const ballot = { rankings: [{ contestantId: 'a', rank: 1 }] };
    const notice = adjustmentNotice(appI18n, { contestantName: 'Bravo', ballot }, [alpha]);
    expect(inAward(appI18n, 'Best Design', notice)).toBe(
      'Best Design: Bravo was removed by the organiser; your ballot now ranks Alpha.',
    );
  });
});
