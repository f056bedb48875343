import type {
  ActivityResponse,
  Contestant,
  CreateRoomResponse,
  JoinRoomResponse,
  Results,
} from '#shared/api.ts';
import { type HttpMethod, routes } from '#shared/routes.ts';

/** The server the Playwright config starts (see playwright.config.ts). */
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

export type AdminRoom = { roomId: string; code: string; adminToken: string };
export type ParticipantSession = {
  roomId: string;
  roomCode: string;
  participantId: string;
  participantName: string;
  participantToken: string;
};

async function call<T>(
  method: HttpMethod,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path} -> ${response.status}: ${await response.text()}`);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Side-test setup through the API; the main flow goes through the UI. */
export const api = {
  async createRoom(name: string, title: string): Promise<AdminRoom> {
    const created = await call<CreateRoomResponse>(
      routes.createRoom.method,
      routes.createRoom.url(),
      undefined,
      {
        name,
        title,
      },
    );
    return { roomId: created.room.id, code: created.room.code, adminToken: created.adminToken };
  },

  async addContestant(
    room: AdminRoom,
    name: string,
    blurb: string,
    links: { imageUrl?: string; demoUrl?: string } = {},
  ): Promise<Contestant> {
    const { contestant } = await call<{ contestant: Contestant }>(
      routes.addContestant.method,
      routes.addContestant.url({ roomId: room.roomId }),
      room.adminToken,
      { name, blurb, ...links },
    );
    return contestant;
  },

  async join(code: string, name: string): Promise<ParticipantSession> {
    const joined = await call<JoinRoomResponse>(
      routes.joinRoom.method,
      routes.joinRoom.url(),
      undefined,
      {
        code,
        name,
      },
    );
    return {
      roomId: joined.room.id,
      roomCode: joined.room.code,
      participantId: joined.participant.id,
      participantName: joined.participant.name,
      participantToken: joined.participantToken,
    };
  },

  async vote(participant: ParticipantSession, contestantIds: readonly string[]): Promise<void> {
    await call(
      routes.submitBallot.method,
      routes.submitBallot.url({ roomId: participant.roomId }),
      participant.participantToken,
      {
        rankings: contestantIds.map((contestantId) => ({ contestantId })),
      },
    );
  },

  async leave(participant: ParticipantSession): Promise<void> {
    await call(
      routes.leaveRoom.method,
      routes.leaveRoom.url({ roomId: participant.roomId }),
      participant.participantToken,
    );
  },

  async activity(room: AdminRoom): Promise<ActivityResponse> {
    return call<ActivityResponse>(
      routes.activity.method,
      routes.activity.url({ roomId: room.roomId }),
      room.adminToken,
    );
  },

  async finish(room: AdminRoom): Promise<Results> {
    const { results } = await call<{ results: Results }>(
      routes.finishVoting.method,
      routes.finishVoting.url({ roomId: room.roomId }),
      room.adminToken,
    );
    return results;
  },
};

/** A room with contestants (by name) ready for a side test. */
export async function roomWith(
  contestantNames: readonly string[],
  name = 'Side Test Room',
  title = 'Best vibe-coded app',
): Promise<{ room: AdminRoom; contestants: Contestant[] }> {
  const room = await api.createRoom(name, title);
  const contestants: Contestant[] = [];
  for (const contestantName of contestantNames) {
    contestants.push(await api.addContestant(room, contestantName, `${contestantName} demo`));
  }
  return { room, contestants };
}

/** localStorage that makes the app open this admin's dashboard. */
export function adminStorage(room: AdminRoom): Record<string, string> {
  return { viberank_admin_room: room.roomId, viberank_admin_token: room.adminToken };
}

/** localStorage that makes /vote open this participant's room. */
export function participantStorage(participant: ParticipantSession): Record<string, string> {
  return { viberank_participant_session: JSON.stringify(participant) };
}
