import type { Contestant } from '#shared/api.ts';

/** A contestant named by its id in capitals, e.g. `contestant('a', 1)` is "A". */
export const contestant = (id: string, orderIndex: number): Contestant => ({
  id,
  roomId: 'room',
  name: id.toUpperCase(),
  blurb: '',
  imageUrl: null,
  demoUrl: null,
  orderIndex,
});

/** Five contestants, A to E, in that order. */
export const contestants = ['a', 'b', 'c', 'd', 'e'].map((id, i) => contestant(id, i + 1));
