import { request } from '#client/lib/api-transport.ts';
import type { Ballot } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';

/** The participant's calls about their ballot and their place in the room. */
export const ballotApi = {
  getBallot: (roomId: string, token: string) =>
    request<{ ballot: Ballot | null }>(routes.ownBallot.method, routes.ownBallot.url({ roomId }), {
      token,
    }),
  submitBallot: (roomId: string, token: string, contestantIds: readonly string[]) =>
    request<{ ballot: Ballot }>(routes.submitBallot.method, routes.submitBallot.url({ roomId }), {
      token,
      body: { rankings: contestantIds.map((contestantId) => ({ contestantId })) },
    }),
  resetBallot: (roomId: string, token: string) =>
    request<void>(routes.resetBallot.method, routes.resetBallot.url({ roomId }), { token }),
  leaveRoom: (roomId: string, token: string) =>
    request<void>(routes.leaveRoom.method, routes.leaveRoom.url({ roomId }), { token }),
};
