import { request } from '#client/lib/api-transport.ts';
import type { CreateRoomResponse, PublicAddress, Room } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import type { CreateRoomInput } from '#shared/schemas.ts';

/**
 * The calls that create and reopen a room; every URL comes from the route
 * table. A new room carries an idempotency key (`use-idempotency-key.ts`):
 * sent again, it returns what it first made. A join: `socket-join.ts`.
 */
export const roomsApi = {
  createRoom: (input: CreateRoomInput, idempotencyKey: string) =>
    request<CreateRoomResponse>(routes.createRoom.method, routes.createRoom.url(), {
      body: input,
      idempotencyKey,
    }),
  getRoom: (roomId: string, token: string) =>
    request<{ room: Room }>(routes.room.method, routes.room.url({ roomId }), { token }),
  /** The address phones reach the server at: what every join link and QR code uses. */
  getPublicAddress: () =>
    request<PublicAddress>(routes.publicAddress.method, routes.publicAddress.url()),
};
