import { request } from '#client/lib/api-transport.ts';
import type { Contestant } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import type { AddContestantInput } from '#shared/schemas.ts';

/** The organiser's calls about the room's contestants; every URL comes from the route table. */
export const contestantsApi = {
  list: (roomId: string, token: string) =>
    request<{ contestants: Contestant[] }>(
      routes.contestants.method,
      routes.contestants.url({ roomId }),
      { token },
    ),
  add: (roomId: string, token: string, input: AddContestantInput) =>
    request<{ contestant: Contestant }>(
      routes.addContestant.method,
      routes.addContestant.url({ roomId }),
      { token, body: input },
    ),
  update: (roomId: string, token: string, contestantId: string, input: AddContestantInput) =>
    request<{ contestant: Contestant }>(
      routes.updateContestant.method,
      routes.updateContestant.url({ roomId, contestantId }),
      { token, body: input },
    ),
  remove: (roomId: string, token: string, contestantId: string) =>
    request<void>(
      routes.removeContestant.method,
      routes.removeContestant.url({ roomId, contestantId }),
      { token },
    ),
  reorder: (roomId: string, token: string, contestantIds: readonly string[]) =>
    request<{ contestants: Contestant[] }>(
      routes.reorderContestants.method,
      routes.reorderContestants.url({ roomId }),
      { token, body: { contestantIds } },
    ),
};
