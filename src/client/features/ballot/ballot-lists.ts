import type { BallotDraft } from '#client/lib/ballot-drafts.ts';
import type { Ballot, Contestant } from '#shared/api.ts';
import { MAX_RANKINGS } from '#shared/constants.ts';

export const AVAILABLE = 'available';
export const RANKED = 'ranked';
export type ListId = typeof AVAILABLE | typeof RANKED;

/** A participant's two lists, as contestant ids: Available Contestants and Your Rankings. */
export type BallotLists = { available: string[]; ranked: string[] };

export type DragLocation = { droppableId: string; index: number };

function isListId(value: string): value is ListId {
  return value === AVAILABLE || value === RANKED;
}

/** A ballot's contestants, first pick first. */
export function rankedIds(ballot: Ballot): string[] {
  return [...ballot.rankings].sort((a, b) => a.rank - b.rank).map((entry) => entry.contestantId);
}

/**
 * Rebuilds the lists on entry: a saved ballot's contestants ranked by rank,
 * everyone else available in the room's order.
 */
export function listsFromBallot(contestants: readonly Contestant[], ballot: Ballot | null) {
  return listsFromRanking(contestants, ballot ? rankedIds(ballot) : []);
}

/**
 * The lists with these contestants ranked in this order (those still in the
 * room, at most 3), everyone else available in the room's order.
 */
export function listsFromRanking(contestants: readonly Contestant[], rankedIds: readonly string[]) {
  const known = new Set(contestants.map((c) => c.id));
  const ranked = [...new Set(rankedIds)].filter((id) => known.has(id)).slice(0, MAX_RANKINGS);
  const rankedSet = new Set(ranked);
  return {
    available: contestants.filter((c) => !rankedSet.has(c.id)).map((c) => c.id),
    ranked,
  } satisfies BallotLists;
}

/**
 * The lists on entry, from the saved ballot and the ranking kept on the
 * device (the draft). The draft comes back, unsent, when it was made from the
 * ballot saved now, and when it was submitted offline before a reload (still
 * `queued`: the queue decides). A ballot submitted since it was made is newer
 * and wins: the draft is `stale`, to be forgotten.
 */
export function listsOnEntry(
  contestants: readonly Contestant[],
  saved: Ballot | null,
  draft: BallotDraft | null,
): { lists: BallotLists; voted: boolean; unsent: boolean; stale: boolean } {
  if (draft && (draft.queued || draft.basedOn === (saved?.updatedAt ?? null))) {
    const lists = listsFromRanking(contestants, draft.ranked);
    return { lists, voted: false, unsent: lists.ranked.length > 0 && !draft.queued, stale: false };
  }
  const lists = listsFromBallot(contestants, saved);
  return { lists, voted: saved !== null, unsent: false, stale: draft !== null };
}

/**
 * Keeps the lists in step with the room's contestants: one added since the
 * lists were built goes to the end of Available; one removed leaves whichever
 * list held it. The lists are returned unchanged when nothing moved.
 */
export function followContestants(
  lists: BallotLists,
  contestants: readonly Contestant[],
): BallotLists {
  const current = new Set(contestants.map((c) => c.id));
  const listed = new Set([...lists.available, ...lists.ranked]);
  const added = contestants.filter((c) => !listed.has(c.id)).map((c) => c.id);
  const removed = [...listed].some((id) => !current.has(id));
  if (added.length === 0 && !removed) return lists;
  return {
    available: [...lists.available.filter((id) => current.has(id)), ...added],
    ranked: lists.ranked.filter((id) => current.has(id)),
  };
}

/**
 * Applies a drop by the spec's rules: reorder within a list; into Your
 * Rankings only while it holds fewer than 3; back to Available at any time;
 * a drop with no destination does nothing.
 */
export function moveContestant(
  lists: BallotLists,
  source: DragLocation,
  destination: DragLocation | null | undefined,
): BallotLists {
  if (!destination) return lists;
  if (!isListId(source.droppableId) || !isListId(destination.droppableId)) return lists;
  const from = [...lists[source.droppableId]];
  const [moved] = from.splice(source.index, 1);
  if (moved === undefined) return lists;

  if (source.droppableId === destination.droppableId) {
    from.splice(destination.index, 0, moved);
    return { ...lists, [source.droppableId]: from };
  }
  if (destination.droppableId === RANKED && lists.ranked.length >= MAX_RANKINGS) return lists;
  const to = [...lists[destination.droppableId]];
  to.splice(Math.min(destination.index, to.length), 0, moved);
  return { ...lists, [source.droppableId]: from, [destination.droppableId]: to };
}

/** Moves every ranked contestant back to Available (Reset Vote), in the room's order. */
export function resetLists(contestants: readonly Contestant[]): BallotLists {
  return { available: contestants.map((c) => c.id), ranked: [] };
}
