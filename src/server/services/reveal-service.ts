import type { Room } from '#shared/api.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import {
  type AwardScores,
  awardsRevealed,
  resultsThroughReveal,
  stagedResults,
} from '#shared/reveal.ts';
import { canRevealBack, canRevealNext } from '#shared/reveal-moves.ts';
import type { RevealInput } from '#shared/reveal-schemas.ts';
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
    if (room.status === 'ended') throw refuse('room_ended', 'holdAfterEnd');
    if (room.holdResults === hold) return { value: toRoom(room), events: [] };
    const changed = await setHoldResults(tx, roomId, hold);
    return {
      value: toRoom(changed),
      events: [{ type: 'hold_results_changed', holdResults: hold }],
    };
  });
}

/**
 * Moves the staged reveal one step, forward or back, from the step the
 * organiser's screen showed. The room's step is the truth: a press from any
 * other step (another device moved the reveal first) is refused and changes
 * nothing, so two presses from one step move the reveal once. Forward stops
 * at the last step. Back stops at 0, and never goes to before an award's #1
 * once shown (`canRevealBack`): a winner once announced stays announced, and
 * the results it released are never taken back. Reaching an award's #1 in a
 * room that holds its results releases that award's results to participants
 * and the public.
 */
export async function revealTo(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  move: RevealInput,
): Promise<Room> {
  requireAdmin((await openRoom(ctx, roomId, token)).access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    const results = room.status === 'ended' ? await findResults(tx, roomId) : null;
    if (!results) throw refuse('voting_open', 'revealBeforeEnd');
    const next = allowedStep(results.awards, room.revealStep, move);
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

/** The step a press moves the reveal to, or the refusal that says why it may not. */
function allowedStep(awards: readonly AwardScores[], current: number, { from, step }: RevealInput) {
  if (from !== current) throw refuse('reveal_moved', 'revealMoved');
  if (step > from && !canRevealNext(awards, from)) {
    throw refuse('reveal_blocked', 'revealComplete');
  }
  if (step < from && !canRevealBack(awards, from)) {
    throw refuse('reveal_blocked', 'winnerStaysShown');
  }
  return step;
}
