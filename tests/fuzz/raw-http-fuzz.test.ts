import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import { databaseFingerprint } from '../server/support/db-fingerprint.ts';
import { describeOnEachDatabase } from '../server/support/harness.ts';
import { portOf } from '../server/support/raw-sockets.ts';
import { answerProblem } from './support/answer-check.ts';
import { fuzzParameters, fuzzTimeoutMs, reportRun } from './support/fuzz-settings.ts';
import { rawRequest, sendRaw } from './support/raw-http.ts';

const SHARE = 0.15;

describeOnEachDatabase('fuzz: raw bytes over TCP', (h, kind) => {
  beforeAll(async () => {
    await h.setUpRoom({ contestants: 2, participants: 1 });
  });

  test(
    'answers malformed HTTP with a 4xx error body or closes, in time, and changes nothing',
    async () => {
      const startedAt = Date.now();
      await fc.assert(
        fc.asyncProperty(rawRequest, async (bytes) => {
          const before = await databaseFingerprint(h.server.services.database);
          const answer = await sendRaw(portOf(h.server), bytes);
          if (answer === 'closed') return;
          const problem = answerProblem(answer.status, answer.text);
          if (problem)
            throw new Error(`${JSON.stringify(Buffer.from(bytes).toString('latin1'))}: ${problem}`);
          if (answer.status >= 400) {
            expect(await databaseFingerprint(h.server.services.database)).toBe(before);
          }
        }),
        fuzzParameters(SHARE),
      );
      reportRun(`raw-http [${kind}]`, SHARE, startedAt);
    },
    fuzzTimeoutMs(SHARE),
  );
});
