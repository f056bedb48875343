import type { Award, Contestant, CreateRoomResponse, JoinRoomResponse } from '#shared/api.ts';
import { type HttpMethod, routes } from '#shared/routes.ts';
import { ApiClient } from './api-client.ts';
import { paced } from './paced.ts';

/**
 * A big event seeded through the HTTP API, as a real one fills up: a room,
 * its contestants, people joining and most of them voting. Used by the
 * end-to-end tests and the bench; everything is deterministic.
 */
export type BigRoomSize = { contestants: number; participants: number; ballots: number };

export const BIG_EVENT: BigRoomSize = { contestants: 150, participants: 2000, ballots: 1500 };

export type SeededParticipant = {
  id: string;
  name: string;
  token: string;
  /** Contestant ids in ranked order; empty for those who did not vote. */
  ranking: string[];
};

export type BigRoom = {
  roomId: string;
  code: string;
  adminToken: string;
  contestants: Contestant[];
  /** In join order: the first `ballots` of them voted. */
  participants: SeededParticipant[];
};

const FIRST_NAMES = (
  'Ada Alan Barbara Brian Carol Claude Dana Dennis Edsger Emmy Frances Grace Guido Hedy Ivan ' +
  'Jean John Karen Ken Linus Lynn Margaret Mary Niklaus Olga Radia Rasmus Rob Shafi Sophie ' +
  'Tim Tony Ursula Vint Whitfield Xiao Yukihiro Yvonne Zeynep Anita'
).split(' ');
const LAST_NAMES = (
  'Abbott Baker Chen Diaz Evans Fischer Garcia Hughes Ito Jensen Kowalski Lopez Moreau ' +
  'Nakamura Okafor Patel Quinn Rossi Silva Tanaka Umar Varga Weber Xu Yilmaz Zhou Adams ' +
  'Brooks Costa Dubois Eriksen Flores Gupta Haddad Ivanova Jones Kim Larsen Müller Novak ' +
  'Olsen Park Reyes Santos Turner Ueda Vogel Walsh Young Zimmer'
).split(' ');
const ADJECTIVES =
  'Quantum Neon Tiny Cosmic Silent Rapid Lucid Brave Golden Hidden Pixel Solar Velvet Wild Zen'.split(
    ' ',
  );
const NOUNS = 'Garden Compass Oracle Lantern Forge Harbor Canvas Echo Atlas Rocket'.split(' ');

/** The name of the n-th participant (0-based): unique up to 2,000 people. */
export function participantName(n: number): string {
  const first = FIRST_NAMES[n % FIRST_NAMES.length];
  const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length];
  return `${first} ${last}`;
}

/** The name of the n-th contestant (0-based): unique up to 150 projects. */
export function contestantName(n: number): string {
  const adjective = ADJECTIVES[n % ADJECTIVES.length];
  const noun = NOUNS[Math.floor(n / ADJECTIVES.length) % NOUNS.length];
  return `${adjective} ${noun}`;
}

function blurb(n: number): string {
  return (
    `${contestantName(n)} helps teams ship faster: a live ${(NOUNS[n % NOUNS.length] ?? '').toLowerCase()} ` +
    `for hackathon projects, built in one weekend with a phone-first interface, real-time sync ` +
    `and a tiny server. Entry number ${n + 1}.`
  );
}

async function call<T>(
  baseUrl: string,
  method: HttpMethod,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const client = new ApiClient(baseUrl);
  const answer = await paced(() => client.request<T>(method, path, { token, body }));
  if (answer.status >= 300) {
    throw new Error(`${method} ${path} -> ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** Runs `task` for 0..count-1 with at most `width` in flight, in order of start. */
async function inParallel<T>(
  count: number,
  width: number,
  task: (n: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      out[n] = await task(n);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return out;
}

/** A ranking that favours the first contestants, so the results have a clear top. */
function rankingOf(n: number, contestants: readonly Contestant[]): string[] {
  const picks: string[] = [];
  let seed = n * 7919 + 17;
  while (picks.length < 3) {
    seed = (seed * 48271) % 2147483647;
    const skewed = Math.floor(((seed % 1000) / 1000) ** 2 * contestants.length);
    const id = contestants[skewed]?.id;
    if (id && !picks.includes(id)) picks.push(id);
  }
  return picks;
}

/**
 * Creates a room of the given size at `baseUrl`: contestants added in order,
 * then participants joining one after another (join order is their order in
 * the result), then the first `size.ballots` of them voting.
 */
export async function seedBigRoom(
  baseUrl: string,
  size: BigRoomSize = BIG_EVENT,
  roomName = 'Big Hack 2026',
): Promise<BigRoom> {
  const created = await call<CreateRoomResponse>(
    baseUrl,
    routes.createRoom.method,
    routes.createRoom.url(),
    undefined,
    { name: roomName, title: 'Best project of the weekend' },
  );
  const roomId = created.room.id;
  const adminToken = created.adminToken;
  const { awards } = await call<{ awards: Award[] }>(
    baseUrl,
    routes.awards.method,
    routes.awards.url({ roomId }),
    adminToken,
  );
  const awardId = awards[0]?.id;
  const contestants: Contestant[] = [];
  for (let n = 0; n < size.contestants; n++) {
    const { contestant } = await call<{ contestant: Contestant }>(
      baseUrl,
      routes.addContestant.method,
      routes.addContestant.url({ roomId }),
      adminToken,
      { name: contestantName(n), blurb: blurb(n), demoUrl: `https://example.com/demo/${n + 1}` },
    );
    contestants.push(contestant);
  }
  // One at a time, so that join order (and joined_at) follows n.
  const participants: SeededParticipant[] = [];
  for (let n = 0; n < size.participants; n++) {
    const joined = await call<JoinRoomResponse>(
      baseUrl,
      routes.joinRoom.method,
      routes.joinRoom.url(),
      undefined,
      { code: created.room.code, name: participantName(n) },
    );
    participants.push({
      id: joined.participant.id,
      name: joined.participant.name,
      token: joined.participantToken,
      ranking: n < size.ballots ? rankingOf(n, contestants) : [],
    });
  }
  await inParallel(size.ballots, 8, async (n) => {
    const voter = participants[n];
    if (!voter) return;
    await call(
      baseUrl,
      routes.submitBallot.method,
      routes.submitBallot.url({ roomId }),
      voter.token,
      {
        awardId,
        rankings: voter.ranking.map((contestantId) => ({ contestantId })),
      },
    );
  });
  return { roomId, code: created.room.code, adminToken, contestants, participants };
}

/** The n-th seeded participant, and the session their phone keeps (see `participantStorage`). */
export function seededVoter(room: BigRoom, n: number) {
  const voter = room.participants[n];
  if (!voter) throw new Error(`the room has no participant ${n}`);
  return {
    voter,
    session: {
      roomId: room.roomId,
      roomCode: room.code,
      participantId: voter.id,
      participantName: voter.name,
      participantToken: voter.token,
    },
  };
}
