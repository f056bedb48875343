import type { I18n } from '@lingui/core';
import type { Language } from '#shared/languages.ts';
import { fetchCatalog } from './catalog-files.ts';
import type { CatalogGroup } from './catalog-groups.ts';

const loaded = new WeakMap<I18n, Set<string>>();

/** Loads each of `groups` in `language` into `i18n` that it does not hold yet. */
export async function loadCatalogs(
  i18n: I18n,
  language: Language,
  groups: readonly CatalogGroup[],
): Promise<void> {
  const held = loaded.get(i18n) ?? new Set<string>();
  loaded.set(i18n, held);
  const missing = groups.filter((group) => !held.has(`${language}/${group}`));
  if (missing.length === 0) return;
  const catalogs = await Promise.all(missing.map((group) => fetchCatalog(language, group)));
  catalogs.forEach((messages, index) => {
    i18n.load(language, messages);
    held.add(`${language}/${missing[index]}`);
  });
}

/** Whether `i18n` holds every one of `groups` in `language`. */
export function holdsCatalogs(
  i18n: I18n,
  language: Language,
  groups: readonly CatalogGroup[],
): boolean {
  const held = loaded.get(i18n);
  return groups.every((group) => held?.has(`${language}/${group}`) === true);
}

/** Notes catalogs loaded another way (the English start catalog, built into the first load). */
export function noteLoaded(i18n: I18n, language: Language, group: CatalogGroup): void {
  const held = loaded.get(i18n) ?? new Set<string>();
  held.add(`${language}/${group}`);
  loaded.set(i18n, held);
}
