import { ApiError } from '#client/lib/api-transport.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';

/**
 * Why a call of the judge's phone did not go through: the network dropped
 * (`offline`: try again once it is back), or the server refused it, in words.
 */
export type CallFailure = { offline: boolean; message: string };

export function callFailure(error: unknown): CallFailure {
  const offline = error instanceof ApiError && error.code === 'unreachable';
  return { offline, message: getErrorMessage(error) };
}
