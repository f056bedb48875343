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

/**
 * A voted room whose voting has ended, once its ballot record is frozen (just
 * after the finish): sockets opened now hear nothing more of the finish.
 */
export async function finishedRoom(h: Harness, options: VotedRoomOptions) {
  const r = await votedRoom(h, options);
  expect((await h.api.finish(r.roomId, r.adminToken)).status).toBe(200);
  expect((await h.api.record.file(r.roomId, r.adminToken)).status).toBe(200);
  return r;
}
