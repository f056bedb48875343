/** Every user-visible message the spec fixes, word for word. */
export const MESSAGES = {
  fillInAllFields: 'Please fill in all fields',
  roomNotFoundByCode: 'Room not found. Please check your room code.',
  roomEnded: 'This room has ended and is no longer accepting votes.',
  joinFailed: 'Failed to join room. Please try again.',
  noContestants: 'Cannot finalize results: No contestants found.',
  saveResultsFailed: 'Failed to save results. Please try again.',
  finalizeFailed: 'An error occurred while finalizing results. Please try again.',
} as const;

/** Messages of our own, for refusals the spec does not word (error-messages.ts). */
export * as ERRORS from './error-messages.ts';

/** A judge's refusal to rank a contestant they have a conflict of interest with. */
export function conflictOfInterest(contestantName: string): string {
  return `You have a conflict of interest with ${contestantName}.`;
}
