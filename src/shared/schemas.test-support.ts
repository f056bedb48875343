import type { z } from 'zod';
import { wordIssue } from './refusal-english.ts';

/**
 * The issue messages of a failed parse, in the English the server answers
 * them in (the schemas' own messages are keys: issue-keys.ts); fails the test
 * if the parse succeeded.
 */
export function messages(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((issue) => wordIssue(issue.message).message);
}

/** The issues of a failed parse as { path, message }, the message in English. */
export function issues(result: z.ZodSafeParseResult<unknown>) {
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map(({ path, message }) => ({
    path,
    message: wordIssue(message).message,
  }));
}

/** A 1x1 transparent PNG. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const PNG_DATA_URL = `data:image/png;base64,${PNG_BASE64}`;

/** A data URL whose payload decodes to exactly `bytes` bytes. */
export function dataUrlOfBytes(bytes: number, mimeType = 'image/png'): string {
  return `data:${mimeType};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
}
