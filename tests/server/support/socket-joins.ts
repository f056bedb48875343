import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { roomParticipants } from '#server/db/schema.ts';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type {
  JoinAnswer,
  JoinedMessage,
  JoinRefusedMessage,
} from '#shared/protocol/join-messages.ts';
import type { ServerMessage } from '#shared/protocol/messages.ts';
import type { Harness } from './harness.ts';
import type { RealtimeClient } from './realtime-client.ts';

/** A key as a phone makes one: 128 random bits, URL-safe. */
export const newKey = () => randomBytes(16).toString('base64url');

/** A join as the first message on a socket. */
export const joinMessage = (join: unknown, key = newKey()) => ({
  type: 'join',
  protocolVersion: PROTOCOL_VERSION,
  key,
  join,
});

/** The client records every message as a room message; a join's answer is one of its own. */
const answer = (m: ServerMessage) => m as unknown as JoinAnswer;
export const isJoined = (m: ServerMessage) => answer(m).type === 'joined';
export const isRefused = (m: ServerMessage) => answer(m).type === 'join_refused';

export async function joinedOn(client: RealtimeClient, from = 0): Promise<JoinedMessage> {
  return (await client.waitFor(isJoined, { from })) as unknown as JoinedMessage;
}

export async function refusedOn(client: RealtimeClient, from = 0): Promise<JoinRefusedMessage> {
  return (await client.waitFor(isRefused, { from })) as unknown as JoinRefusedMessage;
}

export async function participantsIn(h: Harness, roomId: string): Promise<number> {
  const [row] = await h.server.services.database.db
    .select({ n: count() })
    .from(roomParticipants)
    .where(eq(roomParticipants.roomId, roomId));
  return row?.n ?? 0;
}
