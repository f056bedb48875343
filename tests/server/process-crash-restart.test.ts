import { describe, expect, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import { ApiClient } from '../../scripts/launch/api-client.ts';
import { setUpRoom } from './support/room-setup.ts';
import { ballotStorm, NPM_START_GROUP, stormEnv } from './support/server-process-group.ts';
import { PROCESS_TEST_TIMEOUT_MS, useServerProcesses } from './support/server-processes.ts';

/**
 * The bound for a restart after a crash: a process manager restarts
 * at once, and phones retry for a few seconds. Generous on purpose: it takes
 * about 2 s here with the machine busy.
 */
const ANSWERS_WITHIN_MS = 5_000;

// Regression: PGlite's single-user backend never checkpointed on its own, so
// a restart after a crash replayed all the WAL written since the process began.
describe('npm start killed with SIGKILL mid-storm [pglite]', () => {
  const processes = useServerProcesses('pglite');

  it(
    'starts again on the same DATA_DIR and answers within 5 s, with every acknowledged ballot',
    async () => {
      const { start } = processes();
      const env = stormEnv();
      const first = await start(env, NPM_START_GROUP);
      const setup = await setUpRoom(new ApiClient(first.baseUrl), {
        contestants: 3,
        participants: 30,
      });
      const storm = await ballotStorm(first.baseUrl, setup, (count) => {
        // The whole group at once, as a container runtime or systemd's last resort does.
        if (count === 60) first.signal('SIGKILL');
      });
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

      const startedAt = performance.now();
      const second = await start(env, NPM_START_GROUP);
      const health = await second.api.fetch(routes.health.url());
      const answeredAfterMs = performance.now() - startedAt;
      expect(health.status).toBe(200);
      expect(answeredAfterMs).toBeLessThan(ANSWERS_WITHIN_MS);

      const again = new ApiClient(second.baseUrl);
      for (const participant of storm) {
        const back = await again.getBallot(setup.room.id, participant.token);
        expect(back.status).toBe(200);
        const stored = back.body.ballot;
        // Killed after it was sent, the last submission may or may not have been stored.
        const sentLast = stored?.rankings.map((entry) => entry.contestantId);
        if (
          participant.last?.kind === 'cut-off' &&
          sentLast?.join() === participant.lastSent?.join()
        ) {
          continue;
        }
        expect(stored, participant.name).toEqual(participant.acknowledged ?? null);
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
