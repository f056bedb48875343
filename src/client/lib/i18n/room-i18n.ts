import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { messages as startEnglish } from '#client/locales/en/start.po';
import { DEFAULT_LANGUAGE, intlLocale, type Language } from '#shared/languages.ts';
import { appLanguage, markDocument } from './app-language.ts';
import type { CatalogGroup } from './catalog-groups.ts';
import { loadCatalogs, noteLoaded } from './catalogs.ts';
import { prepareFormatters } from './formatters.ts';

/** The catalogs the big screen draws from: what every page shows, the phone's results, its own. */
export const BIG_SCREEN_CATALOGS: readonly CatalogGroup[] = [
  'start',
  'phone',
  'screen',
  'refusals',
];

/**
 * A language instance of a room's own, apart from the device's (`appI18n`):
 * the big screen speaks the room's language whatever the device speaks.
 * English's start catalog is built into the first load, not fetched.
 */
export function createRoomI18n(): I18n {
  const i18n = setupI18n();
  i18n.load(DEFAULT_LANGUAGE, startEnglish as Messages);
  noteLoaded(i18n, DEFAULT_LANGUAGE, 'start');
  return i18n;
}

/**
 * Fetches the catalogs of `groups` in `language` into `i18n`, then switches
 * it to `language` unless it is no longer wanted (the room changed language
 * again meanwhile); answers whether it switched.
 */
export async function showRoomLanguage(
  i18n: I18n,
  language: Language,
  groups: readonly CatalogGroup[],
  stillWanted: () => boolean = () => true,
): Promise<boolean> {
  await loadCatalogs(i18n, language, groups);
  if (!stillWanted()) return false;
  prepareFormatters(language);
  if (i18n.locale !== language) i18n.activate(language, [intlLocale(language)]);
  return true;
}

/**
 * The room's language instance for a page that speaks it (the presenter view,
 * a screen link): null until the catalogs of `groups` are here in `language`
 * (null too while the room is not known). When the organiser changes the
 * language the page keeps speaking the last one until the new one's catalogs
 * are here, then switches at once. While the page is open its `lang` and
 * `dir` are the room's; they are the device's again once it closes.
 */
export function useRoomI18n(
  language: Language | null | undefined,
  groups: readonly CatalogGroup[] = BIG_SCREEN_CATALOGS,
): I18n | null {
  const [i18n] = useState(createRoomI18n);
  const [shown, setShown] = useState<Language | null>(null);
  const groupsKey = groups.join(' ');

  useEffect(() => {
    if (!language) return;
    let current = true;
    const wanted = groupsKey.split(' ') as CatalogGroup[];
    showRoomLanguage(i18n, language, wanted, () => current).then(
      (switched) => {
        if (switched) setShown(language);
      },
      // A catalog that does not arrive (the network): the page keeps its language.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [i18n, language, groupsKey]);

  useEffect(() => {
    if (!shown) return;
    markDocument(shown);
    return () => markDocument(appLanguage());
  }, [shown]);

  return shown ? i18n : null;
}
