import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, setUpRoom } from './support/api-client.ts';
import { RealtimeClient } from './support/realtime-client.ts';
import { databaseKinds } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe.each(databaseKinds)('smoke [%s]', (kind) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = new ApiClient(server.baseUrl);
  });
  afterAll(() => server.close());

  it('runs a whole room: create, add, join, vote, finish, live results', async () => {
    const { room, adminToken, contestants, voters } = await setUpRoom(api, {
      contestants: 2,
      voters: 1,
    });
    const [voter] = voters;
    if (!voter) throw new Error('no voter');
    const live = await RealtimeClient.subscribe(server.wsUrl, room.id, voter.token);
    await live.waitFor((m) => m.type === 'snapshot');
    const voted = await api.rank(room.id, voter.token, [contestants[1]?.id ?? '']);
    expect(voted.status).toBe(200);
    const finished = await api.finish(room.id, adminToken);
    expect(finished.status).toBe(200);
    expect(finished.body.results.winnerId).toBe(contestants[1]?.id);
    const update = await live.waitFor(
      (m) => m.type === 'update' && m.events.some((e) => e.type === 'results_published'),
    );
    expect(update.type).toBe('update');
    live.close();
  });
});
