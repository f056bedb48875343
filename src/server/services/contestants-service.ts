import type { Contestant } from '#shared/api.ts';
import { MAX_CONTESTANTS_PER_ROOM } from '#shared/constants.ts';
import { ERRORS } from '#shared/messages.ts';
import { type ImageDataUrl, parseImageDataUrl } from '#shared/schemas.ts';
import { conflict, notFound } from '../errors.ts';
import {
  findContestant,
  insertContestant,
  listContestants,
  toContestant,
} from '../repositories/contestants-repository.ts';
import { adjustRoomCounts } from '../repositories/rooms-repository.ts';
import { requireAdmin } from './access.ts';
import type { ServiceContext } from './context.ts';
import { changeRoom } from './room-change.ts';
import { openRoom } from './rooms-service.ts';
import { totalsOf } from './totals.ts';

export type NewContestant = {
  name: string;
  blurb: string;
  imageUrl?: string | null | undefined;
  demoUrl?: string | null | undefined;
};

/** Contestants of a room in the order they were added; any member may read. */
export async function getContestants(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<Contestant[]> {
  await openRoom(ctx, roomId, token);
  return (await listContestants(ctx.database.db, roomId)).map(toContestant);
}

/** Adds a contestant at the end of the room's order (order_index = count + 1). */
export async function addContestant(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  input: NewContestant,
): Promise<Contestant> {
  const { access } = await openRoom(ctx, roomId, token);
  requireAdmin(access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended') throw conflict(ERRORS.votingEnded);
    if (room.contestantCount >= MAX_CONTESTANTS_PER_ROOM) throw conflict(ERRORS.tooManyContestants);
    // The room row is locked for this change, so the count cannot race.
    const row = await insertContestant(tx, {
      roomId,
      name: input.name,
      blurb: input.blurb,
      imageUrl: input.imageUrl ?? null,
      demoUrl: input.demoUrl ?? null,
      orderIndex: room.contestantCount + 1,
    });
    const counted = await adjustRoomCounts(tx, roomId, { contestants: 1 });
    const contestant = toContestant(row);
    return {
      value: contestant,
      events: [
        { type: 'contestant_added', contestant },
        { type: 'totals', totals: totalsOf(counted) },
      ],
    };
  });
}

/** A contestant's pasted image, for serving; public like any image link. */
export async function getContestantImage(
  ctx: ServiceContext,
  roomId: string,
  contestantId: string,
): Promise<ImageDataUrl> {
  const row = await findContestant(ctx.database.db, roomId, contestantId);
  const image = row?.imageUrl ? parseImageDataUrl(row.imageUrl) : null;
  if (!image) throw notFound(ERRORS.notFound);
  return image;
}
