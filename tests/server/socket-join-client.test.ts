import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { joinOnSocket } from '#client/features/rooms/socket-join.ts';
import { ApiError } from '#client/lib/api-transport.ts';
import { RoomConnection } from '#client/lib/live-room/room-connection.ts';
import type { ParticipantSnapshot } from '#shared/protocol/messages.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { newKey, participantsIn } from './support/socket-joins.ts';

/**
 * The web client's join on the socket, against a real server: the page's
 * globals are Node's (`ws` as the browser's WebSocket, the server's address
 * as the page's location). Every socket the page opens is counted.
 */
describeOnEachDatabase('the web client’s join on the socket', (h) => {
  let opened: WebSocket[] = [];
  beforeEach(() => {
    opened = [];
    class PageSocket extends WebSocket {
      constructor(url: string) {
        super(url);
        opened.push(this);
      }
    }
    const page = new URL(h.server.baseUrl);
    vi.stubGlobal('WebSocket', PageSocket);
    vi.stubGlobal('window', {
      location: page,
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    vi.stubGlobal('document', {
      visibilityState: 'visible',
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    const serverFetch = fetch;
    vi.stubGlobal('fetch', (path: string, init?: RequestInit) =>
      serverFetch(new URL(path, page), init),
    );
  });
  afterEach(() => {
    for (const socket of opened) socket.terminate();
    vi.unstubAllGlobals();
  });

  it('joins, and the room’s connection goes on on the socket the join came back on', async () => {
    const { room, contestants } = await h.setUpRoom({ contestants: 2 });
    const joined = await joinOnSocket({ code: room.code, name: 'Ada' }, newKey());
    expect(joined.participant.name).toBe('Ada');
    let connection: RoomConnection | undefined;
    const snapshot = await new Promise<ParticipantSnapshot>((resolve, reject) => {
      connection = new RoomConnection(room.id, joined.participantToken, {
        onSnapshot: (s) => (s.role === 'participant' ? resolve(s) : reject(new Error(s.role))),
        onUpdate: () => {},
        onStatus: () => {},
        onFault: reject,
      });
      connection.start();
    });
    connection?.stop();
    expect(snapshot.participantId).toBe(joined.participant.id);
    expect(snapshot.contestants).toHaveLength(contestants.length);
    expect(opened).toHaveLength(1);
    expect(await participantsIn(h, room.id)).toBe(1);
  });

  it('throws the join request’s refusal', async () => {
    const refusal = await joinOnSocket({ code: 'ZZZZZZ', name: 'Ada' }, newKey()).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404, code: 'room_not_found' });
  });

  it('asks with the join request, with its key, a server that speaks another protocol', async () => {
    const { room } = await h.setUpRoom();
    // A page cached from another release: the server closes its join with 4426.
    class OlderSocket extends WebSocket {
      constructor(url: string) {
        super(url);
        opened.push(this);
      }
      override send(data: string): void {
        super.send(JSON.stringify({ ...JSON.parse(data), protocolVersion: 1 }));
      }
    }
    vi.stubGlobal('WebSocket', OlderSocket);
    const key = newKey();
    const joined = await joinOnSocket({ code: room.code, name: 'Ada' }, key);
    const again = await h.api.join({ code: room.code, name: 'Ada' }, key);
    expect(again.body.participant).toEqual(joined.participant);
    expect(await participantsIn(h, room.id)).toBe(1);
  });
});
