import { ApiError, request } from '#client/lib/api-transport.ts';
import { holdSocket } from '#client/lib/live-room/socket-handoff.ts';
import { socketUrl } from '#client/lib/live-room/socket-url.ts';
import type { JoinRoomResponse } from '#shared/api.ts';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type { RefusalValues } from '#shared/refusal-reasons.ts';
import type { ErrorCode } from '#shared/refusals.ts';
import { routes } from '#shared/routes.ts';
import type { JoinRoomInput } from '#shared/schemas.ts';

/** How the join form sends a join: its body and its idempotency key. */
export type JoinSender = (input: JoinRoomInput, key: string) => Promise<JoinRoomResponse>;

/** The join request, with its idempotency key: sent again, it answers what it first made. */
export const joinRequest = (input: JoinRoomInput, idempotencyKey: string) =>
  request<JoinRoomResponse>(routes.joinRoom.method, routes.joinRoom.url(), {
    body: input,
    idempotencyKey,
  });

/** How the join ended: joined, refused (for now: `again`), or without an answer. */
type Attempt = { joined: JoinRoomResponse } | { refused: ApiError; again: boolean } | null;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The server's `joined`, checked by hand where the page relies on it: no schema library on a phone. */
function isJoined(value: Fields): value is Fields & JoinRoomResponse {
  const { room, participant, participantToken } = value;
  return (
    typeof participantToken === 'string' &&
    isObject(room) &&
    typeof room.id === 'string' &&
    typeof room.code === 'string' &&
    isObject(participant) &&
    typeof participant.id === 'string' &&
    typeof participant.name === 'string'
  );
}

/** What a message said of the join; null for anything else. */
function attemptOf(data: unknown): Attempt {
  let message: unknown;
  try {
    message = typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return null;
  }
  if (!isObject(message)) return null;
  if (message.type === 'joined') {
    if (!isJoined(message)) return null;
    const { room, participant, participantToken } = message;
    return { joined: { room, participant, participantToken } };
  }
  const { status, error, retryAfter } = message;
  if (message.type !== 'join_refused' || typeof status !== 'number' || !isObject(error))
    return null;
  const { code, reason, values } = error;
  if (typeof code !== 'string' || typeof error.message !== 'string') return null;
  const refused = new ApiError(
    status,
    code as ErrorCode,
    error.message,
    typeof reason === 'string' ? reason : null,
    isObject(values) ? (values as RefusalValues) : {},
  );
  return { refused, again: typeof retryAfter === 'number' };
}

/** How long a join waits for its answer on the socket (the server closes one that has not joined in 10 s). */
const ANSWER_MS = 12_000;

/** One join on a socket of its own: once joined, the socket is held for the room's connection. */
function attempt(input: JoinRoomInput, key: string): Promise<Attempt> {
  return new Promise((resolve) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(socketUrl());
    } catch {
      resolve(null);
      return;
    }
    const timer = window.setTimeout(() => socket.close(1000, 'leaving'), ANSWER_MS);
    const onMessage = (event: MessageEvent) => {
      const outcome = attemptOf(event.data);
      window.clearTimeout(timer);
      socket.removeEventListener('message', onMessage);
      socket.removeEventListener('close', onClose);
      if (outcome && 'joined' in outcome) holdSocket(socket, outcome.joined.participantToken);
      else socket.close(1000, 'leaving');
      resolve(outcome);
    };
    const onClose = () => {
      window.clearTimeout(timer);
      resolve(null);
    };
    socket.addEventListener('open', () =>
      socket.send(
        JSON.stringify({ type: 'join', protocolVersion: PROTOCOL_VERSION, key, join: input }),
      ),
    );
    socket.addEventListener('message', onMessage);
    socket.addEventListener('close', onClose);
  });
}

/**
 * Joins the room on the realtime socket: one round trip, and the socket goes
 * on to carry the room (`socket-handoff.ts`); refused, it throws the join
 * request's ApiError. A join refused for now (busy, rate-limited) or whose
 * socket closed before the answer (lost on the Wi-Fi, a network that lets no
 * socket through, a server that does not speak this page's protocol) goes on
 * as the join request, with the same key: it waits and retries as requests
 * do, and answers what the socket's join may already have made.
 */
export async function joinOnSocket(input: JoinRoomInput, key: string): Promise<JoinRoomResponse> {
  const outcome = await attempt(input, key);
  if (outcome && 'joined' in outcome) return outcome.joined;
  if (outcome && !outcome.again) throw outcome.refused;
  return joinRequest(input, key);
}
