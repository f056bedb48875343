import { queryString, request } from '#client/lib/api-transport.ts';
import type { Ballot } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';

/**
 * The participant's calls about their ballot in an award, and their place in
 * the room. (Their ballots are read through `#client/lib/own-ballot-read.ts`.)
 */
export const ballotApi = {
  submitBallot: (
    roomId: string,
    token: string,
    contestantIds: readonly string[],
    awardId: string,
  ) =>
    request<{ ballot: Ballot }>(routes.submitBallot.method, routes.submitBallot.url({ roomId }), {
      token,
      body: { awardId, rankings: contestantIds.map((contestantId) => ({ contestantId })) },
    }),
  resetBallot: (roomId: string, token: string, awardId: string) =>
    request<void>(
      routes.resetBallot.method,
      `${routes.resetBallot.url({ roomId })}${queryString({ awardId })}`,
      { token },
    ),
  leaveRoom: (roomId: string, token: string) =>
    request<void>(routes.leaveRoom.method, routes.leaveRoom.url({ roomId }), { token }),
};
