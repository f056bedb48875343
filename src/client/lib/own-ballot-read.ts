import type { Award, Ballot, OwnParticipant } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import { queryString, request } from './api-transport.ts';

/**
 * A participant's own ballots and who they are, as the server answers the
 * read: `ballot` in the award named, `ballots` in every award.
 */
export type OwnBallots = { ballot: Ballot | null; ballots?: Ballot[]; voter?: OwnParticipant };

const inFlight = new Map<string, Promise<OwnBallots>>();

/**
 * The one read of a participant's own ballots and standing, named by an award
 * of the room (its ballot is `ballot`). Reads made while one is on its way
 * share it: a phone entering a room needs its ballots and who it is (a judge,
 * a team member) at once, and asks the server only once.
 */
export function readOwnBallots(
  roomId: string,
  token: string,
  awardId: string,
): Promise<OwnBallots> {
  const key = `${roomId}\n${token}\n${awardId}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const url = `${routes.ownBallot.url({ roomId })}${queryString({ awardId })}`;
  const read = request<OwnBallots>(routes.ownBallot.method, url, { token }).finally(() =>
    inFlight.delete(key),
  );
  inFlight.set(key, read);
  return read;
}

/**
 * The same read for a caller that does not hold the room's awards (a judge's
 * link being opened, a results page): the awards are read first, and the
 * ballots named by the first of them.
 */
export async function readOwnBallotsInRoom(roomId: string, token: string): Promise<OwnBallots> {
  const { awards } = await request<{ awards: Award[] }>(
    routes.awards.method,
    routes.awards.url({ roomId }),
    { token },
  );
  const first = awards[0];
  if (!first) return { ballot: null, ballots: [] };
  return readOwnBallots(roomId, token, first.id);
}
