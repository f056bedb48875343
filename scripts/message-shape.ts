// What a translation must keep of its English message: valid ICU
// MessageFormat, the same placeholders ({name}, {count, plural, …}) and the
// same tags (<0>…</0>) — a translation that drops or renames one shows raw
// syntax or loses a name on screen. Read by check-catalogs.ts.
import { parse, type Token } from '@messageformat/parser';

/** The placeholders and tags of an ICU message, or the reason it does not parse. */
export type MessageShape = { placeholders: string[]; tags: string[] } | { error: string };

function placeholdersOf(tokens: readonly Token[], into: Set<string>): void {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.add(token.arg);
      for (const option of token.cases) placeholdersOf(option.tokens, into);
    }
  }
}

/** The shape of `message`: what a translation of it must keep. */
export function messageShape(message: string): MessageShape {
  try {
    const placeholders = new Set<string>();
    placeholdersOf(parse(message), placeholders);
    const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]);
    return { placeholders: [...placeholders].sort(), tags: [...new Set(tags)].sort() };
  } catch (error) {
    return { error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) };
  }
}

/** What is wrong with `translation` as a translation of `source`, or null. */
export function translationProblem(source: string, translation: string): string | null {
  const wanted = messageShape(source);
  const given = messageShape(translation);
  if ('error' in given) return `not valid ICU MessageFormat (${given.error})`;
  if ('error' in wanted) return null;
  const same = (a: string[], b: string[]) => a.join('\u0000') === b.join('\u0000');
  if (!same(wanted.placeholders, given.placeholders))
    return `placeholders ${given.placeholders.join(', ') || 'none'} instead of ${wanted.placeholders.join(', ') || 'none'}`;
  if (!same(wanted.tags, given.tags))
    return `tags ${given.tags.join(' ') || 'none'} instead of ${wanted.tags.join(' ') || 'none'}`;
  return null;
}
