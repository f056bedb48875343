import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/database.ts';
import { auditLogs, results } from '#server/db/schema.ts';
import type { ErrorResponse, Room } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import type { ApiClient } from './api-client.ts';

type RoomAnswer = { room: Room } & ErrorResponse;

/** Starts (or replaces) the room's timer through the API; `body` is sent as it is. */
export function startTimer(
  api: ApiClient,
  roomId: string,
  token: string | undefined,
  body: unknown,
) {
  return api.request<RoomAnswer>(routes.startTimer.method, routes.startTimer.url({ roomId }), {
    token,
    body,
  });
}

export function cancelTimer(api: ApiClient, roomId: string, token: string | undefined) {
  return api.request<RoomAnswer>(routes.cancelTimer.method, routes.cancelTimer.url({ roomId }), {
    token,
  });
}

/** The room's results rows and its audit entries for ending voting, as the database holds them. */
export async function endingsOf(db: Executor, roomId: string) {
  return {
    results: await db.select().from(results).where(eq(results.roomId, roomId)),
    audit: await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.roomId, roomId), eq(auditLogs.action, 'finish_voting'))),
  };
}
