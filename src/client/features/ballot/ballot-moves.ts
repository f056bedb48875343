import type { I18n } from '@lingui/core';
import { msg, selectOrdinal } from '@lingui/core/macro';
import type { Contestant } from '#shared/api.ts';
import { AVAILABLE, type BallotLists, moveContestant, RANKED } from './ballot-lists.ts';

/**
 * What a participant can do to one contestant with a button instead of a
 * drag: rank it, take it out of Your Rankings, or move it up or down there.
 */
export type BallotMove = {
  kind: 'rank' | 'unrank' | 'up' | 'down';
  contestantId: string;
};

/** Which control of the moved contestant's chip keeps the keyboard after a move. */
export type FocusTarget = 'handle' | 'up' | 'down';

/**
 * The lists after a button move, by the same rules as a drop: ranking goes
 * to the end of Your Rankings and only while it holds fewer than 3; a
 * contestant taken out goes back to its place in the room's order among
 * those available; up and down swap it with its neighbour. A move that
 * cannot be made returns the lists unchanged (the same object).
 */
export function applyMove(
  lists: BallotLists,
  move: BallotMove,
  contestants: readonly Contestant[],
): BallotLists {
  const { contestantId } = move;
  const rankedIndex = lists.ranked.indexOf(contestantId);
  const availableIndex = lists.available.indexOf(contestantId);
  switch (move.kind) {
    case 'rank':
      if (availableIndex < 0) return lists;
      return moveContestant(
        lists,
        { droppableId: AVAILABLE, index: availableIndex },
        { droppableId: RANKED, index: lists.ranked.length },
      );
    case 'unrank':
      if (rankedIndex < 0) return lists;
      return moveContestant(
        lists,
        { droppableId: RANKED, index: rankedIndex },
        {
          droppableId: AVAILABLE,
          index: placeInRoomOrder(lists.available, contestantId, contestants),
        },
      );
    case 'up':
    case 'down': {
      const target = rankedIndex + (move.kind === 'up' ? -1 : 1);
      if (rankedIndex < 0 || target < 0 || target >= lists.ranked.length) return lists;
      return moveContestant(
        lists,
        { droppableId: RANKED, index: rankedIndex },
        { droppableId: RANKED, index: target },
      );
    }
  }
}

/** Where a contestant goes among those available: before the first that comes after it in the room. */
function placeInRoomOrder(
  available: readonly string[],
  contestantId: string,
  contestants: readonly Contestant[],
): number {
  const order = new Map(contestants.map((c, index) => [c.id, index]));
  const own = order.get(contestantId) ?? Number.POSITIVE_INFINITY;
  const after = available.findIndex((id) => (order.get(id) ?? Number.POSITIVE_INFINITY) > own);
  return after < 0 ? available.length : after;
}

/** What a screen reader is told after a move that was made (`next` is the lists after it). */
export function moveAnnouncement(
  i18n: I18n,
  contestantName: string,
  move: BallotMove,
  next: BallotLists,
): string {
  // The place in Your Rankings, 1st to 3rd.
  const place = next.ranked.indexOf(move.contestantId) + 1;
  switch (move.kind) {
    case 'rank':
      return i18n._(
        msg`${contestantName} ranked ${selectOrdinal(place, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}.`,
      );
    case 'unrank':
      return i18n._(msg`${contestantName} removed from Your Rankings.`);
    case 'up':
      return i18n._(
        msg`${contestantName} moved up to ${selectOrdinal(place, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}.`,
      );
    case 'down':
      return i18n._(
        msg`${contestantName} moved down to ${selectOrdinal(place, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}.`,
      );
  }
}

/**
 * Where the keyboard goes after a move: the moved contestant's chip, on the
 * button just pressed while it can be pressed again (so Move up can be held
 * to the top), else on the other direction.
 */
export function focusAfterMove(move: BallotMove, next: BallotLists): FocusTarget {
  if (move.kind !== 'up' && move.kind !== 'down') return 'handle';
  const index = next.ranked.indexOf(move.contestantId);
  const canGoUp = index > 0;
  const canGoDown = index >= 0 && index < next.ranked.length - 1;
  if (move.kind === 'up') return canGoUp ? 'up' : canGoDown ? 'down' : 'handle';
  return canGoDown ? 'down' : canGoUp ? 'up' : 'handle';
}
