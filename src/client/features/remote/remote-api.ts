import { request } from '#client/lib/api-transport.ts';
import type { Room } from '#shared/api.ts';
import type { RevealInput } from '#shared/reveal-schemas.ts';
import { routes } from '#shared/routes.ts';

/** The organiser's remote's calls; every URL comes from the route table. */
export const remoteApi = {
  /** Moves the staged reveal one step, from the step this device shows (`from`). */
  reveal: (roomId: string, token: string, move: RevealInput) =>
    request<{ room: Room }>(routes.reveal.method, routes.reveal.url({ roomId }), {
      token,
      body: move,
    }),
};
