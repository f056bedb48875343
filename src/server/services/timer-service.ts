import type { Results, Room } from '#shared/api.ts';
import { TIMER_ACTOR } from '#shared/voting-timer.ts';
import { refuse } from '../errors.ts';
import { listContestants } from '../repositories/contestants-repository.ts';
import { toRoom } from '../repositories/rooms-repository.ts';
import { findTimer, setVotingEndsAt } from '../repositories/voting-timer-repository.ts';
import { requireAdmin } from './access.ts';
import type { ServiceContext } from './context.ts';
import { endVoting, type FinishCounted } from './end-voting.ts';
import { type ChangeOutcome, changeRoom } from './room-change.ts';
import { logVotingFinished, openRoom } from './rooms-service.ts';

/**
 * Starts the timer that ends voting by itself in `seconds`, replacing any
 * running one. Only while voting is open and the room has a contestant, as
 * Finish Voting needs.
 */
export async function startTimer(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  seconds: number,
): Promise<Room> {
  requireAdmin((await openRoom(ctx, roomId, token)).access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended') throw refuse('room_ended', 'timerAfterEnd');
    if ((await listContestants(tx, roomId)).length === 0) {
      throw refuse('no_contestants', 'timerWithoutContestants');
    }
    return timerChanged(toRoom(await setVotingEndsAt(tx, roomId, seconds)));
  });
}

/** Stops the running timer; voting stays open. Without a running timer it changes nothing. */
export async function cancelTimer(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<Room> {
  requireAdmin((await openRoom(ctx, roomId, token)).access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended' || room.votingEndsAt === null) {
      return { value: toRoom(room), events: [] };
    }
    return timerChanged(toRoom(await setVotingEndsAt(tx, roomId, null)));
  });
}

function timerChanged(room: Room): ChangeOutcome<Room> {
  return { value: room, events: [{ type: 'timer_changed', votingEndsAt: room.votingEndsAt }] };
}

/**
 * What became of a timer that ran out: voting ended; the timer lapsed
 * without ending it (no contestants left); it is not due yet by the
 * database's clock (msLeft); or there was nothing to do (no timer runs, or
 * another node ended voting first).
 */
export type TimerOutcome =
  | { kind: 'finished'; results: Results; counted: FinishCounted }
  | { kind: 'lapsed' }
  | { kind: 'not-due'; msLeft: number }
  | { kind: 'none' };

/**
 * Ends voting as the timer, once it is due. With several nodes each fires;
 * the room's lock lets one end voting, and the others find it ended and do
 * nothing. A room whose contestants are all gone cannot end: its timer just
 * stops, and the dashboard says so.
 */
export async function finishByTimer(ctx: ServiceContext, roomId: string): Promise<TimerOutcome> {
  // Read first, without the lock, so a node that lost the race changes nothing at all.
  const before = await findTimer(ctx.database.db, roomId);
  if (!before) return { kind: 'none' };
  if (before.msLeft > 0) return { kind: 'not-due', msLeft: before.msLeft };
  const outcome = await changeRoom<TimerOutcome>(ctx, roomId, async (tx, room) => {
    const timer = await findTimer(tx, roomId);
    if (!timer) return { value: { kind: 'none' }, events: [] };
    if (timer.msLeft > 0) return { value: { kind: 'not-due', msLeft: timer.msLeft }, events: [] };
    const contestants = await listContestants(tx, roomId);
    if (contestants.length === 0) {
      await setVotingEndsAt(tx, roomId, null);
      return { value: { kind: 'lapsed' }, events: [{ type: 'timer_changed', votingEndsAt: null }] };
    }
    const ended = await endVoting(tx, room, contestants, { userId: TIMER_ACTOR });
    const { results } = ended.outcome.value;
    return {
      value: { kind: 'finished', results, counted: ended.counted },
      events: ended.outcome.events,
    };
  });
  if (outcome.kind === 'finished') {
    ctx.records.afterFinish(outcome.counted);
    logVotingFinished(ctx, outcome.results);
  }
  return outcome;
}
