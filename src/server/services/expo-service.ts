import type { Expo } from '#shared/expo.ts';
import { byTable } from '#shared/table-numbers.ts';
import { refuse } from '../errors.ts';
import { findRoomByCode } from '../repositories/rooms-repository.ts';
import { listExpoProjects } from '../repositories/table-numbers-repository.ts';
import { PUBLIC_VIEWER, requireRead } from './audiences.ts';
import type { ServiceContext } from './context.ts';

/**
 * A room's expo for anyone with its code (the public expo page): the room's
 * name, title, code, status and language, and its projects by table, those
 * without one last. Nothing else: no ballot, no participant, no image data.
 */
export async function readExpo(ctx: ServiceContext, code: string): Promise<Expo> {
  requireRead(PUBLIC_VIEWER, 'expo');
  const room = await findRoomByCode(ctx.database.db, code);
  if (!room) throw refuse('room_not_found', 'roomNotFoundByCode');
  const projects = byTable(await listExpoProjects(ctx.database.db, room.id));
  return {
    code: room.code,
    name: room.name,
    title: room.title,
    status: room.status,
    language: room.language,
    projects: projects.map(({ id, name, blurb, tableNumber }) => ({
      id,
      name,
      blurb,
      tableNumber,
    })),
  };
}
