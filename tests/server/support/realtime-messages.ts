import { expect } from 'vitest';
import type {
  AdminSnapshot,
  ParticipantSnapshot,
  PublicSnapshot,
  RoomEvent,
  ServerMessage,
  UpdateMessage,
} from '#shared/protocol/messages.ts';
import type { Closed, RealtimeClient } from './realtime-client.ts';

export type EventOf<T extends RoomEvent['type']> = Extract<RoomEvent, { type: T }>;

export const isAdminSnapshot = (m: ServerMessage): m is AdminSnapshot =>
  m.type === 'snapshot' && m.role === 'admin';
export const isParticipantSnapshot = (m: ServerMessage): m is ParticipantSnapshot =>
  m.type === 'snapshot' && m.role === 'participant';
export const isPublicSnapshot = (m: ServerMessage): m is PublicSnapshot =>
  m.type === 'snapshot' && m.role === 'public';
export const isUpdate = (m: ServerMessage): m is UpdateMessage => m.type === 'update';

/** Matches an update holding an event of this type that passes `test`. */
export function withEvent<T extends RoomEvent['type']>(
  type: T,
  test?: (event: EventOf<T>) => boolean,
) {
  return (m: ServerMessage): m is UpdateMessage =>
    isUpdate(m) &&
    m.events.some((e): boolean => e.type === type && (test?.(e as EventOf<T>) ?? true));
}

/** Every event a client was sent, in order. */
export function eventsOf(client: RealtimeClient): RoomEvent[] {
  return client.messages.filter(isUpdate).flatMap((m) => m.events);
}

/** The room version a message carries (a pong carries none). */
export function versionOf(message: ServerMessage | undefined): number | undefined {
  return message && message.type !== 'pong' ? message.version : undefined;
}

/** Every update applies on top of the version of the message sent just before it. */
export function expectVersionChain(received: readonly ServerMessage[]): void {
  const messages = received.filter((m) => m.type !== 'pong');
  expect(messages[0]?.type).toBe('snapshot');
  messages.slice(1).forEach((message, i) => {
    if (message.type === 'update') expect(message.baseVersion).toBe(messages[i]?.version);
    expect(message.version).toBeGreaterThanOrEqual(messages[i]?.version ?? 0);
  });
}

/** How the server closed the socket, or 'still open' once `ms` have passed. */
export function closedWithin(client: RealtimeClient, ms = 2000): Promise<Closed | 'still open'> {
  return Promise.race([
    client.closed,
    new Promise<'still open'>((resolve) => setTimeout(resolve, ms, 'still open')),
  ]);
}

/** How the server closed the socket; fails if it has not within `ms`. */
export async function closeOf(client: RealtimeClient, ms = 5000): Promise<Closed> {
  const closed = await closedWithin(client, ms);
  if (closed === 'still open') throw new Error('the server did not close the socket');
  return closed;
}

/** Fails if any of the secrets appears in the text. */
export function expectAbsent(text: string, secrets: readonly string[]): void {
  for (const secret of secrets) expect(text).not.toContain(secret);
}
