import type { HttpRequest } from './http-cases.ts';

/** No request may take longer than this: past it the server is hung, and the case fails. */
export const REQUEST_TIMEOUT_MS = 10_000;

export type HttpAnswer = { status: number; text: string };

/** Sends one request over fetch, bounded by a timeout; a timeout throws. */
export async function sendHttp(baseUrl: string, request: HttpRequest): Promise<HttpAnswer> {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body:
      typeof request.body === 'string' || !request.body
        ? request.body
        : new Uint8Array(request.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, text: await response.text() };
}
