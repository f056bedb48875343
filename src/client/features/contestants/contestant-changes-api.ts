import { request } from '#client/lib/api-client.ts';
import type { Contestant } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import type { AddContestantInput } from '#shared/schemas.ts';

/** The organiser's calls that change contestants already in the room. */
export const contestantChangesApi = {
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
