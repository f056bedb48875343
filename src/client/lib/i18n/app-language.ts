import { i18n, type Messages } from '@lingui/core';
import { messages as startEnglish } from '#client/locales/en/start.po';
import {
  DEFAULT_LANGUAGE,
  intlLocale,
  isLanguage,
  type Language,
  matchLanguage,
  textDirection,
} from '#shared/languages.ts';
import { read, write } from '../local-store.ts';
import type { CatalogGroup } from './catalog-groups.ts';
import { holdsCatalogs, loadCatalogs, noteLoaded } from './catalogs.ts';
import { prepareFormatters } from './formatters.ts';

/** Where a device keeps the language its person chose from the switcher. */
export const LANGUAGE_STORAGE_KEY = 'viberank_language';

/** The groups the screens opened so far have needed, loaded again on a switch. */
const needed = new Set<CatalogGroup>(['start']);

/**
 * A message the catalogs lack is a bug in a build (its id would show): said
 * loudly, tests fail on it. While developing, a message just written shows its
 * English until `npx lingui extract` takes it into the catalogs: a warning.
 */
export function reportMissing(instance: typeof i18n): void {
  instance.on('missing', ({ id, locale }) => {
    const say = import.meta.env.MODE === 'development' ? console.warn : console.error;
    say(`Missing message ${id} in the ${locale} catalogs`);
  });
}

reportMissing(i18n);
i18n.load(DEFAULT_LANGUAGE, startEnglish as Messages);
noteLoaded(i18n, DEFAULT_LANGUAGE, 'start');
i18n.activate(DEFAULT_LANGUAGE);

/** The device's own language instance: phones and the organiser's screens. */
export { i18n as appI18n };

/** The language the device's person chose with the switcher, if any. */
export function chosenLanguage(): Language | null {
  const saved = read(LANGUAGE_STORAGE_KEY);
  return isLanguage(saved) ? saved : null;
}

/** The browser's language, when it is one of ours. */
export function browserLanguage(): Language | null {
  if (typeof navigator === 'undefined') return null;
  return matchLanguage(navigator.languages ?? [navigator.language]);
}

/**
 * The language a device starts in: the one chosen on it, else the browser's,
 * else null (the caller's default: the room's on a room's page, else English).
 */
export function preferredLanguage(): Language | null {
  return chosenLanguage() ?? browserLanguage();
}

/** The device's language now. */
export function appLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** Sets the page's `lang` and `dir` for `language`. */
export function markDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

/** The switch under way, if any: the language being switched to, and its end. */
let switching: { language: Language; done: Promise<void> } | null = null;

/**
 * Shows the device's screens in `language`: fetches the catalogs its open
 * screens need, then switches, so no screen ever shows a message it lacks.
 */
export function showLanguage(language: Language): Promise<void> {
  const done = (async () => {
    // A screen may ask for its catalogs while these load (a phone reopening
    // its ballot asks at start-up): needCatalogs fetches them in `language`
    // beside these, and this waits for them before the switch.
    while (!holdsCatalogs(i18n, language, [...needed])) {
      await loadCatalogs(i18n, language, [...needed]);
    }
    prepareFormatters(language);
    if (i18n.locale !== language) i18n.activate(language, [intlLocale(language)]);
    markDocument(language);
  })();
  const current = { language, done };
  switching = current;
  return done.finally(() => {
    if (switching === current) switching = null;
  });
}

/** Switches to `language` and keeps it as this device's choice. */
export async function chooseLanguage(language: Language): Promise<void> {
  write(LANGUAGE_STORAGE_KEY, language);
  await showLanguage(language);
}

/** Whether the catalogs of `groups` are here in the device's language. */
export function hasCatalogs(groups: readonly CatalogGroup[]): boolean {
  return holdsCatalogs(i18n, appLanguage(), groups);
}

/**
 * Fetches the catalogs a screen needs, in the device's language, before it is
 * drawn. During a switch (a phone in Arabic reopening its ballot), in the
 * language switched to, and done once the switch is: no catalog is fetched
 * in the language about to be left.
 */
export async function needCatalogs(groups: readonly CatalogGroup[]): Promise<void> {
  for (const group of groups) needed.add(group);
  const pending = switching;
  if (pending) {
    await loadCatalogs(i18n, pending.language, groups);
    await pending.done.catch(() => {});
    // A switch that failed (the network gone) leaves the screen in the language it had.
    if (appLanguage() === pending.language) return;
  }
  await loadCatalogs(i18n, appLanguage(), groups);
}
