/** Rooms, contestants and participants made through the real API, as people make them. */
import { routes } from '#shared/routes.ts';
import { BenchHttp } from '../scripts/launch/load/http.ts';
import { inBatches } from '../scripts/launch/load/stats.ts';

export type BenchRoom = {
  roomId: string;
  code: string;
  adminToken: string;
  /** The award every room starts with: where its ballots go unless another is named. */
  awardId: string;
  contestantIds: string[];
};

export type Joined = { participantId: string; token: string };

type Created = { room: { id: string; code: string }; adminToken: string };
type JoinedBody = { participant: { id: string }; participantToken: string };

function expectStatus(what: string, status: number, wanted: number, body: unknown): void {
  if (status !== wanted) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
}

/** Creates a room and adds `contestants` contestants to it. */
export async function createRoom(baseUrl: string, contestants: number): Promise<BenchRoom> {
  const http = new BenchHttp(baseUrl, 1);
  try {
    const created = await http.request(
      routes.createRoom.method,
      routes.createRoom.url(),
      undefined,
      {
        name: 'Bench Night',
        title: 'Fastest vibe',
      },
    );
    expectStatus('create a room', created.status, 201, created.body);
    const { room, adminToken } = created.body as Created;
    const read = await http.request(
      routes.awards.method,
      routes.awards.url({ roomId: room.id }),
      adminToken,
    );
    expectStatus('read the awards', read.status, 200, read.body);
    const [first] = (read.body as { awards: { id: string }[] }).awards;
    if (!first) throw new Error('a new room has no award');
    const benchRoom = {
      roomId: room.id,
      code: room.code,
      adminToken,
      awardId: first.id,
      contestantIds: [],
    };
    for (let i = 0; i < contestants; i++) {
      await addContestant(http, benchRoom, `Project ${i + 1}`);
    }
    return benchRoom;
  } finally {
    http.close();
  }
}

/** Adds a contestant as the room's organiser; its id joins room.contestantIds. */
export async function addContestant(
  http: BenchHttp,
  room: BenchRoom,
  name: string,
): Promise<string> {
  const added = await http.request(
    routes.addContestant.method,
    routes.addContestant.url({ roomId: room.roomId }),
    room.adminToken,
    { name, blurb: `${name}, added by the bench.` },
  );
  expectStatus('add a contestant', added.status, 201, added.body);
  const { id } = (added.body as { contestant: { id: string } }).contestant;
  room.contestantIds.push(id);
  return id;
}

/** One participant joins by the room's code. */
export async function joinRoom(http: BenchHttp, code: string, name: string): Promise<Joined> {
  const joined = await http.request(routes.joinRoom.method, routes.joinRoom.url(), undefined, {
    code,
    name,
  });
  expectStatus('join', joined.status, 201, joined.body);
  const body = joined.body as JoinedBody;
  return { participantId: body.participant.id, token: body.participantToken };
}

/** `count` participants join, `inFlight` at a time; any failure throws. */
export async function joinParticipants(
  baseUrl: string,
  code: string,
  count: number,
  inFlight = 16,
): Promise<Joined[]> {
  const http = new BenchHttp(baseUrl, inFlight);
  try {
    return await inBatches(
      Array.from({ length: count }, (_, i) => i),
      inFlight,
      (i) => joinRoom(http, code, `Participant ${i + 1}`),
    );
  } finally {
    http.close();
  }
}

/** Finishes voting as the organiser; results go to every participant. */
export async function finishVoting(http: BenchHttp, room: BenchRoom): Promise<void> {
  const finished = await http.request(
    routes.finishVoting.method,
    routes.finishVoting.url({ roomId: room.roomId }),
    room.adminToken,
  );
  expectStatus('finish voting', finished.status, 200, finished.body);
}
