import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '#client/lib/i18n/formatters.ts';

/** A project seen, on a stop of the route and on the button that says so. */
export const SEEN = msg({ message: 'Seen', context: 'a project on the route' });
/** A project not at its table, on a stop of the route and on the button that reports it. */
export const ABSENT = msg({ message: 'Absent', context: 'a project not at its table' });

/** "Next: Table 14 — Name": where the judge walks next, as the card's heading and the phone say it. */
export function nextStopText(i18n: I18n, name: string, tableNumber: number | null): string {
  if (tableNumber === null) return i18n._(msg`Next: ${name}`);
  const table = formatNumber(tableNumber, i18n.locale);
  return i18n._(msg`Next: Table ${table} — ${name}`);
}

/** What the phone says once a tap on Seen or Absent went through. */
export function walkedText(i18n: I18n, name: string, status: 'seen' | 'absent'): string {
  return status === 'seen'
    ? i18n._(msg`${name} marked seen.`)
    : i18n._(msg`${name} reported absent.`);
}

/** "3 of 10 seen": how far the judge is through their route. */
export function progressText(i18n: I18n, seen: number, size: number): string {
  const seenCount = formatNumber(seen, i18n.locale);
  const routeSize = formatNumber(size, i18n.locale);
  return i18n._(msg`${seenCount} of ${routeSize} seen`);
}

/** The ids of the headings the judge's view puts the keyboard on. */
export const NEXT_TITLE_ID = 'expo-next-title';
export const ROUTE_TITLE_ID = 'expo-route-title';
export const RANKING_TITLE_ID = 'expo-ranking-title';
