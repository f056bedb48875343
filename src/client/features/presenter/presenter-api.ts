import { request } from '#client/lib/api-transport.ts';
import type { Room } from '#shared/api.ts';
import type { RevealInput } from '#shared/reveal-schemas.ts';
import { routes } from '#shared/routes.ts';

/** The big screen's calls; every URL comes from the route table. */
export const presenterApi = {
  /** Moves the staged reveal from the step this screen shows (`from`) to the one next to it. */
  reveal: (roomId: string, token: string, move: RevealInput) =>
    request<{ room: Room }>(routes.reveal.method, routes.reveal.url({ roomId }), {
      token,
      body: move,
    }),
};
