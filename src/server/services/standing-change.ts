import type { Executor } from '../db/database.ts';
import type { RoomRow } from '../db/schema.ts';
import type { AdminRow } from '../db/schema-admins.ts';
import { refuse } from '../errors.ts';
import { requireAdmin } from './access.ts';
import type { ServiceContext } from './context.ts';
import { judgesChangedRoutes } from './expo-routes-service.ts';
import { type ChangeOutcome, changeRoom } from './room-change.ts';
import { openRoom } from './rooms-service.ts';

/**
 * A change to who votes how (judges, their conflicts, teams and team links):
 * by any admin, and only while voting is open. Every such change goes
 * through here, so the rule that it ends with voting is written once.
 */
export async function changeStanding<T>(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  change: (tx: Executor, admin: AdminRow, room: RoomRow) => Promise<ChangeOutcome<T>>,
): Promise<T> {
  const admin = requireAdmin((await openRoom(ctx, roomId, token)).access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended') throw refuse('room_ended', 'judgesAfterEnd');
    const outcome = await change(tx, admin, room);
    // Who judges, and whom they may not see, shapes every expo judge's route.
    return { ...outcome, events: [...outcome.events, ...(await judgesChangedRoutes(tx, roomId))] };
  });
}
