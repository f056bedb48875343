import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import { databaseFingerprint } from '../server/support/db-fingerprint.ts';
import { describeOnEachDatabase } from '../server/support/harness.ts';
import { answerProblem } from './support/answer-check.ts';
import { FuzzFixture } from './support/fuzz-fixture.ts';
import { fuzzParameters, fuzzTimeoutMs, reportRun } from './support/fuzz-settings.ts';
import { encodeHostile } from './support/hostile-values.ts';
import { asksToSubscribe, socketCase, toFrame } from './support/socket-cases.ts';
import { closeProblem, probeSocket } from './support/socket-probe.ts';

const SHARE = 0.25;

describeOnEachDatabase('fuzz: the realtime protocol', (h, kind) => {
  let fixture: FuzzFixture;
  beforeAll(() => {
    fixture = new FuzzFixture(h);
  });

  test(
    'answers or closes every socket with a CLOSE code, in time, and changes nothing',
    async () => {
      const startedAt = Date.now();
      await fc.assert(
        fc.asyncProperty(socketCase, async (c) => {
          const room = await fixture.current();
          const before = await databaseFingerprint(h.server.services.database);
          const url =
            c.query === undefined
              ? h.server.wsUrl
              : `${h.server.wsUrl}?q=${encodeHostile(c.query)}`;
          const frames = c.messages.map((message) => toFrame(message, room));
          const outcome = await probeSocket(url, frames, c.messages.some(asksToSubscribe));
          if (outcome.kind === 'refused') {
            const problem = answerProblem(outcome.status, outcome.text);
            if (problem || outcome.status < 400) throw new Error(`upgrade refused: ${problem}`);
          } else if (outcome.kind === 'closed') {
            const problem = closeProblem(outcome.code);
            if (problem) throw new Error(`${problem} (${outcome.reason})`);
          }
          expect(await databaseFingerprint(h.server.services.database)).toBe(before);
        }),
        fuzzParameters(SHARE),
      );
      reportRun(`realtime [${kind}]`, SHARE, startedAt);
    },
    fuzzTimeoutMs(SHARE),
  );
});
