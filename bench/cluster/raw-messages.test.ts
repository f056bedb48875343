import { describe, expect, it } from 'vitest';
import { resultsAfter } from './raw-messages.ts';

const snapshot = JSON.stringify({ type: 'snapshot', room: { name: 'Demo' }, version: 7 });
const results = JSON.stringify({
  type: 'update',
  baseVersion: 41_233,
  version: 41_234,
  events: [{ type: 'results_published', results: { finalScores: [{ totalPoints: 3 }] } }],
});

describe('resultsAfter', () => {
  it('follows the snapshot the raw processes send, the rest of the bytes kept', () => {
    const moved = JSON.parse(resultsAfter(results, snapshot)) as Record<string, unknown>;
    expect(moved).toEqual({ ...JSON.parse(results), baseVersion: 7, version: 8 });
    expect(Object.keys(moved)).toEqual(['type', 'baseVersion', 'version', 'events']);
  });

  it('refuses a snapshot without a version and a message that is not an update', () => {
    expect(() => resultsAfter(results, '{"type":"snapshot"}')).toThrow(/no version/);
    expect(() => resultsAfter(snapshot, snapshot)).toThrow(/not come in an update/);
  });
});
