import type { ActivityResponse, Contestant, Results } from '#shared/api.ts';
import type { Language } from '#shared/languages.ts';
import { routes } from '#shared/routes.ts';
import { ApiClient, type ApiResult } from '../../../scripts/launch/api-client.ts';
import { BASE_URL } from './server-address.ts';
import { STORAGE } from './ui.ts';

/** The server the Playwright config starts (see playwright.config.ts). */

export type AdminRoom = { roomId: string; code: string; adminToken: string };
export type ParticipantSession = {
  roomId: string;
  roomCode: string;
  participantId: string;
  participantName: string;
  participantToken: string;
};

/** The config's server, through the tests' one HTTP client. */
export const client = new ApiClient(BASE_URL);

/** The body of a 2xx answer; any other status throws, naming it. */
async function ok<T>(what: string, answer: Promise<ApiResult<T>>): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what} -> ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** Side-test setup through the API; the main flow goes through the UI. */
export const api = {
  async createRoom(name: string, title: string): Promise<AdminRoom> {
    const created = await ok('createRoom', client.createRoom({ name, title }));
    return { roomId: created.room.id, code: created.room.code, adminToken: created.adminToken };
  },

  async addContestant(
    room: AdminRoom,
    name: string,
    blurb: string,
    links: { imageUrl?: string; demoUrl?: string } = {},
  ): Promise<Contestant> {
    const body = { name, blurb, ...links };
    const added = client.addContestant(room.roomId, room.adminToken, body);
    return (await ok('addContestant', added)).contestant;
  },

  async join(code: string, name: string): Promise<ParticipantSession> {
    const joined = await ok('join', client.join({ code, name }));
    return {
      roomId: joined.room.id,
      roomCode: joined.room.code,
      participantId: joined.participant.id,
      participantName: joined.participant.name,
      participantToken: joined.participantToken,
    };
  },

  async vote(participant: ParticipantSession, contestantIds: readonly string[]): Promise<void> {
    const { roomId, participantToken } = participant;
    await ok('vote', client.rank(roomId, participantToken, [...contestantIds]));
  },

  async leave(participant: ParticipantSession): Promise<void> {
    await ok('leave', client.leave(participant.roomId, participant.participantToken));
  },

  activity(room: AdminRoom): Promise<ActivityResponse> {
    return ok('activity', client.activity(room.roomId, room.adminToken));
  },

  async finish(room: AdminRoom): Promise<Results> {
    const { results } = await ok('finish', client.finish(room.roomId, room.adminToken));
    return results;
  },

  /** The organiser holds (or stops holding) the room's results for the reveal. */
  async holdResults(room: AdminRoom, holdResults = true): Promise<void> {
    await ok('holdResults', client.holdResults(room.roomId, room.adminToken, { holdResults }));
  },

  /** The organiser's reveal moves on to `step` (1 shows the lowest podium place), a step a press. */
  async revealTo(room: AdminRoom, step: number): Promise<void> {
    const { room: now } = await ok('room', client.getRoom(room.roomId, room.adminToken));
    for (let next = now.revealStep + 1; next <= step; next += 1) {
      await ok('reveal', client.reveal(room.roomId, room.adminToken, next));
    }
  },

  /** The organiser sets the room's language, which the big screen speaks. */
  async setRoomLanguage(room: AdminRoom, language: Language): Promise<void> {
    const path = routes.roomLanguage.url({ roomId: room.roomId });
    const answer = client.request(routes.roomLanguage.method, path, {
      token: room.adminToken,
      body: { language },
    });
    await ok('roomLanguage', answer);
  },

  /** The results as anyone without a secret reads them: null while held. */
  async publicResults(room: AdminRoom): Promise<Results | null> {
    return (await ok('results', client.results(room.roomId))).results;
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
  return { [STORAGE.adminRoom]: room.roomId, [STORAGE.adminToken]: room.adminToken };
}

/** localStorage that makes /vote open this participant's room. */
export function participantStorage(participant: ParticipantSession): Record<string, string> {
  return { [STORAGE.participantSession]: JSON.stringify(participant) };
}
