import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import type { Contestant } from '#shared/api.ts';
import type { JudgeProgress, JuryStanding } from '#shared/expo.ts';
import {
  absenceLabel,
  absenceTold,
  absentMadeLabel,
  coverageParts,
  progressLabel,
  projectLabel,
  recordLabel,
  routeLength,
  seenByFew,
  seenByLabel,
  tableLabel,
  withoutTableLabel,
} from './judging-text.ts';

const judge = (seen: number, planned: number, ranked = 0, absent = 0): JudgeProgress => ({
  judgeId: 'j',
  name: 'Ada',
  seen,
  absent,
  planned,
  ranked,
});

const project = (name: string, tableNumber: number | null = null): Contestant => ({
  id: name,
  roomId: 'room',
  name,
  blurb: '',
  imageUrl: null,
  demoUrl: null,
  orderIndex: 1,
  tableNumber,
});

const standing = (fields: Partial<JuryStanding>): JuryStanding => ({
  contestantId: 'c',
  rank: 1,
  judges: 3,
  wins: 0,
  ties: 0,
  losses: 0,
  copeland: 0,
  strength: 0,
  strengthRank: 1,
  ...fields,
});

describe("a judge's progress", () => {
  it('counts what they saw against their route: seen and still planned', () => {
    expect(progressLabel(appI18n, judge(7, 3, 7), 10)).toBe('7 of 10 seen, ranked');
    expect(progressLabel(appI18n, judge(4, 6), 10)).toBe('4 of 10 seen, not ranked yet');
  });

  it('reads a shorter route as done, and the route size while nothing is planned yet', () => {
    // An expo with fewer projects than the route size: 5 is all there is for them.
    expect(routeLength(judge(2, 3), 10)).toBe(5);
    expect(progressLabel(appI18n, judge(5, 0, 5), 10)).toBe('5 of 5 seen, ranked');
    // No table numbered yet: nothing planned, nothing seen.
    expect(progressLabel(appI18n, judge(0, 0), 6)).toBe('0 of 6 seen, not ranked yet');
  });

  it('says how many projects they reported absent, and nothing for none', () => {
    expect(absentMadeLabel(appI18n, judge(3, 7, 0, 0))).toBeNull();
    expect(absentMadeLabel(appI18n, judge(3, 7, 0, 1))).toBe('Reported 1 project absent');
    expect(absentMadeLabel(appI18n, judge(3, 7, 0, 2))).toBe('Reported 2 projects absent');
  });
});

describe('coverage', () => {
  it("gives each count its share of the expo's projects", () => {
    expect(coverageParts({ none: 2, one: 4, two: 2, more: 0 })).toEqual([
      { key: 'none', count: 2, percent: 25 },
      { key: 'one', count: 4, percent: 50 },
      { key: 'two', count: 2, percent: 25 },
      { key: 'more', count: 0, percent: 0 },
    ]);
  });

  it('draws nothing for an expo without projects', () => {
    const parts = coverageParts({ none: 0, one: 0, two: 0, more: 0 });
    expect(parts.map((part) => part.percent)).toEqual([0, 0, 0, 0]);
  });
});

describe('projects, tables and absences', () => {
  it('names a project by its table once it has one', () => {
    expect(projectLabel(appI18n, project('Orbit', 14))).toBe('Table 14 — Orbit');
    expect(projectLabel(appI18n, project('Orbit', null))).toBe('Orbit');
    expect(tableLabel(appI18n, project('Orbit', 1402))).toBe('1,402');
    expect(tableLabel(appI18n, project('Orbit', null))).toBe('—');
    expect(tableLabel(appI18n, undefined)).toBe('—');
  });

  it('tells a project reported absent by two judges, whose routes then skip it', () => {
    expect(absenceLabel(appI18n, project('Orbit', 14), 2)).toBe(
      'Table 14 — Orbit: reported absent by 2 judges',
    );
    expect(absenceLabel(appI18n, project('Orbit'), 1)).toBe('Orbit: reported absent by 1 judge');
    expect(absenceTold(1)).toBe(false);
    expect(absenceTold(2)).toBe(true);
  });

  it('asks for tables while projects have none', () => {
    expect(withoutTableLabel(appI18n, 0)).toBeNull();
    expect(withoutTableLabel(appI18n, 1)).toBe('1 project has no table: number it for the routes.');
    expect(withoutTableLabel(appI18n, 3)).toBe(
      '3 projects have no table: number them for the routes.',
    );
  });
});

describe('the jury order', () => {
  it('says how many judges saw a project, and flags fewer than two', () => {
    expect(seenByLabel(appI18n, 3)).toBe('seen by 3 judges');
    expect(seenByLabel(appI18n, 1)).toBe('seen by 1 judge');
    expect(seenByLabel(appI18n, 0)).toBe('seen by no judge');
    expect(seenByFew(standing({ judges: 1 }))).toBe(true);
    expect(seenByFew(standing({ judges: 2 }))).toBe(false);
  });

  it('words the head-to-head record behind a Copeland score', () => {
    expect(recordLabel(appI18n, standing({ wins: 4, ties: 1, losses: 2 }))).toBe(
      '4 wins, 1 tie, 2 losses',
    );
    expect(recordLabel(appI18n, standing({ wins: 1, ties: 0, losses: 1 }))).toBe(
      '1 win, 0 ties, 1 loss',
    );
  });
});
