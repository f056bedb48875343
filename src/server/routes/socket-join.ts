import type { WebSocket } from 'ws';
import type { JoinAnswer, JoinRefusedMessage } from '#shared/protocol/join-messages.ts';
import { wordIssue } from '#shared/refusal-english.ts';
import { joinRoomInput } from '#shared/schemas.ts';
import { isDatabaseUnreachable } from '../database-unreachable.ts';
import { AppError, refuse } from '../errors.ts';
import { RETRY_AFTER_SECONDS } from '../http/drain.ts';
import { SHED_RETRY_AFTER_SECONDS } from '../http/load-shedding.ts';
import type { JoinGate } from '../http/request-limits.ts';
import type { SocketCaller } from '../realtime/direct-upgrade.ts';
import type { ServiceContext } from '../services/context.ts';
import { type JoinedRoom, joinRoom } from '../services/participants-service.ts';

/** A refusal as the socket sends it: the join request's status and body. */
function refusalOf(error: AppError, retryAfter?: number): JoinRefusedMessage {
  const { code, reason, values, message, statusCode: status } = error;
  const refused: JoinRefusedMessage = {
    type: 'join_refused',
    status,
    error: { code, reason, values, message },
  };
  return retryAfter === undefined ? refused : { ...refused, retryAfter };
}

/** The join's body, checked as the join request's is: its refusal when it is not one. */
function checkJoin(body: unknown) {
  const parsed = joinRoomInput.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    ...wordIssue(issue.message),
    path: issue.path.join('.'),
  }));
  const first = issues[0];
  const refused = refusalOf(
    first
      ? new AppError('validation_failed', first.reason, first.values)
      : refuse('validation_failed', 'requestNotValid'),
  );
  return { ...refused, error: { ...refused.error, issues } };
}

/**
 * A join sent on the socket: the room joined, or the refusal the join
 * request would have been answered with. Anything but a refusal or an
 * unreachable database is thrown, for the socket to close as it would for a
 * failed subscribe.
 */
export async function joinOnSocket(
  ctx: ServiceContext,
  gate: JoinGate,
  caller: SocketCaller,
  message: { key: string; join: unknown },
): Promise<JoinedRoom | JoinRefusedMessage> {
  const answer = await answerJoin(ctx, gate, caller, message);
  if ('type' in answer) gate.refused(answer.error.code);
  return answer;
}

async function answerJoin(
  ctx: ServiceContext,
  gate: JoinGate,
  caller: SocketCaller,
  message: { key: string; join: unknown },
): Promise<JoinedRoom | JoinRefusedMessage> {
  const retryAfter = await gate.overLimit(caller.ip);
  if (retryAfter !== undefined) return refusalOf(refuse('rate_limited', 'rateLimited'), retryAfter);
  const input = checkJoin(message.join);
  if ('type' in input) return input;
  const release = gate.enter();
  if (!release) return refusalOf(refuse('unavailable', 'unavailable'), SHED_RETRY_AFTER_SECONDS);
  try {
    const joined = await joinRoom(ctx, input, false, message.key);
    gate.joined();
    return joined;
  } catch (error) {
    if (error instanceof AppError) return refusalOf(error);
    if (isDatabaseUnreachable(error)) {
      caller.log().warn({ err: error }, 'join on a socket: database unreachable');
      return refusalOf(refuse('unavailable', 'databaseUnavailable'), RETRY_AFTER_SECONDS);
    }
    throw error;
  } finally {
    release();
  }
}

/** Sends a join's answer. */
export function sendJoinAnswer(socket: WebSocket, message: JoinAnswer): void {
  socket.send(JSON.stringify(message));
}
