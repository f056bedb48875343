import type { ApiResult } from './api-client.ts';

/** Refusals a call waits out before it gives up. */
const MAX_PACED_ATTEMPTS = 30;

/**
 * Sends a request, and again while it is refused with 429 and Retry-After: a
 * server with its limits on paces a script as it paces a hall of phones, and
 * such a refusal did nothing.
 */
export async function paced<T>(send: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  let answer = await send();
  for (let attempt = 0; attempt < MAX_PACED_ATTEMPTS; attempt++) {
    const retryAfter = answer.headers.get('retry-after');
    if (answer.status !== 429 || retryAfter === null) break;
    await new Promise((resolve) => setTimeout(resolve, Number(retryAfter) * 1000));
    answer = await send();
  }
  return answer;
}
