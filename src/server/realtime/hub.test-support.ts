import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { RoomEvent } from '#shared/protocol/messages.ts';

/** A message a fake socket was sent, as far as the hub's tests read it. */
export type SentMessage = {
  type: string;
  version?: number;
  participantId?: string;
  events?: RoomEvent[];
};

/** A socket that keeps what it is sent and how it was closed. */
export function fakeSocket() {
  const sent: SentMessage[] = [];
  const closes: number[] = [];
  const socket = {
    OPEN: 1,
    CLOSED: 3,
    readyState: 1,
    bufferedAmount: 0,
    send: (message: string | Buffer) => sent.push(JSON.parse(message.toString())),
    close: (code: number) => {
      closes.push(code);
      socket.readyState = 3;
    },
  };
  return { socket: socket as unknown as WebSocket, sent, closes };
}

/** The room in the hub's tests' snapshots. */
export const SNAPSHOT_ROOM = {
  id: 'room-1',
  code: 'ABCDEFGHIJ',
  name: 'Hack',
  title: 'Best',
  status: 'setup' as const,
  holdResults: false,
  publishBallots: true,
  language: 'en' as const,
  revealStep: 0,
  createdAt: '',
  votingEndsAt: null,
  rehearsal: null,
};

export const quietLog = {
  info: () => {},
  error: () => {},
  warn: () => {},
  debug: () => {},
} as unknown as FastifyBaseLogger;
