import { z } from 'zod';
import { issueKey } from './issue-keys.ts';

/**
 * A rehearsal: simulated voters join an open room and vote over a while,
 * through the same path as people, so that every screen shows the room
 * filling up; ending it takes every simulated voter, ballot and result away
 * and leaves the room open as it was.
 */

/** The most simulated voters one rehearsal brings. */
export const MAX_REHEARSAL_VOTERS = 2000;
/** How long a rehearsal's voters take to arrive and vote, in seconds. */
export const MIN_REHEARSAL_SECONDS = 10;
export const MAX_REHEARSAL_SECONDS = 3600;

/** A rehearsal as the room shows it: how many simulated voters, and when the last has voted. */
export const rehearsal = z.object({ voters: z.number().int(), endsAt: z.string() });
export type Rehearsal = z.infer<typeof rehearsal>;

const whole = (field: 'voters' | 'seconds', min: number, max: number) => {
  const error = issueKey('wholeNumberFrom', { field, min, max });
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** Rehearse with simulated voters: how many, and over how many seconds. */
export const startRehearsalInput = z.strictObject({
  voters: whole('voters', 1, MAX_REHEARSAL_VOTERS),
  seconds: whole('seconds', MIN_REHEARSAL_SECONDS, MAX_REHEARSAL_SECONDS),
});
export type StartRehearsalInput = z.input<typeof startRehearsalInput>;
