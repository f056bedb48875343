import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '#client/lib/api-transport.ts';
import type { Room } from '#shared/api.ts';

/** The first confirmation, the spec's words (MESSAGES has none for it). */
export const FINISH_CONFIRMATION = msg`Are you sure you want to finish voting?`;
/** Added under the first confirmation when nobody has voted. */
export const NO_VOTES_NOTE = msg`No votes have been cast yet.`;
export const LOCK_WARNING = msg`This will lock voting, calculate the final results and end the session for everyone. This cannot be undone.`;

/** The spec's alerts, word for word as MESSAGES has them in English (finish-voting.test.ts). */
export const NO_CONTESTANTS = msg`Cannot finalize results: No contestants found.`;
export const SAVE_RESULTS_FAILED = msg`Failed to save results. Please try again.`;
export const FINALIZE_FAILED = msg`An error occurred while finalizing results. Please try again.`;

/** Finish Voting is offered only while voting is open and a contestant exists (the spec's rule). */
export function finishOffered(room: Pick<Room, 'status'>, contestantCount: number): boolean {
  return room.status !== 'ended' && contestantCount > 0;
}

/**
 * Asks the organiser twice before ending voting. False when they decline or
 * when there is nothing to finish (the spec's alert for no contestants).
 */
export function confirmFinish(i18n: I18n, contestantCount: number, ballotCount: number): boolean {
  if (contestantCount === 0) {
    window.alert(i18n._(NO_CONTESTANTS));
    return false;
  }
  const confirmation = i18n._(FINISH_CONFIRMATION);
  const first = ballotCount === 0 ? `${confirmation}\n\n${i18n._(NO_VOTES_NOTE)}` : confirmation;
  if (!window.confirm(first)) return false;
  return window.confirm(i18n._(LOCK_WARNING));
}

/**
 * The spec's alert for a finish that failed, chosen by the refusal's code: no
 * contestants has its own; any other refusal means the results were not saved;
 * a server out of reach or failing on its side is the catch-all.
 */
export function finishFailureMessage(i18n: I18n, error: unknown): string {
  if (!(error instanceof ApiError)) return i18n._(FINALIZE_FAILED);
  switch (error.code) {
    case 'no_contestants':
      return i18n._(NO_CONTESTANTS);
    case 'unreachable':
    case 'internal':
    case 'unknown':
      return i18n._(FINALIZE_FAILED);
    default:
      return i18n._(SAVE_RESULTS_FAILED);
  }
}
