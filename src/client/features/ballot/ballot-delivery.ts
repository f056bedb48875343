import { msg } from '@lingui/core/macro';
import { ApiError } from '#client/lib/api-transport.ts';
import { readOwnBallots } from '#client/lib/own-ballot-read.ts';
import type { Ballot } from '#shared/api.ts';
import { ballotApi } from './ballot-api.ts';

/** Said under Submit Vote while a submitted ranking waits for the network. */
export const OFFLINE_QUEUED = msg`You're offline — your vote will be sent when you're back online.`;

/** Said when a ranking kept while offline meets a ballot changed meanwhile (another device, the organiser). */
export const CHANGED_ELSEWHERE = msg`Your ballot was changed while you were offline, so this ranking was not sent. Submit Vote to send it instead.`;

/** Whether a failed call never reached the server: the phone is offline, or the Wi-Fi lost its way. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'unreachable';
}

/** Whether the device says it has no network at all; an unknown answer is not offline. */
export function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Whether a ballot ranks exactly these contestants, in this order. */
export function ranksExactly(ballot: Ballot | null, ranked: readonly string[]): boolean {
  if (!ballot || ballot.rankings.length !== ranked.length) return false;
  const inOrder = [...ballot.rankings].sort((a, b) => a.rank - b.rank);
  return inOrder.every((entry, index) => entry.contestantId === ranked[index]);
}

/** What became of a ranking sent once the network is back. */
export type Delivery =
  | { kind: 'sent'; ballot: Ballot }
  | { kind: 'offline' }
  | { kind: 'changed-elsewhere'; ballot: Ballot | null }
  | { kind: 'refused'; error: unknown };

/**
 * Sends a ranking that was submitted while offline, at most once. The server's
 * ballot is read first: if it is no longer the one the ranking started from
 * (`basedOn`, its updatedAt), someone changed it meanwhile and it is not
 * overwritten; if it already ranks exactly this (the first attempt reached
 * the server but its answer was lost), it was delivered and is not sent again.
 * It goes to the award it was submitted in (`awardId`).
 */
export async function deliverQueued(
  roomId: string,
  token: string,
  ranked: readonly string[],
  basedOn: string | null,
  awardId: string,
): Promise<Delivery> {
  try {
    const { ballot: current } = await readOwnBallots(roomId, token, awardId);
    if (current && ranksExactly(current, ranked)) return { kind: 'sent', ballot: current };
    if ((current?.updatedAt ?? null) !== basedOn) {
      return { kind: 'changed-elsewhere', ballot: current };
    }
    const { ballot } = await ballotApi.submitBallot(roomId, token, ranked, awardId);
    return { kind: 'sent', ballot };
  } catch (error) {
    return isUnreachable(error) ? { kind: 'offline' } : { kind: 'refused', error };
  }
}
