import type { Room } from '#shared/api.ts';
import { ERRORS } from '#shared/messages.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import {
  awardsRevealed,
  resultsThroughReveal,
  revealCards,
  stagedResults,
} from '#shared/reveal.ts';
import { refuse } from '../errors.ts';
import { findResults } from '../repositories/results-repository.ts';
import { setHoldResults, setRevealStep, toRoom } from '../repositories/rooms-repository.ts';
import { requireAdmin } from './access.ts';
import type { ServiceContext } from './context.ts';
import { changeRoom } from './room-change.ts';
import { openRoom } from './rooms-service.ts';
import { releasedResults } from './snapshots.ts';

/**
 * Holds the results for the staged reveal, or lets them reach phones at once
 * (the default). Only while voting is open: once it ends, phones already
 * have the results or are waiting for the reveal.
 */
export async function holdResults(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  hold: boolean,
): Promise<Room> {
  requireAdmin((await openRoom(ctx, roomId, token)).access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended') throw refuse('room_ended', ERRORS.holdAfterEnd);
    if (room.holdResults === hold) return { value: toRoom(room), events: [] };
    const changed = await setHoldResults(tx, roomId, hold);
    return {
      value: toRoom(changed),
      events: [{ type: 'hold_results_changed', holdResults: hold }],
    };
  });
}

/**
 * Moves the staged reveal on to `step` (capped at the last step; never
 * back, so a repeated press changes nothing). Reaching an award's #1 in a
 * room that holds its results releases that award's results to
 * participants and the public.
 */
export async function revealTo(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  step: number,
): Promise<Room> {
  requireAdmin((await openRoom(ctx, roomId, token)).access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    const results = room.status === 'ended' ? await findResults(tx, roomId) : null;
    if (!results) throw refuse('voting_open', ERRORS.revealBeforeEnd);
    const next = Math.min(step, revealCards(results.awards).length);
    if (next <= room.revealStep) return { value: toRoom(room), events: [] };
    const changed = await setRevealStep(tx, roomId, next);
    const events: RoomEvent[] = [{ type: 'reveal_progressed', revealStep: next }];
    // Screen links are sent held results only as far as the big screen shows them.
    const shown = toRoom(room);
    if (resultsThroughReveal(shown)) {
      events.push({ type: 'staged_results', results: stagedResults(results, next) });
    }
    // Each award's results reach phones and the public as the reveal shows its #1.
    const released = awardsRevealed(results.awards, next);
    // A rehearsal's results never reach phones or the public.
    if (
      room.holdResults &&
      shown.rehearsal === null &&
      released > awardsRevealed(results.awards, room.revealStep)
    ) {
      const out = releasedResults(results, released);
      if (out) events.push({ type: 'results_released', results: out });
    }
    return { value: toRoom(changed), events };
  });
}
