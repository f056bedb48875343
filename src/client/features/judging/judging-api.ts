import { request } from '#client/lib/api-transport.ts';
import type { Award } from '#shared/api.ts';
import type { FinalistsInput, Judging } from '#shared/expo.ts';
import { routes } from '#shared/routes.ts';

/** The organisers' calls about an expo award's judging; every URL comes from the route table. */
export const judgingApi = {
  read: (roomId: string, token: string, awardId: string) =>
    request<Judging>(routes.judging.method, routes.judging.url({ roomId, awardId }), { token }),
  /** Closes judging (its rankings final), or opens it again. */
  close: (roomId: string, token: string, awardId: string, closed: boolean) =>
    request<{ award: Award }>(
      routes.closeJudging.method,
      routes.closeJudging.url({ roomId, awardId }),
      { token, body: { closed } },
    ),
  /** Sends the top N of the jury order to a stage vote: answers the award they went to. */
  sendFinalists: (roomId: string, token: string, awardId: string, input: FinalistsInput) =>
    request<{ award: Award }>(
      routes.sendFinalists.method,
      routes.sendFinalists.url({ roomId, awardId }),
      { token, body: input },
    ),
};
