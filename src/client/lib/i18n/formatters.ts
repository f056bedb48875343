import { scoreLabel } from '#shared/blend-labels.ts';
import { formatCount } from '#shared/format-count.ts';
import { DEFAULT_LANGUAGE, intlLocale, isLanguage } from '#shared/languages.ts';

/** The locale Intl formats `language` with (Western digits in Arabic). */
const localeOf = (language: string) => (isLanguage(language) ? intlLocale(language) : language);

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: string): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language));
    numberFormats.set(language, format);
  }
  return format;
}

/**
 * Makes a language's formatters ahead of their first use, when the language
 * is switched to: the first `Intl` call of a language loads its data, tens of
 * milliseconds a phone should not spend while drawing a ballot.
 */
export function prepareFormatters(language: string): void {
  if (language === DEFAULT_LANGUAGE) return;
  numberFormat(language);
}

/**
 * A count or a figure as `language` writes it ("2,000", "2.000", "٢٬٠٠٠").
 * Whole numbers in English need no locale data (formatCount).
 */
export function formatNumber(value: number, language: string): string {
  if (language === DEFAULT_LANGUAGE && Number.isInteger(value)) return formatCount(value);
  return numberFormat(language).format(value);
}

/** A date and time as `language` writes it, short ("29/11/2026, 14:05"). */
export function formatDateTime(value: Date | number, language: string): string {
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    dateTimeFormats.set(language, format);
  }
  return format.format(value);
}

/** A time of day as `language` writes it ("14:05", "2:05 PM"). */
export function formatTime(value: Date | number, language: string): string {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' });
    timeFormats.set(language, format);
  }
  return format.format(value);
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A blended score as `language` writes a percentage, one decimal ("42.5%", "42,5 %"). */
export function formatScore(score: number, language: string): string {
  if (language === DEFAULT_LANGUAGE) return scoreLabel(score);
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    percentFormats.set(language, format);
  }
  return format.format(score / 100);
}
