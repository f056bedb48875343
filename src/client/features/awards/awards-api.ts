import { request } from '#client/lib/api-transport.ts';
import type { Award } from '#shared/api.ts';
import type { AwardInput } from '#shared/award-schemas.ts';
import { routes } from '#shared/routes.ts';

/** The organiser's calls about the room's awards; every URL comes from the route table. */
export const awardsApi = {
  add: (roomId: string, token: string, input: AwardInput) =>
    request<{ award: Award }>(routes.addAward.method, routes.addAward.url({ roomId }), {
      token,
      body: input,
    }),
  update: (roomId: string, token: string, awardId: string, input: AwardInput) =>
    request<{ award: Award }>(
      routes.updateAward.method,
      routes.updateAward.url({ roomId, awardId }),
      { token, body: input },
    ),
  remove: (roomId: string, token: string, awardId: string) =>
    request<void>(routes.removeAward.method, routes.removeAward.url({ roomId, awardId }), {
      token,
    }),
  reorder: (roomId: string, token: string, awardIds: readonly string[]) =>
    request<{ awards: Award[] }>(
      routes.reorderAwards.method,
      routes.reorderAwards.url({ roomId }),
      {
        token,
        body: { awardIds: [...awardIds] },
      },
    ),
};
