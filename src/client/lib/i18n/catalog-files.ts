import type { Messages } from '@lingui/core';
import type { Language } from '#shared/languages.ts';
import type { CatalogGroup } from './catalog-groups.ts';

type CatalogModule = { messages: Messages };

/**
 * Every catalog of the build, each a chunk of its own, fetched when a screen
 * needs it (catalogs.ts). The map itself is in the first load: a returning
 * phone asks for its ballot's catalogs beside the ballot's chunk, not one
 * round trip after it (a third of a second on a slow phone, decision 044).
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
