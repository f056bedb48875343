import type { Room } from '#shared/api.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import type { StartRehearsalInput } from '#shared/rehearsal.ts';
import { refuse } from '../errors.ts';
import {
  clearRehearsal,
  hasPeopleOrBallots,
  markRehearsal,
} from '../repositories/rehearsals-repository.ts';
import { insertAuditLog } from '../repositories/results-repository.ts';
import { toRoom } from '../repositories/rooms-repository.ts';
import { requireAdmin } from './access.ts';
import type { ServiceContext } from './context.ts';
import { changeRoom } from './room-change.ts';
import { openRoom } from './rooms-service.ts';

/**
 * An organiser starts a rehearsal of an open room nobody has joined or voted
 * in yet (judges may be invited): from then until it ends, only simulated
 * voters join and vote, and people are told to wait for the organiser to go
 * live. The simulated voters themselves come from `RehearsalVoters`.
 */
export async function startRehearsal(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  input: Required<StartRehearsalInput>,
): Promise<Room> {
  requireAdmin((await openRoom(ctx, roomId, token)).access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended') throw refuse('room_ended', 'votingEnded');
    if (room.rehearsalVoters !== null) throw refuse('rehearsal_running', 'rehearsalRunning');
    if (await hasPeopleOrBallots(tx, roomId)) {
      throw refuse('room_not_empty', 'rehearsalNeedsEmptyRoom');
    }
    const marked = toRoom(await markRehearsal(tx, roomId, input.voters, input.seconds));
    return {
      value: marked,
      events: [{ type: 'rehearsal_changed', rehearsal: marked.rehearsal }],
    };
  });
}

/**
 * End rehearsal (Go live): every simulated voter, ballot, result, reveal
 * step and their log entries go, the room is open again with its
 * contestants, awards, judges and teams as they are, and the organiser log
 * says who ended it. Every screen reads the room afresh (`rehearsal_ended`).
 */
export async function endRehearsal(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<Room> {
  const admin = requireAdmin((await openRoom(ctx, roomId, token)).access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    if (room.rehearsalVoters === null) throw refuse('no_rehearsal', 'noRehearsal');
    const { row, removed } = await clearRehearsal(tx, room);
    await insertAuditLog(tx, {
      roomId,
      userId: admin.id,
      action: 'end_rehearsal',
      details: { admin: admin.name, simulated_voters: removed },
    });
    const events: RoomEvent[] = [{ type: 'rehearsal_ended' }];
    // Every node drops a timer the rehearsal had running.
    if (room.votingEndsAt !== null) events.push({ type: 'timer_changed', votingEndsAt: null });
    return { value: toRoom(row), events };
  });
}
