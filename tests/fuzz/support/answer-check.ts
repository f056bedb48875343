import { errorResponse } from '#shared/refusals.ts';

/**
 * What is wrong with an HTTP answer, or undefined if nothing: a 2xx, or a
 * 4xx with the `{ error: { code, message } }` body; never a 5xx.
 */
export function answerProblem(status: number, text: string): string | undefined {
  if (status >= 200 && status < 300) return undefined;
  if (status < 400 || status >= 500) return `status ${status}: ${text.slice(0, 300)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${status} with a body that is not JSON: ${text.slice(0, 300)}`;
  }
  const parsed = errorResponse.safeParse(body);
  if (!parsed.success) return `status ${status} with a malformed error body: ${text.slice(0, 300)}`;
  if (parsed.data.error.code === 'internal') return `status ${status} coded internal`;
  if (parsed.data.error.message === '') return `status ${status} without a message`;
  return undefined;
}
