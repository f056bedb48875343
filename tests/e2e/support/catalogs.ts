import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { intlLocale, type Language } from '#shared/languages.ts';

/**
 * The words a screen shows in a language, read from the message catalogs
 * (src/client/locales/<language>/<group>.po) as translators left them, so
 * that a test follows the catalogs instead of copying their translations.
 */

const LOCALES = fileURLToPath(new URL('../../../src/client/locales/', import.meta.url));

/** A message's key in a catalog: its English and, when it has one, its context. */
const keyOf = (english: string, context?: string | null) =>
  context ? `${context}\u0004${english}` : english;

const catalogs = new Map<Language, Map<string, string>>();

/** Every group's messages of `language`; a message in several groups must read the same in each. */
function catalogOf(language: Language): Map<string, string> {
  const known = catalogs.get(language);
  if (known) return known;
  const folder = `${LOCALES}${language}/`;
  const messages = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.po'))) {
    for (const item of PO.parse(readFileSync(`${folder}${file}`, 'utf8')).items) {
      if (item.obsolete) continue;
      // English is the source: its catalogs may leave the translation empty.
      const text = item.msgstr[0] || (language === 'en' ? item.msgid : '');
      const key = keyOf(item.msgid, item.msgctxt);
      const before = messages.get(key);
      if (before !== undefined && before !== text) {
        throw new Error(`${language}: "${item.msgid}" reads "${before}" and "${text}"`);
      }
      messages.set(key, text);
    }
  }
  catalogs.set(language, messages);
  return messages;
}

/**
 * The translation of `english` (with its `context`, if it has one) in
 * `language`, as its catalog writes it: placeholders and plurals unformatted.
 * Throws when the catalogs lack it or leave it untranslated.
 */
export function tr(language: Language, english: string, context?: string): string {
  const text = catalogOf(language).get(keyOf(english, context));
  if (!text) {
    const where = context === undefined ? '' : ` (context "${context}")`;
    throw new Error(`no ${language} translation of "${english}"${where}`);
  }
  return text;
}

const formatters = new Map<Language, I18n>();

function formatterOf(language: Language): I18n {
  const known = formatters.get(language);
  if (known) return known;
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale: language, locales: [intlLocale(language)], messages: {} });
  formatters.set(language, i18n);
  return i18n;
}

/**
 * The translation of `english` in `language` with its `values` put in, as a
 * screen shows it: plurals and ordinals chosen by the language's rules,
 * numbers formatted as the app formats them, the tags of rich text removed
 * (`Voting as <0>{participantName}</0>` reads "Voting as Ana").
 */
export function trWith(
  language: Language,
  english: string,
  values: Record<string, string | number>,
  context?: string,
): string {
  const i18n = formatterOf(language);
  const id = keyOf(english, context);
  i18n.load(language, { [id]: tr(language, english, context) });
  return i18n._(id, values).replace(/<\/?\d+>/g, '');
}
