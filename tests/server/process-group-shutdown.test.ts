import { describe, expect, it } from 'vitest';
import { ERRORS } from '#shared/messages.ts';
import { ApiClient } from '../../scripts/launch/api-client.ts';
import { setUpRoom } from './support/room-setup.ts';
import { ballotStorm, NPM_START_GROUP, stormEnv } from './support/server-process-group.ts';
import { PROCESS_TEST_TIMEOUT_MS, useServerProcesses } from './support/server-processes.ts';
import { databaseKinds } from './support/test-database.ts';

const PARTICIPANTS = 40;
/** Acknowledged ballots before the signal: the storm is well under way. */
const SIGNAL_AFTER = 60;
/** What a process manager waits before it kills (systemd's default is 90 s; ours is tighter). */
const EXIT_WITHIN_MS = 10_000;

// Regression: `npm start`'s group signalled mid-storm used to lose the server
// mid-flight; now it drains, refuses latecomers with 503 and exits 0.
describe.each(databaseKinds)("npm start's process group signalled mid-storm [%s]", (kind) => {
  const processes = useServerProcesses(kind);

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s drains, exits 0 in time and keeps every acknowledged ballot exactly',
    async (signal) => {
      const { start } = processes();
      const env = stormEnv();
      const first = await start(env, NPM_START_GROUP);
      const setup = await setUpRoom(new ApiClient(first.baseUrl), {
        contestants: 3,
        participants: PARTICIPANTS,
      });

      let signalledAt = 0;
      const storm = await ballotStorm(first.baseUrl, setup, (count) => {
        if (count !== SIGNAL_AFTER) return;
        signalledAt = performance.now();
        first.signal(signal);
      });
      const exit = await first.exited;
      const exitedAfterMs = performance.now() - signalledAt;
      expect(signalledAt, 'the storm reached the signal').toBeGreaterThan(0);
      expect(exit, first.output()).toEqual({ code: 0, signal: null });
      expect(exitedAfterMs).toBeLessThan(EXIT_WITHIN_MS);
      const output = first.output();
      expect(output).toMatch(new RegExp(`"signal":"${signal}".*"msg":"shutting down"`));
      expect(output).toMatch(/"msg":"shut down"/);
      expect(output).not.toContain('shutdown took too long');

      // Every submission was acknowledged, refused with 503 and Retry-After,
      // or never connected: none was cut off mid-way, none failed otherwise.
      const unclear = storm.flatMap(({ last }) =>
        last?.kind === 'cut-off' || last?.kind === 'other' ? [last] : [],
      );
      expect(unclear, output).toEqual([]);
      for (const { last } of storm) {
        if (last?.kind !== 'refused') continue;
        expect(last.retryAfter).toMatch(/^[1-9]\d*$/);
        expect(last.body).toEqual({
          error: {
            code: 'unavailable',
            message: ERRORS.shuttingDown,
            reason: 'shuttingDown',
            values: {},
          },
        });
      }

      const second = await start();
      const again = new ApiClient(second.baseUrl);
      let stored = 0;
      for (const participant of storm) {
        const back = await again.getBallot(setup.room.id, participant.token);
        expect(back.status).toBe(200);
        expect(back.body.ballot, participant.name).toEqual(participant.acknowledged ?? null);
        if (back.body.ballot) stored++;
      }
      expect(stored).toBeGreaterThan(0);
      const activity = await again.activity(setup.room.id, setup.adminToken);
      expect(activity.body.totals.ballots).toBe(stored);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
