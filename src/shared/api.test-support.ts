import type { Contestant } from './api.ts';

/** A contestant of room `r` named for its id (upper-cased), with nothing else filled in. */
export function testContestant(id: string, orderIndex = 1): Contestant {
  return {
    id,
    roomId: 'r',
    name: id.toUpperCase(),
    blurb: '',
    imageUrl: null,
    demoUrl: null,
    orderIndex,
    tableNumber: null,
  };
}
