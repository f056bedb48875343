import type { Messages } from '@lingui/core';
import type { Language } from '#shared/languages.ts';
import type { CatalogGroup } from './catalog-groups.ts';

type CatalogModule = { messages: Messages };

/**
 * Every catalog of the build, each a chunk of its own. This map is itself
 * fetched only once a screen needs a catalog (catalogs.ts): a phone in
 * English on home or join never downloads it.
 */
const CATALOGS = import.meta.glob<CatalogModule>([
  '../../locales/*/*.po',
  // Built into the first load (app-language.ts).
  '!../../locales/en/start.po',
]);

/** The messages of `group` in `language`. */
export async function fetchCatalog(language: Language, group: CatalogGroup): Promise<Messages> {
  const loader = CATALOGS[`../../locales/${language}/${group}.po`];
  if (!loader) throw new Error(`no catalog ${language}/${group}`);
  return (await loader()).messages;
}
