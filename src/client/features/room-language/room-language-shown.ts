import type { Language } from '#shared/languages.ts';

/** The organiser's last change the server answered: the room's language then, and the new one. */
export type AnsweredChange = { from: Language; to: Language };

/**
 * The language the control shows: the one asked for while the call is out;
 * then the one the server answered, until the live room moves away from the
 * language it had when the organiser asked (to theirs, or to another
 * organiser's); else the live room's.
 */
export function shownLanguage(
  live: Language,
  asked: Language | null,
  answered: AnsweredChange | null,
): Language {
  if (asked) return asked;
  if (answered && answered.from === live) return answered.to;
  return live;
}
