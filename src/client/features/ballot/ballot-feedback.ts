import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '#client/lib/api-transport.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';

/** Said to a participant whose ballot reached the server after voting had ended. */
export const NOT_COUNTED = msg`Voting ended before your ballot arrived, so it was not counted.`;

/**
 * Why the last Submit Vote or Reset Vote did not go through, as the ballot
 * keeps showing it: an error to read and try again, or a ballot that came
 * too late and was not counted.
 */
export type BallotFailure = { kind: 'error'; message: string } | { kind: 'not-counted' };

/**
 * A failed Submit Vote: the spec's alert ("Failed to submit vote: ..." for a
 * refusal, "Unexpected error: ..." otherwise), and what the ballot shows
 * after it. A refusal because the room has ended means the ballot was not counted.
 */
export function submitFailure(
  i18n: I18n,
  error: unknown,
): { alert: string; failure: BallotFailure } {
  let alert: string;
  if (error instanceof ApiError) {
    const refusal = getErrorMessage(error);
    alert = i18n._(msg`Failed to submit vote: ${refusal}`);
  } else {
    const problem = getErrorMessage(error);
    alert = i18n._(msg`Unexpected error: ${problem}`);
  }
  const notCounted = error instanceof ApiError && error.code === 'room_ended';
  return {
    alert,
    failure: notCounted ? { kind: 'not-counted' } : { kind: 'error', message: alert },
  };
}

/** A failed Reset Vote: the spec's alert, and the same words kept on the ballot. */
export function resetFailure(
  i18n: I18n,
  error: unknown,
): { alert: string; failure: BallotFailure } {
  let alert: string;
  if (error instanceof ApiError) {
    const refusal = getErrorMessage(error);
    alert = i18n._(msg`Failed to reset vote: ${refusal}`);
  } else {
    const problem = getErrorMessage(error);
    alert = i18n._(msg`Unexpected error resetting vote: ${problem}`);
  }
  return { alert, failure: { kind: 'error', message: alert } };
}
