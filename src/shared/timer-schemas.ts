import { z } from 'zod';
import { TIMER_MAX_SECONDS, TIMER_MIN_SECONDS } from './voting-timer.ts';

/** How long the timer runs, in whole seconds; starting it again replaces the running one. */
export const startTimerInput = z.strictObject({
  seconds: z
    .number()
    .int({ error: 'Seconds must be a whole number.' })
    .min(TIMER_MIN_SECONDS, { error: `The timer runs at least ${TIMER_MIN_SECONDS} seconds.` })
    .max(TIMER_MAX_SECONDS, { error: `The timer runs at most ${TIMER_MAX_SECONDS / 3600} hours.` }),
});
export type StartTimerInput = z.input<typeof startTimerInput>;
