import { ApiError } from '#client/lib/api-transport.ts';
import type { Room } from '#shared/api.ts';
import { MESSAGES } from '#shared/messages.ts';

export const FINISH_CONFIRMATION = 'Are you sure you want to finish voting?';
export const NO_VOTES_NOTE = 'No votes have been cast yet.';
export const LOCK_WARNING =
  'This will lock voting, calculate the final results and end the session for everyone. This cannot be undone.';

/** Finish Voting is offered only while voting is open and a contestant exists (the spec's rule). */
export function finishOffered(room: Pick<Room, 'status'>, contestantCount: number): boolean {
  return room.status !== 'ended' && contestantCount > 0;
}

/**
 * Asks the organiser twice before ending voting. False when they decline or
 * when there is nothing to finish (the spec's alert for no contestants).
 */
export function confirmFinish(contestantCount: number, ballotCount: number): boolean {
  if (contestantCount === 0) {
    window.alert(MESSAGES.noContestants);
    return false;
  }
  const first =
    ballotCount === 0 ? `${FINISH_CONFIRMATION}\n\n${NO_VOTES_NOTE}` : FINISH_CONFIRMATION;
  if (!window.confirm(first)) return false;
  return window.confirm(LOCK_WARNING);
}

/**
 * The spec's alert for a finish that failed, chosen by the refusal's code: no
 * contestants has its own; any other refusal means the results were not saved;
 * a server out of reach or failing on its side is the catch-all.
 */
export function finishFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.finalizeFailed;
  switch (error.code) {
    case 'no_contestants':
      return MESSAGES.noContestants;
    case 'unreachable':
    case 'internal':
    case 'unknown':
      return MESSAGES.finalizeFailed;
    default:
      return MESSAGES.saveResultsFailed;
  }
}
