import type { RoomEvent } from '#shared/protocol/messages.ts';
import type { Database, Executor } from '../db/database.ts';
import type { RoomRow } from '../db/schema.ts';
import { refuse } from '../errors.ts';
import type { RoomChange, RoomEventBus } from '../events/room-events.ts';
import { recordRoomChange } from '../repositories/room-change-log.ts';
import { notifyRoomChange } from '../repositories/room-notifications.ts';
import { lockRoomForChange } from '../repositories/rooms-repository.ts';

export type ChangeOutcome<T> = { value: T; events: RoomEvent[] };

/** What a room change needs of the services: the database and the bus it publishes on. */
type ChangeContext = { database: Database; bus: RoomEventBus };

/**
 * Applies one change to a room in a transaction: locks the room and bumps its
 * version, runs the change, and publishes its events once it has committed.
 */
export async function changeRoom<T>(
  ctx: ChangeContext,
  roomId: string,
  change: (tx: Executor, room: RoomRow) => Promise<ChangeOutcome<T>>,
): Promise<T> {
  const { value } = await ctx.database.transaction(
    async (tx) => {
      const room = await lockRoomForChange(tx, roomId);
      if (!room) throw refuse('room_not_found', 'roomNotFound');
      const outcome = await change(tx, room);
      const published: RoomChange = { roomId, version: room.version, events: outcome.events };
      await stage(ctx, tx, published);
      return { value: outcome.value, published };
    },
    ({ published }) => ctx.bus.committed(published),
  );
  return value;
}

/**
 * Applies a change to a room's activity that moves no version (Reset Vote)
 * in a transaction, and publishes its events as a versioned change's are:
 * staged inside the transaction, so that other nodes hear of it only if it
 * commits and in commit order, and told to this node once it has. A change
 * with no events publishes nothing. Answers whether it had events.
 */
export async function changeRoomActivity(
  ctx: ChangeContext,
  roomId: string,
  change: (tx: Executor) => Promise<RoomEvent[]>,
): Promise<boolean> {
  const published = await ctx.database.transaction(
    async (tx) => {
      const events = await change(tx);
      if (events.length === 0) return null;
      const published: RoomChange = { roomId, version: null, events };
      await stage(ctx, tx, published);
      return published;
    },
    (published) => {
      if (published) ctx.bus.committed(published);
    },
  );
  return published !== null;
}

function stage(ctx: ChangeContext, tx: Executor, change: RoomChange): Promise<void> {
  return ctx.bus.stage(
    {
      notify: (payload) => notifyRoomChange(tx, payload),
      record: (versioned) => recordRoomChange(tx, versioned),
    },
    change,
  );
}
