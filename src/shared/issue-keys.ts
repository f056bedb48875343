import type { IssueArgs } from './issue-english.ts';
import { ISSUE_REASONS, type IssueReason, type RefusalValues } from './refusal-reasons.ts';

/**
 * The message the shared schemas give an issue: not words but a key, its
 * reason and the data its words need (`tooLong {"field":"roomName","max":20}`),
 * so that whoever reads the issue words it in its own language: a device its
 * own check's issues (`src/client/lib/validation-wording.ts`), the server in
 * English when it answers (`refusal-english.ts`).
 */
export function issueKey<R extends IssueReason>(reason: R, ...values: IssueArgs<R>): string {
  const [given] = values as [RefusalValues?];
  return given === undefined ? reason : `${reason} ${JSON.stringify(given)}`;
}

const REASONS = new Set<string>(ISSUE_REASONS);

function isValues(value: unknown): value is RefusalValues {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (entry) => typeof entry === 'string' || (typeof entry === 'number' && Number.isFinite(entry)),
  );
}

/**
 * The reason and values of an issue's message made by `issueKey`; null for
 * any other message (zod's own, for a check the schemas do not word).
 */
export function readIssueKey(
  message: string | undefined,
): { reason: IssueReason; values: RefusalValues } | null {
  if (message === undefined) return null;
  const space = message.indexOf(' ');
  const reason = space < 0 ? message : message.slice(0, space);
  if (!REASONS.has(reason)) return null;
  if (space < 0) return { reason: reason as IssueReason, values: {} };
  try {
    const values: unknown = JSON.parse(message.slice(space + 1));
    return isValues(values) ? { reason: reason as IssueReason, values } : null;
  } catch {
    return null;
  }
}
