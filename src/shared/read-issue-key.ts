import { issueReasonOf } from './issue-keys.ts';
import { ISSUE_REASONS, type IssueReason } from './issue-reasons.ts';
import type { RefusalValues } from './refusal-reasons.ts';

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
  const reason = issueReasonOf(message);
  if (!(ISSUE_REASONS as readonly string[]).includes(reason)) return null;
  if (space < 0) return { reason: reason as IssueReason, values: {} };
  try {
    const values: unknown = JSON.parse(message.slice(space + 1));
    return isValues(values) ? { reason: reason as IssueReason, values } : null;
  } catch {
    return null;
  }
}
