import { z } from 'zod';
import { issueKey } from './issue-keys.ts';

/**
 * One press of the staged reveal: the step the organiser's screen showed
 * (`from`) and the step next to it to move to (`step`, one more or one less).
 * The server refuses the press when the reveal is no longer at `from`.
 */
export const revealInput = z
  .strictObject({
    from: z
      .number()
      .int()
      .min(0, { error: issueKey('atLeast', { field: 'from', min: 0 }) })
      .max(1000),
    step: z
      .number()
      .int()
      .min(0, { error: issueKey('atLeast', { field: 'step', min: 0 }) })
      .max(1000),
  })
  .refine(({ from, step }) => Math.abs(step - from) === 1, {
    error: issueKey('stepNotNext'),
    path: ['step'],
  });
export type RevealInput = z.input<typeof revealInput>;
