import { request } from '#client/lib/api-transport.ts';
import type { Contestant } from '#shared/api.ts';
import type { Expo } from '#shared/expo.ts';
import { routes } from '#shared/routes.ts';

/** The expo's calls; every URL comes from the route table. */
export const expoApi = {
  /** A room's projects by table, for anyone with its code. */
  read: (code: string) => request<{ expo: Expo }>(routes.expo.method, routes.expo.url({ code })),
  /** Number tables: tables 1 to N in the contestants' order (organisers only). */
  numberTables: (roomId: string, token: string) =>
    request<{ contestants: Contestant[] }>(
      routes.numberTables.method,
      routes.numberTables.url({ roomId }),
      { token },
    ),
};
