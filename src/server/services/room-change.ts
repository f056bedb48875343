import { ERRORS } from '#shared/messages.ts';
import type { RoomEvent } from '#shared/protocol.ts';
import type { Executor } from '../db/database.ts';
import type { RoomRow } from '../db/schema.ts';
import { refuse } from '../errors.ts';
import type { RoomChange } from '../events/room-events.ts';
import { notifyRoomChange } from '../repositories/room-notifications.ts';
import { lockRoomForChange } from '../repositories/rooms-repository.ts';
import type { ServiceContext } from './context.ts';

export type ChangeOutcome<T> = { value: T; events: RoomEvent[] };

/**
 * Applies one change to a room in a transaction: locks the room and bumps its
 * version, runs the change, and publishes its events once it has committed.
 */
export async function changeRoom<T>(
  ctx: ServiceContext,
  roomId: string,
  change: (tx: Executor, room: RoomRow) => Promise<ChangeOutcome<T>>,
): Promise<T> {
  const { value } = await ctx.database.transaction(
    async (tx) => {
      const room = await lockRoomForChange(tx, roomId);
      if (!room) throw refuse('room_not_found', ERRORS.roomNotFound);
      const outcome = await change(tx, room);
      const published: RoomChange = { roomId, version: room.version, events: outcome.events };
      await ctx.bus.stage((payload) => notifyRoomChange(tx, payload), published);
      return { value: outcome.value, published };
    },
    ({ published }) => ctx.bus.committed(published),
  );
  return value;
}
