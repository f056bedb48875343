import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import { CLOSE, PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type { JoinMessage } from '#shared/protocol/join-messages.ts';
import {
  type ClientMessage,
  clientMessage,
  type ServerMessage,
} from '#shared/protocol/messages.ts';
import { routes } from '#shared/routes.ts';
import { idParam } from '#shared/schemas.ts';
import { unhandled } from '#shared/unhandled.ts';
import { isDatabaseUnreachable } from '../database-unreachable.ts';
import { AppError, refuse } from '../errors.ts';
import type { JoinGate } from '../http/request-limits.ts';
import type { Limits } from '../limits.ts';
import { callerOfRequest, type SocketCaller, takeUpgrades } from '../realtime/direct-upgrade.ts';
import { Heartbeat } from '../realtime/heartbeat.ts';
import { closeSocket, type RealtimeHub } from '../realtime/hub.ts';
import { MessageBucket } from '../realtime/message-bucket.ts';
import { SocketQuota } from '../realtime/socket-quota.ts';
import { onSocketError, type SocketWarnings } from '../realtime/socket-warnings.ts';
import { detachUpgradeResponse, replaceErrorListener } from '../realtime/upgrade-release.ts';
import type { ServiceContext } from '../services/context.ts';
import { openRoomToRead } from '../services/rooms-service.ts';
import { joinOnSocket, sendJoinAnswer } from './socket-join.ts';

const SUBSCRIBE_TIMEOUT_MS = 10_000;

type Subscription = Awaited<ReturnType<RealtimeHub['subscribe']>>;

/** A message this server cannot read, and why, for the log. */
type Malformed = { malformed: string };

type Parsed = ClientMessage | Malformed | 'unsupported-protocol';

function parseMessage(data: RawData, isBinary: boolean): Parsed {
  if (isBinary) return { malformed: 'binary' };
  // The socket server skips its own UTF-8 check (app.ts), which would close with 1007, not a CLOSE code.
  if (Buffer.isBuffer(data) && !isUtf8(data)) return { malformed: 'not UTF-8' };
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    return { malformed: 'not JSON' };
  }
  const parsed = clientMessage.safeParse(json);
  if (parsed.success) return parsed.data;
  const version = subscribeVersion.safeParse(json);
  return version.success && version.data.protocolVersion !== PROTOCOL_VERSION
    ? 'unsupported-protocol'
    : { malformed: 'not a client message' };
}

const subscribeVersion = z.object({
  type: z.enum(['subscribe', 'join']),
  protocolVersion: z.number(),
});

/** Closes the socket for a refused subscribe, by the refusal's code; false if it was no refusal. */
function closeForRefusal(socket: WebSocket, error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  if (error.code === 'token_missing') closeSocket(socket, CLOSE.unauthorised);
  else if (error.code === 'room_not_found') closeSocket(socket, CLOSE.roomNotFound);
  else closeSocket(socket, CLOSE.forbidden);
  return true;
}

/**
 * The realtime endpoint: the first message authenticates and subscribes, or
 * joins the room and subscribes as the participant it made (a refused join
 * may be followed by another); every message is parsed against the shared
 * protocol, and a malformed one closes the socket with a named reason.
 */
export const realtimeRoutes: FastifyPluginAsync<{
  ctx: ServiceContext;
  hub: RealtimeHub;
  limits: Limits;
  gate: JoinGate;
  warnings: SocketWarnings;
  /** Which upgrades are taken straight to the socket server, and their callers' address. */
  upgrades: {
    admits(request: IncomingMessage): boolean;
    address(request: IncomingMessage): string;
  };
}> = async (app, { ctx, hub, limits, gate, warnings, upgrades }) => {
  const quota = new SocketQuota(limits.socketsPerSecret);
  // Phones vanish without closing their sockets; drop the ones that fall silent.
  const heartbeat = new Heartbeat();
  const stopHeartbeat = heartbeat.start();
  app.addHook('onClose', async () => stopHeartbeat());

  /** Serves an open socket, whichever way its upgrade came. */
  const serve = (socket: WebSocket, caller: SocketCaller) => {
    // Only the logger outlives the upgrade: the caller is let go once the
    // socket has subscribed (a join counts against its address).
    const { log } = caller;
    let upgrade: SocketCaller | undefined = caller;
    replaceErrorListener(socket, (error) => onSocketError(warnings, error, socket, log()));
    heartbeat.watch(socket);
    let subscription: Subscription | undefined;
    let subscribing = false;
    let closed = false;
    let releaseQuota: (() => void) | undefined;
    const bucket = new MessageBucket(limits.socketMessageBurst, limits.socketMessagesPerMinute);
    // Cleared and let go once subscribed: a timer kept for a socket's life is memory for nothing.
    let timer: NodeJS.Timeout | undefined = setTimeout(
      () => closeSocket(socket, CLOSE.subscribeTimeout),
      SUBSCRIBE_TIMEOUT_MS,
    );
    const stopTimer = () => {
      clearTimeout(timer);
      timer = undefined;
    };

    /** Closes the socket for a subscribe that failed; a refusal closes it by its code. */
    const failed = (error: unknown) => {
      if (isDatabaseUnreachable(error)) {
        // The client retries after its back-off, by when the database may be back.
        log().warn({ err: error }, 'realtime subscribe: database unreachable');
        return closeSocket(socket, CLOSE.unavailable);
      }
      if (closeForRefusal(socket, error)) return;
      log().error({ err: error }, 'realtime subscribe failed');
      closeSocket(socket, CLOSE.internalError);
    };

    const join = async (message: JoinMessage, from: SocketCaller) => {
      subscribing = true;
      try {
        const joined = await joinOnSocket(ctx, gate, from, message);
        if (closed) return;
        if ('type' in joined) {
          sendJoinAnswer(socket, joined);
          subscribing = false;
          return;
        }
        stopTimer();
        upgrade = undefined;
        // Its first socket with a token new to the node: it counts for the next ones.
        if (limits.enabled) releaseQuota = quota.acquire(joined.participantToken);
        // The answer and the snapshot leave together, in one write to the socket.
        const { wire } = from;
        wire.cork();
        try {
          sendJoinAnswer(socket, { type: 'joined', ...joined });
          const viewer = { role: 'participant', participantId: joined.participant.id } as const;
          subscription = await hub.subscribe(socket, joined.room.id, viewer);
        } finally {
          wire.uncork();
        }
        if (closed) hub.unsubscribeSocket(subscription);
      } catch (error) {
        failed(error);
      }
    };

    const subscribe = async (roomId: string, token: string | undefined) => {
      subscribing = true;
      upgrade = undefined;
      if (!idParam.safeParse(roomId).success) return closeSocket(socket, CLOSE.roomNotFound);
      if (limits.enabled && token !== undefined) {
        // Checked before the database is asked anything: a refusal here costs nothing.
        releaseQuota = quota.acquire(token);
        if (!releaseQuota) return closeSocket(socket, CLOSE.rateLimited);
      }
      try {
        const { viewer } = await openRoomToRead(ctx, roomId, token, 'live');
        stopTimer();
        if (closed) return;
        subscription = await hub.subscribe(socket, roomId, viewer);
        if (closed) hub.unsubscribeSocket(subscription);
      } catch (error) {
        failed(error);
      }
    };

    socket.on('message', (data, isBinary) => {
      heartbeat.heard(socket);
      if (limits.enabled && !bucket.take()) return closeSocket(socket, CLOSE.rateLimited);
      const message = parseMessage(data, isBinary);
      if (typeof message === 'object' && 'malformed' in message) {
        warnings.malformedInput(socket, message.malformed, log());
        return closeSocket(socket, CLOSE.malformedMessage);
      }
      if (message === 'unsupported-protocol') {
        return closeSocket(socket, CLOSE.unsupportedProtocol);
      }
      switch (message.type) {
        case 'subscribe':
        case 'join':
          if (subscribing || !upgrade) {
            warnings.malformedInput(socket, 'a second subscribe', log());
            return closeSocket(socket, CLOSE.malformedMessage);
          }
          if (message.type === 'join') void join(message, upgrade);
          else void subscribe(message.roomId, message.token);
          return;
        case 'ping':
          socket.send(JSON.stringify({ type: 'pong' } satisfies ServerMessage));
          return;
        case 'resync': {
          if (!subscription) return closeSocket(socket, CLOSE.unauthorised);
          hub.resendSnapshot(subscription);
          return;
        }
        default:
          return unhandled(message);
      }
    });

    socket.on('close', () => {
      heartbeat.forget(socket);
      closed = true;
      stopTimer();
      releaseQuota?.();
      if (subscription) hub.unsubscribeSocket(subscription);
    });
  };

  app.route({
    method: routes.realtime.method,
    url: routes.realtime.path,
    // Only the WebSocket upgrade is served here; a plain GET finds nothing.
    handler: async () => {
      throw refuse('not_found', 'notFound');
    },
    preHandler: async (request, reply) => detachUpgradeResponse(request, reply),
    wsHandler: (socket, request) => serve(socket, callerOfRequest(request)),
  });
  takeUpgrades(app.server, app.websocketServer, {
    path: routes.realtime.path,
    ...upgrades,
    log: app.log,
    serve,
  });
};
