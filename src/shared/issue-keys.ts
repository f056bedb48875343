import type { IssueArgs } from './issue-english.ts';
import type { IssueReason } from './issue-reasons.ts';
import type { RefusalValues } from './refusal-reasons.ts';

/**
 * The message the shared schemas give an issue: not words but a key, its
 * reason and the data its words need (`tooLong {"field":"roomName","max":20}`),
 * so that whoever reads the issue words it in its own language: a device its
 * own check's issues (`src/client/lib/validation-wording.ts`), the server in
 * English when it answers (`refusal-english.ts`). Read back by `readIssueKey`
 * (`read-issue-key.ts`, apart: a phone's first load makes keys, and reads none).
 */
export function issueKey<R extends IssueReason>(reason: R, ...values: IssueArgs<R>): string {
  const [given] = values as [RefusalValues?];
  return given === undefined ? reason : `${reason} ${JSON.stringify(given)}`;
}

/** The reason an issue key names, unchecked: for a caller that tells its few reasons apart itself. */
export function issueReasonOf(message: string): string {
  const space = message.indexOf(' ');
  return space < 0 ? message : message.slice(0, space);
}
