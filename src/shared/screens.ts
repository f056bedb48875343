import { z } from 'zod';
import { issueKey } from './issue-keys.ts';

/**
 * Screen links: read-only secrets that open the room's big screen on
 * another machine (a streaming PC, a second projector, a hall screen). A
 * screen shows what the presenter shows and may do nothing; every organiser
 * may make one and revoke any.
 */

/** How long a screen's name may be. */
export const SCREEN_NAME_MAX_LENGTH = 40;
/** Screen links one room may have at once. */
export const MAX_SCREENS_PER_ROOM = 20;

/** A screen link, as the dashboard lists it (its secret is never listed). */
export const screen = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type Screen = z.infer<typeof screen>;

/** The room's screen links, oldest first. */
export const screensResponse = z.object({ screens: z.array(screen) });
export type ScreensResponse = z.infer<typeof screensResponse>;

/** A new screen link: an optional name ("Screen N" when left out). */
export const createScreenInput = z.strictObject({
  name: z
    .string({ error: issueKey('notText', { field: 'name' }) })
    .trim()
    .max(SCREEN_NAME_MAX_LENGTH, {
      error: issueKey('tooLong', { field: 'name', max: SCREEN_NAME_MAX_LENGTH }),
    })
    // A name is one line: no line breaks, tabs or other control characters.
    .refine((name) => !/\p{Cc}/u.test(name), { error: issueKey('oneLine', { field: 'name' }) })
    .optional(),
});
export type CreateScreenInput = z.input<typeof createScreenInput>;

/** The new screen link and its secret: the only time the secret is sent. */
export const createdScreenResponse = z.object({ screen, screenToken: z.string() });
export type CreatedScreen = z.infer<typeof createdScreenResponse>;
