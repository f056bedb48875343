import { z } from 'zod';
import { issueKey } from './issue-keys.ts';
import { TIMER_MAX_SECONDS, TIMER_MIN_SECONDS } from './voting-timer.ts';

/** How long the timer runs, in whole seconds; starting it again replaces the running one. */
export const startTimerInput = z.strictObject({
  seconds: z
    .number()
    .int({ error: issueKey('wholeNumber', { field: 'seconds' }) })
    .min(TIMER_MIN_SECONDS, { error: issueKey('timerTooShort', { seconds: TIMER_MIN_SECONDS }) })
    .max(TIMER_MAX_SECONDS, {
      error: issueKey('timerTooLong', { hours: TIMER_MAX_SECONDS / 3600 }),
    }),
});
export type StartTimerInput = z.input<typeof startTimerInput>;
