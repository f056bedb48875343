import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE } from '#shared/protocol/constants.ts';
import { MOVE_SPREAD_MS, RECONNECT_FIRST_MS } from '#shared/protocol/reconnect.ts';
import { type ConnectionStatus, RoomConnection } from './room-connection.ts';
import { participantSnapshot } from './room-state.test-support.ts';

/** A browser WebSocket as far as the connection uses it: it opens, and the test closes it. */
class FakeSocket {
  static readonly OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  readonly sent: string[] = [];
  private readonly listeners = new Map<string, ((event: unknown) => void)[]>();

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }

  addEventListener(type: string, listener: (event: unknown) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {}

  emit(type: string, event: unknown): void {
    if (type === 'open') this.readyState = FakeSocket.OPEN;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const snapshot = JSON.stringify(participantSnapshot());

describe('RoomConnection', () => {
  let statuses: ConnectionStatus[];
  let connection: RoomConnection;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.opened = [];
    const events = { addEventListener() {}, removeEventListener() {} };
    vi.stubGlobal('window', {
      ...events,
      location: { protocol: 'http:', host: 'venue.test:3000' },
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
    });
    vi.stubGlobal('document', { ...events, visibilityState: 'visible' });
    vi.stubGlobal('WebSocket', FakeSocket);
    statuses = [];
    connection = new RoomConnection('room-1', undefined, {
      onSnapshot() {},
      onUpdate() {},
      onStatus: (status) => statuses.push(status),
      onFault: (error) => {
        throw error;
      },
    });
    connection.start();
    const first = FakeSocket.opened[0];
    first?.emit('open', {});
    first?.emit('message', { data: snapshot });
  });

  afterEach(() => {
    connection.stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('subscribes again at once when handed to another node, and stays live meanwhile', () => {
    expect(statuses).toEqual(['connecting', 'live']);
    FakeSocket.opened[0]?.emit('close', { code: CLOSE.moved.code });
    vi.advanceTimersByTime(MOVE_SPREAD_MS);
    expect(FakeSocket.opened).toHaveLength(2);
    const moved = FakeSocket.opened[1];
    expect(moved?.url).toBe('ws://venue.test:3000/api/realtime');
    moved?.emit('open', {});
    expect(JSON.parse(moved?.sent[0] ?? '{}')).toMatchObject({
      type: 'subscribe',
      roomId: 'room-1',
    });
    moved?.emit('message', { data: snapshot });
    // Never "reconnecting" nor "connecting": the phone shows nothing of the move.
    expect(statuses).toEqual(['connecting', 'live', 'live']);
  });

  it('says it is reconnecting, and waits its back-off, when the node shuts down', () => {
    FakeSocket.opened[0]?.emit('close', { code: CLOSE.shuttingDown.code });
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(RECONNECT_FIRST_MS / 2 - 1);
    expect(FakeSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(RECONNECT_FIRST_MS / 2 + 1);
    expect(FakeSocket.opened).toHaveLength(2);
  });
});
