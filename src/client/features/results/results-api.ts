import { request } from '#client/lib/api-transport.ts';
import type { Results, Room } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';

/** The calls behind a room's public results; every URL comes from the route table. */
export const resultsApi = {
  findRoomByCode: (code: string) =>
    request<{ room: Room }>(routes.roomByCode.method, routes.roomByCode.url({ code })),
  /** Without a token, the public's view: held results stay null until the reveal releases them. */
  getResults: (roomId: string, token?: string) =>
    request<{ results: Results | null }>(routes.results.method, routes.results.url({ roomId }), {
      token,
    }),
};
