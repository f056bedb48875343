import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import type { Award, AwardResults, Results } from '#shared/api.ts';
import { awardSections, latestReleased, onlyAwardVoters } from './award-sections.ts';

function awardResults(awardId: string, awardName: string): AwardResults {
  return {
    awardId,
    awardName,
    voters: 'everyone',
    judgesWeight: null,
    finalScores: [],
    winnerId: null,
    totalBallots: 0,
  };
}

const overall = awardResults('o', 'Best Overall');
const design = awardResults('d', 'Best Design');
const room: Award[] = [
  { id: 'o', name: 'Best Overall', contestantIds: null, voters: 'everyone', judgesWeight: null },
  {
    id: 'd',
    name: 'Best Design',
    contestantIds: ['a', 'b', 'c'],
    voters: 'everyone',
    judgesWeight: null,
  },
  { id: 'p', name: "People's Choice", contestantIds: null, voters: 'everyone', judgesWeight: null },
];

function resultsWith(awards: AwardResults[]): Results {
  return {
    roomId: 'room',
    finalScores: [],
    winnerId: null,
    totalBallots: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    awards,
  };
}

describe('awardSections', () => {
  it('lists the released awards, then the held ones by name, in the organiser order', () => {
    const sections = awardSections(resultsWith([overall, design]), room);
    expect(sections).toEqual([
      { kind: 'released', award: overall },
      { kind: 'released', award: design },
      { kind: 'held', awardId: 'p', awardName: "People's Choice" },
    ]);
    expect(latestReleased(sections)).toBe('Best Design');
  });

  it('gives one section for a room of one award', () => {
    const sections = awardSections(resultsWith([overall]), [
      room[0] ?? { id: '', name: '', contestantIds: null, voters: 'everyone', judgesWeight: null },
    ]);
    expect(sections).toEqual([{ kind: 'released', award: overall }]);
  });

  it('lists only the awards with results when the room list is not known', () => {
    expect(awardSections(resultsWith([overall, design]))).toHaveLength(2);
  });
});

describe('onlyAwardVoters', () => {
  it("says who voted in a room's one award, and nothing when everyone did", () => {
    const blend = { ...overall, voters: 'judges_and_audience' as const, judgesWeight: 70 };
    expect(onlyAwardVoters(appI18n, { awards: [blend] })).toBe('Judges 70% · Audience 30%');
    expect(onlyAwardVoters(appI18n, { awards: [{ ...overall, voters: 'judges' }] })).toBe(
      'Judges only',
    );
    expect(onlyAwardVoters(appI18n, { awards: [overall] })).toBeNull();
    expect(onlyAwardVoters(appI18n, { awards: [] })).toBeNull();
  });
});
