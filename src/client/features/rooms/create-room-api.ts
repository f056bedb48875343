import { request } from '#client/lib/api-transport.ts';
import type { CreateRoomResponse, PublicAddress } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import type { CreateRoomInput } from '#shared/schemas.ts';

/**
 * The calls of the organiser's screens that make and share a room. A new room
 * carries an idempotency key (`use-idempotency-key.ts`): sent again, it
 * returns what it first made.
 */
export const createRoomApi = {
  createRoom: (input: CreateRoomInput, idempotencyKey: string) =>
    request<CreateRoomResponse>(routes.createRoom.method, routes.createRoom.url(), {
      body: input,
      idempotencyKey,
    }),
  /** The address phones reach the server at: what every join link and QR code uses. */
  getPublicAddress: () =>
    request<PublicAddress>(routes.publicAddress.method, routes.publicAddress.url()),
};
