/**
 * The languages VibeRank speaks: English (the source, the specification's own
 * words) first. A phone, an organiser and a room each pick one of these.
 */
export const LANGUAGES = ['en', 'es', 'de', 'fr', 'pt-BR', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language every screen falls back to, and the source of every catalog. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in that language, as a switcher offers it (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

/** Whether `value` names one of the languages, exactly as the list spells it. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The writing direction of a language's pages. */
export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The first of `tags` (BCP 47, as `navigator.languages` lists them) that one of
 * our languages serves: an exact match, else the same base language (es-MX →
 * es, pt-PT → pt-BR, the only Portuguese), else null.
 */
export function matchLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const exact = LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]?.toLowerCase();
    const sameBase = LANGUAGES.find((language) => language.split('-')[0] === base);
    if (sameBase) return sameBase;
  }
  return null;
}

/**
 * The locale `Intl` formats a language's numbers and dates with. Arabic
 * writes Western digits (`-u-nu-latn`), as room codes, receipts and the
 * values of messages do: one set of digits on a screen, never two.
 */
export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-latn' : language;
}
