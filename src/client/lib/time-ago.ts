import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_LANGUAGE, intlLocale, isLanguage } from '#shared/languages.ts';

/** When a ballot came in, as the Activity list says it: "just now", "42s ago", "5 min ago", or the time. */
export function timeAgo(i18n: I18n, iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 10) return i18n._(msg`just now`);
  if (seconds < 60) return i18n._(msg`${seconds}s ago`);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return i18n._(msg`${minutes} min ago`);
  // In English, the device's own way of writing a time of day (24-hour or not).
  const { locale } = i18n;
  const locales = locale === DEFAULT_LANGUAGE || !isLanguage(locale) ? [] : intlLocale(locale);
  return new Date(iso).toLocaleTimeString(locales, { hour: '2-digit', minute: '2-digit' });
}
