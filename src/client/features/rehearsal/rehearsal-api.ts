import { request } from '#client/lib/api-transport.ts';
import type { Room } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';

/** The organiser's calls about a rehearsal with simulated voters. */
export const rehearsalApi = {
  start: (roomId: string, token: string, voters: number, seconds: number) =>
    request<{ room: Room }>(routes.startRehearsal.method, routes.startRehearsal.url({ roomId }), {
      token,
      body: { voters, seconds },
    }),
  end: (roomId: string, token: string) =>
    request<{ room: Room }>(routes.endRehearsal.method, routes.endRehearsal.url({ roomId }), {
      token,
    }),
};
