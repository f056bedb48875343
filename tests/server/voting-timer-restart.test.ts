import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
import { ApiClient } from '../../scripts/launch/api-client.ts';
import { setUpRoom } from './support/room-setup.ts';
import { PROCESS_TEST_TIMEOUT_MS, useServerProcesses } from './support/server-processes.ts';
import { databaseKinds } from './support/test-database.ts';
import { endingsOf } from './support/voting-endings.ts';

/** How soon after start-up an overdue timer must have ended voting. */
const PROMPTLY_MS = 5_000;
const POLL_MS = 100;
/** Long enough that a busy machine stops the server before it runs out. */
const TIMER_SECONDS = 10;

describe.each(databaseKinds)('the timer across a restart [%s]', (kind) => {
  const processes = useServerProcesses(kind);

  it(
    'ends voting once, promptly after start-up, when it ran out while the server was down',
    async () => {
      const { start, dataDir } = processes();
      const first = await start();
      const api = new ApiClient(first.baseUrl);
      const { room, adminToken, contestants } = await setUpRoom(api, { contestants: 2 });
      const started = await api.startTimer(room.id, adminToken, { seconds: TIMER_SECONDS });
      expect(started.status).toBe(200);
      expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      // The server was stopped before the timer ran out, and nothing ended voting.
      const endsAt = Date.parse(started.body.room.votingEndsAt ?? '');
      expect(Date.now()).toBeLessThan(endsAt);

      // Waits for the deadline to pass while no server runs.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt - Date.now()) + 200));
      const second = await start();
      const upAt = Date.now();
      const again = new ApiClient(second.baseUrl);
      let status = (await again.getRoom(room.id, adminToken)).body.room.status;
      for (let i = 0; status !== 'ended' && i < PROMPTLY_MS / POLL_MS; i++) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        status = (await again.getRoom(room.id, adminToken)).body.room.status;
      }
      expect(status).toBe('ended');
      expect(Date.now() - upAt).toBeLessThan(PROMPTLY_MS + POLL_MS * 5);
      const results = await again.results(room.id, adminToken);
      expect(results.body.results?.finalScores.map((s) => s.contestantId)).toEqual(
        contestants.map((c) => c.id),
      );
      expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      expect(second.output()).not.toMatch(/"level":(50|60)/);

      expect(second.output().match(/"msg":"voting finished"/g)).toHaveLength(1);
      // The embedded database can be opened once its server has gone; it holds what was written.
      if (kind !== 'pglite') return;
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const { results: rows, audit } = await endingsOf(database.db, room.id);
        expect(rows).toHaveLength(1);
        expect(audit.map((entry) => entry.userId)).toEqual(['timer']);
      } finally {
        await database.close();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
