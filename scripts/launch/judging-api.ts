import type { Award, Ballot } from '#shared/api.ts';
import type { Judging, Route } from '#shared/expo.ts';
import type { ErrorResponse } from '#shared/refusals.ts';
import { routes } from '#shared/routes.ts';

/** What the expo routes need of the API client: its one request. */
type Requester = {
  request<T>(
    method: string,
    path: string,
    options?: { token?: string | undefined; body?: unknown },
  ): Promise<{ status: number; body: T }>;
};

/** An expo award's routes, for a client of the API: judges walk and rank; organisers follow, close, send finalists. */
export function judgingApi(api: Requester) {
  type AwardAnswer = { award: Award } & ErrorResponse;
  return {
    route: (roomId: string, token: string | undefined, awardId: string) =>
      api.request<Route & ErrorResponse>(
        routes.route.method,
        routes.route.url({ roomId, awardId }),
        { token },
      ),
    walk: (
      roomId: string,
      token: string | undefined,
      awardId: string,
      contestantId: string,
      body: unknown,
    ) =>
      api.request<Route & ErrorResponse>(
        routes.walkStop.method,
        routes.walkStop.url({ roomId, awardId, contestantId }),
        { token, body },
      ),
    rank: (roomId: string, token: string | undefined, awardId: string, body: unknown) =>
      api.request<{ ballot: Ballot } & ErrorResponse>(
        routes.submitExpoRanking.method,
        routes.submitExpoRanking.url({ roomId, awardId }),
        { token, body },
      ),
    view: (roomId: string, token: string | undefined, awardId: string) =>
      api.request<Judging & ErrorResponse>(
        routes.judging.method,
        routes.judging.url({ roomId, awardId }),
        { token },
      ),
    close: (roomId: string, token: string | undefined, awardId: string, body: unknown) =>
      api.request<AwardAnswer>(
        routes.closeJudging.method,
        routes.closeJudging.url({ roomId, awardId }),
        { token, body },
      ),
    finalists: (roomId: string, token: string | undefined, awardId: string, body: unknown) =>
      api.request<AwardAnswer>(
        routes.sendFinalists.method,
        routes.sendFinalists.url({ roomId, awardId }),
        { token, body },
      ),
  };
}
