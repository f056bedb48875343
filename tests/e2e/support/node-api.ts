import type { Page } from '@playwright/test';
import type { ServerMessage } from '#shared/protocol/messages.ts';
import type { ServerProcess } from '../../../scripts/launch/server-process.ts';
import type { AdminRoom } from './api.ts';
import { STORAGE } from './ui.ts';
import { type Device, expect, type User, type Users } from './users.ts';

// A spec's own server nodes (see server-nodes.ts): their API called (through each node's
// ApiClient), their pages opened.

/** A room with two contestants, made through one node's API; answers it and Vibe Check's id. */
export async function roomOn(node: ServerProcess, name: string) {
  const created = await node.api.createRoom({ name, title: 'Best vibe-coded app' });
  expect(created.status).toBe(201);
  const room = {
    roomId: created.body.room.id,
    code: created.body.room.code,
    adminToken: created.body.adminToken,
  };
  let vibeCheckId = '';
  for (const contestant of ['Pixel Pals', 'Vibe Check']) {
    const body = { name: contestant, blurb: `${contestant} demo` };
    const added = await node.api.addContestant(room.roomId, room.adminToken, body);
    expect(added.status).toBe(201);
    vibeCheckId = added.body.contestant.id;
  }
  return { room, vibeCheckId };
}

/** Starts the room's timer through a node's API; answers when it runs out (ms since the epoch). */
export async function startTimer(
  node: ServerProcess,
  room: AdminRoom,
  seconds: number,
): Promise<number> {
  const started = await node.api.startTimer(room.roomId, room.adminToken, { seconds });
  expect(started.status).toBe(200);
  return Date.parse(started.body.room.votingEndsAt ?? '');
}

/** Results as a node reads them, and whether it refuses to end voting a second time. */
export async function expectEndedOnce(node: ServerProcess, room: AdminRoom, winnerName: string) {
  const { roomId } = room;
  const read = await node.api.results(roomId, room.adminToken);
  expect(read.status).toBe(200);
  // The one ballot: the winner ranked 1st (3 points), nothing else.
  const [first, second] = read.body.results?.finalScores ?? [];
  expect(first).toMatchObject({ contestantName: winnerName, totalPoints: 3 });
  expect(second).toMatchObject({ totalPoints: 0 });
  const again = await node.api.finish(roomId);
  expect(again.status).toBe(401);
  const byAdmin = await node.api.finish(roomId, room.adminToken);
  expect(byAdmin.status).toBe(409);
}

/** A person's browser on one node: its own origin, with this localStorage. */
export function openOn(
  users: Users,
  node: Pick<ServerProcess, 'baseUrl'>,
  device: Device,
  label: string,
  storage: Record<string, string> = {},
): Promise<User> {
  const localStorage = Object.entries(storage).map(([name, value]) => ({ name, value }));
  return users.open(device, {
    label,
    contextOptions: {
      baseURL: node.baseUrl,
      storageState: { cookies: [], origins: [{ origin: node.baseUrl, localStorage }] },
    },
  });
}

/** How many times the page's sockets were sent results. */
export function countResults(page: Page): () => number {
  let count = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const message = JSON.parse(payload) as ServerMessage;
      if (message.type !== 'update') return;
      count += message.events.filter((event) => event.type === 'results_published').length;
    }),
  );
  return () => count;
}

/** A participant joins through a node's API and ranks one contestant; answers the phone's localStorage. */
export async function joinAndVote(
  node: ServerProcess,
  room: AdminRoom,
  name: string,
  contestantId: string,
): Promise<Record<string, string>> {
  const joined = await node.api.join({ code: room.code, name });
  expect(joined.status).toBe(201);
  const voted = await node.api.rank(room.roomId, joined.body.participantToken, [contestantId]);
  expect(voted.status).toBe(200);
  const session = {
    roomId: room.roomId,
    roomCode: room.code,
    participantId: joined.body.participant.id,
    participantName: joined.body.participant.name,
    participantToken: joined.body.participantToken,
  };
  return { [STORAGE.participantSession]: JSON.stringify(session) };
}
