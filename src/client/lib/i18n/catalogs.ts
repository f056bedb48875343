import type { I18n, Messages } from '@lingui/core';
import type { Language } from '#shared/languages.ts';
import type { CatalogGroup } from './catalog-groups.ts';

type CatalogModule = { messages: Messages };

/** Every catalog of the build, each its own chunk, fetched when a screen needs it. */
const CATALOGS = import.meta.glob<CatalogModule>([
  '../../locales/*/*.po',
  // Built into the first load (app-language.ts).
  '!../../locales/en/start.po',
]);

const loaded = new WeakMap<I18n, Set<string>>();

function catalogLoader(language: Language, group: CatalogGroup): () => Promise<CatalogModule> {
  const loader = CATALOGS[`../../locales/${language}/${group}.po`];
  if (!loader) throw new Error(`no catalog ${language}/${group}`);
  return loader;
}

/** Loads each of `groups` in `language` into `i18n` that it does not hold yet. */
export async function loadCatalogs(
  i18n: I18n,
  language: Language,
  groups: readonly CatalogGroup[],
): Promise<void> {
  const held = loaded.get(i18n) ?? new Set<string>();
  loaded.set(i18n, held);
  const missing = groups.filter((group) => !held.has(`${language}/${group}`));
  const modules = await Promise.all(missing.map((group) => catalogLoader(language, group)()));
  modules.forEach((module, index) => {
    i18n.load(language, module.messages);
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
