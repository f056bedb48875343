import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import { databaseFingerprint } from '../server/support/db-fingerprint.ts';
import { describeOnEachDatabase } from '../server/support/harness.ts';
import { readRoomState } from '../server/support/room-state.ts';
import { answerProblem } from './support/answer-check.ts';
import { FuzzFixture } from './support/fuzz-fixture.ts';
import {
  fuzzParameters,
  fuzzTimeoutMs,
  REQUEST_TIMEOUT_MS,
  reportRun,
} from './support/fuzz-settings.ts';
import { httpCase, toRequest } from './support/http-cases.ts';

const SHARE = 0.6;

describeOnEachDatabase('fuzz: every route over HTTP', (h, kind) => {
  let fixture: FuzzFixture;
  let known: { fingerprint: string; room: Awaited<ReturnType<typeof readRoomState>> } | undefined;
  beforeAll(() => {
    fixture = new FuzzFixture(h);
  });

  test(
    'answers every request with a 2xx or a 4xx error body, in time, and a refusal changes nothing',
    async () => {
      const startedAt = Date.now();
      known = undefined;
      await fc.assert(
        fc.asyncProperty(httpCase, async (c) => {
          const room = await fixture.current();
          const database = h.server.services.database;
          const request = toRequest(c, room);
          // What the last case left is still known unless it wrote: read it again only then.
          known ??= {
            fingerprint: await databaseFingerprint(database),
            room: await readRoomState(h.api, room.roomId, room.adminToken),
          };
          const before = known;
          known = undefined;
          const { method, path, headers, body } = request;
          const response = await h.api.fetch(path, {
            method,
            headers,
            body: typeof body === 'string' || !body ? body : new Uint8Array(body),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          const answer = { status: response.status, text: await response.text() };
          const problem = answerProblem(answer.status, answer.text);
          if (problem)
            throw new Error(`${request.method} ${request.path.slice(0, 200)}: ${problem}`);
          if (answer.status < 300 && request.method !== 'GET') {
            // A request the server accepted may change the room: start the next case afresh.
            fixture.spoil();
            return;
          }
          const after = {
            fingerprint: await databaseFingerprint(database),
            room: await readRoomState(h.api, room.roomId, room.adminToken),
          };
          expect(after.fingerprint).toBe(before.fingerprint);
          expect(after.room).toEqual(before.room);
          known = after;
        }),
        fuzzParameters(SHARE),
      );
      reportRun(`http [${kind}]`, SHARE, startedAt);
    },
    fuzzTimeoutMs(SHARE),
  );
});
