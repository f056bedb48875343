import { request } from '#client/lib/api-transport.ts';
import type { CreateRoomResponse, JoinRoomResponse, PublicAddress, Room } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import type { CreateRoomInput, JoinRoomInput } from '#shared/schemas.ts';

/**
 * The calls that create, join and reopen a room; every URL comes from the
 * route table. A new room and a join carry an idempotency key
 * (`use-idempotency-key.ts`): sent again, they return what they first made.
 */
export const roomsApi = {
  createRoom: (input: CreateRoomInput, idempotencyKey: string) =>
    request<CreateRoomResponse>(routes.createRoom.method, routes.createRoom.url(), {
      body: input,
      idempotencyKey,
    }),
  getRoom: (roomId: string, token: string) =>
    request<{ room: Room }>(routes.room.method, routes.room.url({ roomId }), { token }),
  joinRoom: (input: JoinRoomInput, idempotencyKey: string) =>
    request<JoinRoomResponse>(routes.joinRoom.method, routes.joinRoom.url(), {
      body: input,
      idempotencyKey,
    }),
  /** The address phones reach the server at: what every join link and QR code uses. */
  getPublicAddress: () =>
    request<PublicAddress>(routes.publicAddress.method, routes.publicAddress.url()),
};
