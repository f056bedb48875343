import { queryString, request } from '#client/lib/api-transport.ts';
import type {
  ActivityResponse,
  FinishResponse,
  Participant,
  ParticipantsPage,
  Room,
} from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import type { ParticipantFilter } from '#shared/schemas.ts';

/** Which page of the room's participants to read (see `participantsQuery`). */
export type ParticipantsPageRequest = {
  search?: string;
  status?: ParticipantFilter;
  offset?: number;
  limit?: number;
};

/** The organiser's calls from the dashboard; every URL comes from the route table. */
export const dashboardApi = {
  getActivity: (roomId: string, token: string) =>
    request<ActivityResponse>(routes.activity.method, routes.activity.url({ roomId }), { token }),
  /** One page of the room's participants, newest first, searched and filtered by the server. */
  listParticipants: (roomId: string, token: string, query: ParticipantsPageRequest = {}) =>
    request<ParticipantsPage>(
      routes.participants.method,
      `${routes.participants.url({ roomId })}${queryString(query)}`,
      { token },
    ),
  /** Set team: the contestant whose team the participant is in, or none (null). */
  setTeam: (roomId: string, token: string, participantId: string, teamId: string | null) =>
    request<{ participant: Participant }>(
      routes.setTeam.method,
      routes.setTeam.url({ roomId, participantId }),
      { token, body: { teamId } },
    ),
  removeParticipant: (roomId: string, token: string, participantId: string) =>
    request<void>(
      routes.removeParticipant.method,
      routes.removeParticipant.url({ roomId, participantId }),
      { token },
    ),
  finishVoting: (roomId: string, token: string) =>
    request<FinishResponse>(routes.finishVoting.method, routes.finishVoting.url({ roomId }), {
      token,
    }),
  holdResults: (roomId: string, token: string, holdResults: boolean) =>
    request<{ room: Room }>(routes.holdResults.method, routes.holdResults.url({ roomId }), {
      token,
      body: { holdResults },
    }),
  publishBallots: (roomId: string, token: string, publishBallots: boolean) =>
    request<{ room: Room }>(routes.publishBallots.method, routes.publishBallots.url({ roomId }), {
      token,
      body: { publishBallots },
    }),
};
