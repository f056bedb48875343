import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/** One of the languages VibeRank speaks, spelt as LANGUAGES spells it. */
export const languageField = z.enum(LANGUAGES, {
  error: `Language must be one of ${LANGUAGES.join(', ')}.`,
});

/** The room's language, which the big screen speaks at once. */
export const roomLanguageInput = z.strictObject({ language: languageField });
export type RoomLanguageInput = z.input<typeof roomLanguageInput>;
