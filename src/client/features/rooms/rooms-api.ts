import { request } from '#client/lib/api-transport.ts';
import type { Room } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';

/**
 * The calls that create and reopen a room, one module each way: reopening is
 * on every page's first load (`restore-admin-session.ts`), creating is on
 * the organiser's form only. Every URL comes from the route table. A join:
 * `socket-join.ts`.
 */
export const roomsApi = {
  getRoom: (roomId: string, token: string) =>
    request<{ room: Room }>(routes.room.method, routes.room.url({ roomId }), { token }),
};
