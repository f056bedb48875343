import type { Ballot, Contestant } from '#shared/api.ts';

/** A contestant named by its id in capitals, e.g. `contestant('a', 1)` is "A". */
export const contestant = (id: string, orderIndex: number): Contestant => ({
  id,
  roomId: 'room',
  name: id.toUpperCase(),
  blurb: '',
  imageUrl: null,
  demoUrl: null,
  orderIndex,
  tableNumber: null,
});

/** Five contestants, A to E, in that order. */
export const contestants = ['a', 'b', 'c', 'd', 'e'].map((id, i) => contestant(id, i + 1));

/** A ballot ranking these contestants, its rankings stored out of order (rank decides). */
export function ballotOf(...ids: string[]): Ballot {
  return {
    id: 'b',
    roomId: 'r',
    awardId: 'overall',
    participantId: 'p',
    participantName: 'Wren',
    judge: false,
    // Out of order on purpose: rank decides, not position.
    rankings: ids
      .map((contestantId, index) => ({ contestantId, rank: index + 1, points: 3 - index }))
      .reverse(),
    updatedAt: '2026-11-26T10:00:00.000Z',
  };
}
