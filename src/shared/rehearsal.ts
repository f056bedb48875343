import { z } from 'zod';

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

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a whole number from ${min} to ${max}.` })
    .int({ error: `${what} must be a whole number from ${min} to ${max}.` })
    .min(min, { error: `${what} must be a whole number from ${min} to ${max}.` })
    .max(max, { error: `${what} must be a whole number from ${min} to ${max}.` });

/** Rehearse with simulated voters: how many, and over how many seconds. */
export const startRehearsalInput = z.strictObject({
  voters: whole('Voters', 1, MAX_REHEARSAL_VOTERS),
  seconds: whole('Seconds', MIN_REHEARSAL_SECONDS, MAX_REHEARSAL_SECONDS),
});
export type StartRehearsalInput = z.input<typeof startRehearsalInput>;
