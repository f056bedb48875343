import { readdirSync, readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { parse, type Token } from '@messageformat/parser';
import PO from 'pofile';
import { intlLocale, type Language } from '#shared/languages.ts';

/**
 * The words of the client's message catalogs (src/client/locales), read as
 * the tests need them: a translator that words a message as a page in a
 * language shows it, and the English each language replaces, to find on a
 * page that should no longer show it.
 */

const LOCALES = new URL('../../../src/client/locales/', import.meta.url);

/** The values of a message's placeholders, by name. */
export type MessageValues = Record<string, string | number>;

/**
 * Words `message` (the English source, as the code writes it) as a page in a
 * language shows it: its translation with `values` in place, tags (`<0>…</0>`)
 * left out, as a text node run reads. `context` tells apart words written twice.
 */
export type Translate = (message: string, values?: MessageValues, context?: string) => string;

type Catalog = Map<string, string>;

const key = (message: string, context?: string | null) => `${context ?? ''}\u0004${message}`;
const catalogs = new Map<Language, Catalog>();

/** Every message of the language's catalogs (all groups), by context and English source. */
function catalog(language: Language): Catalog {
  const found = catalogs.get(language);
  if (found) return found;
  const made: Catalog = new Map();
  const folder = new URL(`${language}/`, LOCALES);
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.po'))
    .sort()) {
    for (const item of PO.parse(readFileSync(new URL(file, folder), 'utf8')).items) {
      const translation = language === 'en' ? item.msgid : (item.msgstr[0] ?? '');
      if (item.msgid && translation) made.set(key(item.msgid, item.msgctxt), translation);
    }
  }
  catalogs.set(language, made);
  return made;
}

const TAGS = /<\/?\d+\/?>/g;

/** The translator of `language`: a message missing from its catalogs throws, naming it. */
export function translator(language: Language): Translate {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  const messages = Object.fromEntries(
    [...catalog(language)].map(([id, text]) => {
      const [context, message] = id.split('\u0004');
      return [generateMessageId(message ?? '', context ?? ''), text];
    }),
  );
  i18n.loadAndActivate({ locale: language, locales: [intlLocale(language)], messages });
  return (message, values = {}, context = '') => {
    if (!catalog(language).has(key(message, context)))
      throw new Error(`Not a message of the ${language} catalogs: ${JSON.stringify(message)}`);
    return i18n._(generateMessageId(message, context), values).replace(TAGS, '');
  };
}

/** The English of the device's own screens (the default of every view's checks). */
export const english: Translate = translator('en');

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message worded with any value for `placeholder`, as a pattern of a whole name. */
export function withAnyValue(tr: Translate, message: string, placeholder: string): RegExp {
  const [before = '', after = ''] = tr(message, { [placeholder]: '\u0000' }).split('\u0000');
  // Any space: names are read with their no-break spaces as plain ones.
  const part = (text: string) => literally(text).replace(/\s+/g, '\\s+');
  return new RegExp(`^${part(before)}.+${part(after)}$`);
}

/** A pattern of what `tokens` show: any value for a placeholder, any number for `#`. */
function patternOf(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'content')
        return literally(token.value.replace(TAGS, '').replace(/\s+/g, ' ')).replace(/ /g, '\\s+');
      if (token.type === 'octothorpe') return '[\\d.,\u00a0\u202f]+';
      if (token.type === 'argument' || token.type === 'function') return '.+?';
      return `(?:${token.cases.map((option) => patternOf(option.tokens)).join('|')})`;
    })
    .join('');
}

/** The literal words of `tokens`, placeholders and tags left out. */
function wordsOf(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'content') return token.value.replace(TAGS, ' ');
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
        return token.cases.map((option) => wordsOf(option.tokens)).join(' ');
      return ' ';
    })
    .join('');
}

/** An English message a page in another language should not show, as a pattern of what it shows. */
export type EnglishText = { message: string; pattern: RegExp };

/**
 * The English messages whose translation in `language` differs, each as a
 * whole text shows it. Left out: messages with placeholders and fewer than
 * two words of their own, which would match the data they hold, and
 * messages whose English the language also writes, in this message or another.
 */
export function englishReplacedIn(language: Language): EnglishText[] {
  const translated = catalog(language);
  // Words the language writes as English does ("OK"), in any message or context.
  const own = new Set([...translated.values()].map((text) => text.replace(TAGS, '')));
  return [...catalog('en')].flatMap(([id, message]) => {
    if (translated.get(id) === message || own.has(message.replace(TAGS, ''))) return [];
    let tokens: Token[];
    try {
      tokens = parse(message);
    } catch {
      return [];
    }
    const words = wordsOf(tokens).match(/[A-Za-z]{2,}/g) ?? [];
    if (words.length < (tokens.every((token) => token.type === 'content') ? 1 : 2)) return [];
    return [{ message, pattern: new RegExp(`^\\s*${patternOf(tokens)}\\s*$`) }];
  });
}
