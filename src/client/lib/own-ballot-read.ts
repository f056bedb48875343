import type { Ballot, OwnParticipant } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import { request } from './api-transport.ts';

/** A participant's own ballots and who they are, as the server answers the read. */
export type OwnBallots = { ballot: Ballot | null; ballots?: Ballot[]; voter?: OwnParticipant };

const inFlight = new Map<string, Promise<OwnBallots>>();

/**
 * Reads the participant's own ballots and standing. Reads made while one is
 * on its way share it: a phone entering a room needs its ballots and who it
 * is (a judge, a team member) at once, and asks the server only once.
 */
export function readOwnBallots(roomId: string, token: string): Promise<OwnBallots> {
  const key = `${roomId}\n${token}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const read = request<OwnBallots>(routes.ownBallot.method, routes.ownBallot.url({ roomId }), {
    token,
  }).finally(() => inFlight.delete(key));
  inFlight.set(key, read);
  return read;
}
