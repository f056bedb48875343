import type { BallotDraft } from '#client/lib/ballot-drafts.ts';
import type { Ballot, Contestant } from '#shared/api.ts';
import { type BallotLists, followContestants } from './ballot-lists.ts';

/*
 * What a participant's ballot does at each step, decided without React or
 * the network: use-ballot.ts applies these and makes the calls.
 */

/** What becomes of the ranking kept on the device: saved as this draft, cleared, or left. */
export type DraftStep = { kind: 'save'; draft: BallotDraft } | { kind: 'clear' } | { kind: 'keep' };

/** Where a ballot stands between calls. */
export type BallotStanding = {
  voted: boolean;
  unsent: boolean;
  queued: boolean;
  /** The `updatedAt` of the ballot the server holds (null: none). */
  basedOn: string | null;
};

/**
 * The participant moved a contestant. Once submitted, nothing is kept on the
 * device. Otherwise the ranking is kept until it is submitted (an empty one
 * is no draft), and a change after an offline Submit Vote takes the ranking
 * off its way: it is unsent again, no longer queued.
 */
export function moveStep(
  next: BallotLists,
  standing: BallotStanding,
): { draft: DraftStep; unsent: boolean; cancelQueue: boolean } {
  if (standing.voted)
    return { draft: { kind: 'keep' }, unsent: standing.unsent, cancelQueue: false };
  const ranked = next.ranked.length > 0;
  return {
    draft: ranked
      ? { kind: 'save', draft: { ranked: next.ranked, basedOn: standing.basedOn } }
      : { kind: 'clear' },
    unsent: ranked && (standing.unsent || standing.queued),
    cancelQueue: true,
  };
}

/**
 * Submit Vote: nothing to send without a ranking, or once submitted; queued
 * when the device is offline or a ranking is already waiting for the network
 * (it goes after that one, never beside it); else sent now.
 */
export function submitStep(
  lists: BallotLists | null,
  standing: Pick<BallotStanding, 'voted' | 'queued'>,
  offline: boolean,
): 'nothing' | 'queue' | 'send' {
  if (!lists || lists.ranked.length === 0 || standing.voted) return 'nothing';
  return standing.queued || offline ? 'queue' : 'send';
}

/** A contestant removed from an unsent ranking leaves the ranking kept on the device too. */
export function draftAfterRemoval(draft: BallotDraft | null, ranked: readonly string[]): DraftStep {
  if (!draft) return { kind: 'keep' };
  const kept = draft.ranked.filter((id) => ranked.includes(id));
  if (kept.length === draft.ranked.length) return { kind: 'keep' };
  return kept.length === 0
    ? { kind: 'clear' }
    : { kind: 'save', draft: { ...draft, ranked: kept } };
}

/**
 * Whether the saved ballot ranks a contestant the room no longer has: the
 * removal reached the phone without the server's word on the ballot (a fresh
 * snapshot after a change too large to send), so the ballot is read again.
 */
export function ranksRemoved(
  saved: Ballot | null | undefined,
  contestants: readonly Contestant[],
): boolean {
  if (!saved) return false;
  const present = new Set(contestants.map((c) => c.id));
  return saved.rankings.some((entry) => !present.has(entry.contestantId));
}

/**
 * The lists after the room's contestants changed: those removed leave them,
 * those added join Available, and when the organiser reordered the room
 * (`reordered`) Available takes the room's new order.
 */
export function listsFollowingRoom(
  lists: BallotLists | null,
  contestants: readonly Contestant[],
  reordered: boolean,
): BallotLists | null {
  const followed = lists && followContestants(lists, contestants);
  return followed && reordered ? availableInRoomOrder(followed, contestants) : followed;
}

/** Whether the contestants in both lists stand in another order now than before. */
export function orderChanged(before: readonly string[], contestants: readonly Contestant[]) {
  const now = contestants.map((c) => c.id);
  const still = new Set(now);
  const was = new Set(before);
  const kept = before.filter((id) => still.has(id));
  const keptNow = now.filter((id) => was.has(id));
  return kept.some((id, index) => keptNow[index] !== id);
}

/**
 * Available Contestants in the room's order, as the organiser just set it;
 * Your Rankings stays as the participant ranked it. The same lists when
 * nothing moves.
 */
export function availableInRoomOrder(
  lists: BallotLists,
  contestants: readonly Contestant[],
): BallotLists {
  const position = new Map(contestants.map((c, index) => [c.id, index]));
  const at = (id: string) => position.get(id) ?? contestants.length;
  const available = [...lists.available].sort((a, b) => at(a) - at(b));
  return available.every((id, index) => lists.available[index] === id)
    ? lists
    : { ...lists, available };
}
