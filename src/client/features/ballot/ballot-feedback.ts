import { ApiError } from '#client/lib/api-transport.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';

/** Said to a participant whose ballot reached the server after voting had ended. */
export const NOT_COUNTED = 'Voting ended before your ballot arrived, so it was not counted.';

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
export function submitFailure(error: unknown): { alert: string; failure: BallotFailure } {
  const alert =
    error instanceof ApiError
      ? `Failed to submit vote: ${getErrorMessage(error)}`
      : `Unexpected error: ${getErrorMessage(error)}`;
  const notCounted = error instanceof ApiError && error.code === 'room_ended';
  return {
    alert,
    failure: notCounted ? { kind: 'not-counted' } : { kind: 'error', message: alert },
  };
}

/** A failed Reset Vote: the spec's alert, and the same words kept on the ballot. */
export function resetFailure(error: unknown): { alert: string; failure: BallotFailure } {
  const alert =
    error instanceof ApiError
      ? `Failed to reset vote: ${getErrorMessage(error)}`
      : `Unexpected error resetting vote: ${getErrorMessage(error)}`;
  return { alert, failure: { kind: 'error', message: alert } };
}
