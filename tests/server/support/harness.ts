import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import type { ApiClient } from '../../../scripts/launch/api-client.ts';
import { RealtimeClient } from './realtime-client.ts';
import { type RoomSetup, type RoomSetupOptions, setUpRoom } from './room-setup.ts';
import { type DatabaseKind, databaseKinds } from './test-database.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.ts';

/**
 * One real server for a block of tests, and what they do with it: call the
 * API, set up rooms, open realtime sockets. Sockets close after each test;
 * the server and its database go after the block.
 */
export type Harness = {
  readonly server: TestServer;
  readonly api: ApiClient;
  setUpRoom(options?: RoomSetupOptions): Promise<RoomSetup>;
  /** A socket subscribed to the room (as the public without a token), once its snapshot has arrived. */
  connect(roomId: string, token?: string): Promise<RealtimeClient>;
  /** A socket that has sent its subscribe, without waiting for an answer. */
  subscribe(roomId: string, token?: string): Promise<RealtimeClient>;
  /** A bare socket on the realtime endpoint that has sent nothing. */
  open(): Promise<RealtimeClient>;
};

/** Boots a server on this kind of database before the block's tests and stops it after. */
export function useHarness(kind: DatabaseKind, options: TestServerOptions = {}): Harness {
  let running: TestServer | undefined;
  const sockets: RealtimeClient[] = [];
  beforeAll(async () => {
    running = await startTestServer(kind, options);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await running?.close();
    running = undefined;
  });

  const current = () => {
    if (!running) throw new Error('the test server runs only inside the block’s tests');
    return running;
  };
  const track = (socket: RealtimeClient) => {
    sockets.push(socket);
    return socket;
  };
  return {
    get server() {
      return current();
    },
    get api() {
      return current().api;
    },
    setUpRoom: (setup) => setUpRoom(current().api, setup),
    async connect(roomId, token) {
      const socket = track(await RealtimeClient.subscribe(current().wsUrl, roomId, token));
      await socket.waitFor((m) => m.type === 'snapshot');
      return socket;
    },
    subscribe: async (roomId, token) =>
      track(await RealtimeClient.subscribe(current().wsUrl, roomId, token)),
    open: async () => track(await RealtimeClient.open(current().wsUrl)),
  };
}

/**
 * A block of tests run once per database kind (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set), each with its own server.
 */
export function describeOnEachDatabase(
  title: string,
  body: (harness: Harness, kind: DatabaseKind) => void,
  options: TestServerOptions = {},
): void {
  describe.each(databaseKinds)(`${title} [%s]`, (kind) => body(useHarness(kind, options), kind));
}
