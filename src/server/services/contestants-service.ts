import type { Contestant } from '#shared/api.ts';
import { MAX_CONTESTANTS_PER_ROOM } from '#shared/constants.ts';
import { type ImageDataUrl, parseImageDataUrl } from '#shared/schemas.ts';
import { refuse } from '../errors.ts';
import {
  findContestant,
  insertContestant,
  listContestants,
  toContestant,
} from '../repositories/contestants-repository.ts';
import { countRoom } from '../repositories/rooms-repository.ts';
import { requireAdmin } from './access.ts';
import { PUBLIC_VIEWER, requireRead } from './audiences.ts';
import type { ServiceContext } from './context.ts';
import { requireFreeTable } from './free-table.ts';
import { changeRoom } from './room-change.ts';
import { openRoom, openRoomToRead } from './rooms-service.ts';

export type NewContestant = {
  name: string;
  blurb: string;
  imageUrl?: string | null | undefined;
  demoUrl?: string | null | undefined;
  /** Its table at the expo; null: none; left out: none when added, unchanged when edited. */
  tableNumber?: number | null | undefined;
};

/** Contestants of a room in the order they were added; any member may read. */
export async function getContestants(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<Contestant[]> {
  await openRoomToRead(ctx, roomId, token, 'contestants');
  return (await listContestants(ctx.database.db, roomId)).map(toContestant);
}

/** Adds a contestant at the end of the room's order (after the current last one). */
export async function addContestant(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  input: NewContestant,
): Promise<Contestant> {
  const { access } = await openRoom(ctx, roomId, token);
  requireAdmin(access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended') throw refuse('room_ended', 'votingEnded');
    if ((await countRoom(tx, roomId)).contestants >= MAX_CONTESTANTS_PER_ROOM)
      throw refuse('contestant_limit', 'tooManyContestants');
    await requireFreeTable(tx, roomId, input.tableNumber);
    // The room row is locked for this change, so neither the count nor the order can race.
    const row = await insertContestant(tx, {
      roomId,
      name: input.name,
      blurb: input.blurb,
      imageUrl: input.imageUrl ?? null,
      demoUrl: input.demoUrl ?? null,
      tableNumber: input.tableNumber ?? null,
    });
    const counted = await countRoom(tx, roomId);
    const contestant = toContestant(row);
    return {
      value: contestant,
      events: [
        { type: 'contestant_added', contestant },
        { type: 'totals', totals: counted },
      ],
    };
  });
}

/** A contestant's pasted image, for serving; public like any image link. */
export async function getContestantImage(
  ctx: ServiceContext,
  roomId: string,
  contestantId: string,
  imageHash: string,
): Promise<ImageDataUrl> {
  requireRead(PUBLIC_VIEWER, 'contestantImage');
  const row = await findContestant(ctx.database.db, roomId, contestantId);
  const current = row?.imageUrl && row.imageHash === imageHash ? row.imageUrl : null;
  const image = current ? parseImageDataUrl(current) : null;
  if (!image) throw refuse('not_found', 'notFound');
  return image;
}
