import { expect } from 'vitest';
import type { Harness } from './harness.ts';
import { atHand } from './room-setup.ts';

export type VotedRoomOptions = {
  contestants: number;
  participants: number;
  /** Holds the results for the staged reveal before anyone votes. */
  hold?: boolean;
};

/**
 * A room where every participant ranked Project A, B, C in that order, so the
 * ranking is A, B, C, then the rest in the order they were added.
 */
export async function votedRoom(h: Harness, options: VotedRoomOptions) {
  const r = atHand(await h.setUpRoom(options));
  if (options.hold) {
    const held = await h.api.holdResults(r.roomId, r.adminToken, { holdResults: true });
    expect(held.status).toBe(200);
  }
  for (const participant of r.participants) {
    const saved = await h.api.rank(r.roomId, participant.token, r.ids.slice(0, 3));
    expect(saved.status).toBe(200);
  }
  return r;
}
