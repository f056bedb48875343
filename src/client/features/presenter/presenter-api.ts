import { request } from '#client/lib/api-transport.ts';
import type { Room } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';

/** The big screen's calls; every URL comes from the route table. */
export const presenterApi = {
  /** Moves the staged reveal on to a step (never back). */
  reveal: (roomId: string, token: string, step: number) =>
    request<{ room: Room }>(routes.reveal.method, routes.reveal.url({ roomId }), {
      token,
      body: { step },
    }),
};
