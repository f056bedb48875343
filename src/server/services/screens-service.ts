import { type CreatedScreen, MAX_SCREENS_PER_ROOM, type ScreensResponse } from '#shared/screens.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { ScreenRow } from '../db/schema-screens.ts';
import { refuse } from '../errors.ts';
import {
  deleteScreen,
  insertScreen,
  listScreens,
  toScreen,
} from '../repositories/screens-repository.ts';
import { requireAdmin } from './access.ts';
import type { ServiceContext } from './context.ts';
import { changeRoom } from './room-change.ts';
import { openRoom, openRoomToRead } from './rooms-service.ts';

/** The room's screen links, for its organisers. */
export async function listRoomScreens(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<ScreensResponse> {
  await openRoomToRead(ctx, roomId, token, 'screens');
  const rows = await listScreens(ctx.database.db, roomId);
  return { screens: rows.map(toScreen) };
}

/** The first free "Screen N", counting from the screens the room has. */
function defaultName(current: readonly ScreenRow[]): string {
  const taken = new Set(current.map((screen) => screen.name));
  let n = current.length + 1;
  while (taken.has(`Screen ${n}`)) n += 1;
  return `Screen ${n}`;
}

/**
 * An organiser makes a screen link: a read-only secret that opens the big
 * screen elsewhere, returned this once and kept only as a hash.
 */
export async function createScreen(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  name: string | undefined,
): Promise<CreatedScreen> {
  requireAdmin((await openRoom(ctx, roomId, token)).access);
  const screenToken = newToken();
  const row = await changeRoom(ctx, roomId, async (tx) => {
    const current = await listScreens(tx, roomId);
    if (current.length >= MAX_SCREENS_PER_ROOM) {
      throw refuse('screen_limit', 'tooManyScreens');
    }
    const inserted = await insertScreen(tx, {
      roomId,
      tokenHash: hashToken(screenToken),
      name: name || defaultName(current),
    });
    return { value: inserted, events: [{ type: 'screens_changed', revokedId: null }] };
  });
  return { screen: toScreen(row), screenToken };
}

/**
 * An organiser revokes a screen link: its row goes, so its secret is refused
 * from then on, and its open sockets close on every node.
 */
export async function revokeScreen(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  screenId: string,
): Promise<void> {
  requireAdmin((await openRoom(ctx, roomId, token)).access);
  await changeRoom(ctx, roomId, async (tx) => {
    const removed = await deleteScreen(tx, roomId, screenId);
    if (!removed) throw refuse('screen_not_found', 'screenNotFound');
    return { value: undefined, events: [{ type: 'screens_changed', revokedId: screenId }] };
  });
}
