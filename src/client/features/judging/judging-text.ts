import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { Contestant } from '#shared/api.ts';
import { ABSENT_REPORTS_TO_TELL, EXPO_MIN_JUDGES } from '#shared/constants.ts';
import type { Coverage, JudgeProgress, JuryStanding } from '#shared/expo.ts';

/**
 * How many projects a judge's route holds: those seen and those still
 * planned (fewer than the route size when the expo has fewer to give them,
 * more when they saw some off their route); the route size while nothing is
 * planned yet (no table numbered).
 */
export function routeLength(judge: JudgeProgress, routeSize: number): number {
  const length = judge.seen + judge.planned;
  return length > 0 ? length : routeSize;
}

/** A judge's progress: "7 of 10 seen, ranked", or "4 of 10 seen, not ranked yet". */
export function progressLabel(i18n: I18n, judge: JudgeProgress, routeSize: number): string {
  const seenCount = formatNumber(judge.seen, i18n.locale);
  const routeCount = formatNumber(routeLength(judge, routeSize), i18n.locale);
  return judge.ranked > 0
    ? i18n._(msg`${seenCount} of ${routeCount} seen, ranked`)
    : i18n._(msg`${seenCount} of ${routeCount} seen, not ranked yet`);
}

/** The projects a judge found away from their table: "Reported 2 projects absent"; null for none. */
export function absentMadeLabel(i18n: I18n, judge: JudgeProgress): string | null {
  const absentCount = judge.absent;
  if (absentCount === 0) return null;
  return i18n._(
    msg`${plural(absentCount, { one: 'Reported # project absent', other: 'Reported # projects absent' })}`,
  );
}

export type CoverageKey = keyof Coverage;
export const COVERAGE_KEYS: readonly CoverageKey[] = ['none', 'one', 'two', 'more'];

/** What each figure of the coverage counts. */
export const COVERAGE_WORDS: Record<CoverageKey, MessageDescriptor> = {
  none: msg({ message: 'by no judge', comment: 'Projects seen by no judge (under a count)' }),
  one: msg({ message: 'by 1 judge', comment: 'Projects seen by one judge (under a count)' }),
  two: msg({ message: 'by 2 judges', comment: 'Projects seen by two judges (under a count)' }),
  more: msg({
    message: 'by 3 or more',
    comment: 'Projects seen by three judges or more (under a count)',
  }),
};

/**
 * The coverage as a bar draws it: each count with its share of the projects
 * in percent (the shares add up to 100, or are all 0 for an expo of none).
 */
export function coverageParts(
  coverage: Coverage,
): { key: CoverageKey; count: number; percent: number }[] {
  const total = COVERAGE_KEYS.reduce((sum, key) => sum + coverage[key], 0);
  return COVERAGE_KEYS.map((key) => ({
    key,
    count: coverage[key],
    percent: total === 0 ? 0 : (coverage[key] / total) * 100,
  }));
}

/** A project as the judging panel names it: "Table 14 — Orbit", or its name while it has no table. */
export function projectLabel(i18n: I18n, project: Contestant): string {
  const contestantName = project.name;
  if (project.tableNumber === null) return contestantName;
  const tableNumber = formatNumber(project.tableNumber, i18n.locale);
  return i18n._(msg`Table ${tableNumber} — ${contestantName}`);
}

/** A project's table as a column shows it: "14", or a dash for none. */
export function tableLabel(i18n: I18n, project: Contestant | undefined): string {
  const table = project?.tableNumber ?? null;
  return table === null ? '—' : formatNumber(table, i18n.locale);
}

/** Whether enough judges reported a project absent for its routes to skip it (and the panel to tell). */
export function absenceTold(reports: number): boolean {
  return reports >= ABSENT_REPORTS_TO_TELL;
}

/** "Table 14 — Orbit: reported absent by 2 judges". */
export function absenceLabel(i18n: I18n, project: Contestant, reports: number): string {
  const projectName = projectLabel(i18n, project);
  return i18n._(
    msg`${plural(reports, {
      one: `${projectName}: reported absent by # judge`,
      other: `${projectName}: reported absent by # judges`,
    })}`,
  );
}

/** "3 projects have no table: number them for the routes."; null when all have one. */
export function withoutTableLabel(i18n: I18n, withoutTable: number): string | null {
  if (withoutTable === 0) return null;
  return i18n._(
    msg`${plural(withoutTable, {
      one: '# project has no table: number it for the routes.',
      other: '# projects have no table: number them for the routes.',
    })}`,
  );
}

/** "seen by 3 judges", in the jury order. */
export function seenByLabel(i18n: I18n, judges: number): string {
  if (judges === 0) return i18n._(msg`seen by no judge`);
  return i18n._(msg`${plural(judges, { one: 'seen by # judge', other: 'seen by # judges' })}`);
}

/** Whether a project was seen by too few judges for its place to be trusted. */
export function seenByFew(standing: JuryStanding): boolean {
  return standing.judges < EXPO_MIN_JUDGES;
}

/** A project's head-to-head record behind its Copeland score: "4 wins, 1 tie, 2 losses". */
export function recordLabel(i18n: I18n, standing: JuryStanding): string {
  const { wins, ties, losses } = standing;
  return i18n._(
    msg`${plural(wins, { one: '# win', other: '# wins' })}, ${plural(ties, { one: '# tie', other: '# ties' })}, ${plural(losses, { one: '# loss', other: '# losses' })}`,
  );
}
