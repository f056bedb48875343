import type { Page } from '@playwright/test';
import type { Language } from '#shared/languages.ts';
import { type EnglishText, englishReplacedIn } from './catalog-text.ts';

/** A text a person reads or hears on the page, and where it is. */
export type PageWord = { where: string; text: string };

/** What a person can hear besides what they see: names, hints, values. */
const SPOKEN = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
];

/**
 * Every text of the page a person reads or hears: each shown text node,
 * each shown element's whole text (a message with tags spans several nodes),
 * the texts screen readers are pointed to (even hidden), the spoken
 * attributes and the document's title.
 */
export function pageWords(page: Page): Promise<PageWord[]> {
  return page.evaluate((spoken) => {
    const words: { where: string; text: string }[] = [];
    const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
    const where = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}>`;
    const add = (element: Element, text: string | null | undefined, how: string) => {
      const said = clean(text ?? '');
      if (said) words.push({ where: `${where(element)} ${how}`, text: said });
    };
    const shown = (element: Element) =>
      element.checkVisibility() || element.closest('select, [role="listbox"]') !== null;
    const skipped = 'script, style, noscript, template';
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(skipped)) continue;
      for (const name of spoken) add(element, element.getAttribute(name), `[${name}]`);
      if (!shown(element)) continue;
      // Text nodes side by side read as one ("#" and "1" of `#{place}`).
      let run = '';
      for (const node of [...element.childNodes, null]) {
        if (node instanceof Text) run += node.data;
        else if (!(node instanceof Comment)) {
          add(element, run, 'text');
          run = '';
        }
      }
      const whole = element.textContent ?? '';
      if (element.children.length > 0 && whole.length < 400) add(element, whole, 'whole text');
    }
    for (const pointer of document.querySelectorAll('[aria-describedby], [aria-labelledby]')) {
      const ids = `${pointer.getAttribute('aria-describedby') ?? ''} ${pointer.getAttribute('aria-labelledby') ?? ''}`;
      for (const id of ids.split(/\s+/).filter(Boolean)) {
        const target = document.getElementById(id);
        if (target) add(target, target.textContent, `(#${id}, read aloud)`);
      }
    }
    add(document.documentElement, document.title, 'document title');
    return words;
  }, SPOKEN);
}

/** ICU syntax a message left unformatted: a placeholder, a tag, a `#` for a number. */
const RAW_ICU = [
  /\{\s*\w+\s*(?:,\s*(?:plural|select|selectordinal|number)\b|\})/,
  /<\/?\d+\/?>/,
  /#(?!\d)/,
];

/** The texts that show message syntax instead of its wording. */
export function rawSyntax(words: readonly PageWord[]): string[] {
  return words
    .filter(({ text }) => RAW_ICU.some((pattern) => pattern.test(text)))
    .map(({ where, text }) => `${where}: ${text}`);
}

const replaced = new Map<Language, EnglishText[]>();

/**
 * The texts that are an English message `language` translates otherwise:
 * words left in English. `data` (names, blurbs, the brand) is the scene's own.
 */
export function untranslated(
  words: readonly PageWord[],
  language: Language,
  data: ReadonlySet<string>,
): string[] {
  const english = replaced.get(language) ?? englishReplacedIn(language);
  replaced.set(language, english);
  const found = new Set<string>();
  for (const { where, text } of words) {
    // The scene's data, in English in every language, stands for a value.
    const said = [...data].reduce((rest, value) => rest.replaceAll(value, '…'), text);
    const message = english.find(({ pattern }) => pattern.test(said));
    if (message) found.add(`${where}: "${text}" (${JSON.stringify(message.message)})`);
  }
  return [...found];
}
