import { queryString, request } from '#client/lib/api-transport.ts';
import { readOwnBallots } from '#client/lib/own-ballot-read.ts';
import type { Ballot } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';

// Calls about a ballot name its award only in a room of several: left out,
// the server takes the room's first award, so a room of one award makes
// exactly the calls it made before awards.

/** The participant's calls about their ballot and their place in the room. */
export const ballotApi = {
  /**
   * `ballot`: the one in the room's first award; `ballots`: theirs in every
   * award; `voter`: who they are (reads at the same time share one request).
   */
  getBallot: readOwnBallots,
  submitBallot: (
    roomId: string,
    token: string,
    contestantIds: readonly string[],
    awardId?: string,
  ) =>
    request<{ ballot: Ballot }>(routes.submitBallot.method, routes.submitBallot.url({ roomId }), {
      token,
      body: {
        rankings: contestantIds.map((contestantId) => ({ contestantId })),
        ...(awardId === undefined ? {} : { awardId }),
      },
    }),
  resetBallot: (roomId: string, token: string, awardId?: string) =>
    request<void>(
      routes.resetBallot.method,
      `${routes.resetBallot.url({ roomId })}${queryString({ awardId })}`,
      { token },
    ),
  leaveRoom: (roomId: string, token: string) =>
    request<void>(routes.leaveRoom.method, routes.leaveRoom.url({ roomId }), { token }),
};

/** The participant's ballot in one award (undefined: the room's first), or null. */
export async function getAwardBallot(
  roomId: string,
  token: string,
  awardId?: string,
): Promise<Ballot | null> {
  const { ballot, ballots } = await ballotApi.getBallot(roomId, token);
  if (awardId === undefined) return ballot;
  return ballots?.find((entry) => entry.awardId === awardId) ?? null;
}
