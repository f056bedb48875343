import { request } from '#client/lib/api-transport.ts';
import type { Ballot } from '#shared/api.ts';
import type { Route } from '#shared/expo.ts';
import { routes } from '#shared/routes.ts';

/** A judge's calls in an award judged at an expo: their route, a stop walked, their ranking. */
export const expoApi = {
  route: (roomId: string, token: string, awardId: string) =>
    request<Route>(routes.route.method, routes.route.url({ roomId, awardId }), { token }),
  walk: (
    roomId: string,
    token: string,
    awardId: string,
    contestantId: string,
    status: 'seen' | 'absent',
  ) =>
    request<Route>(routes.walkStop.method, routes.walkStop.url({ roomId, awardId, contestantId }), {
      token,
      body: { status },
    }),
  rank: (roomId: string, token: string, awardId: string, contestantIds: readonly string[]) =>
    request<{ ballot: Ballot }>(
      routes.submitExpoRanking.method,
      routes.submitExpoRanking.url({ roomId, awardId }),
      { token, body: { contestantIds } },
    ),
};
