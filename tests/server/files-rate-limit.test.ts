import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '#server/limits.ts';
import { useHarness } from './support/harness.ts';
import { databaseKinds } from './support/test-database.ts';

describe.each(databaseKinds)('the files rate limit [%s]', (kind) => {
  const h = useHarness(kind, {
    limits: {
      ...DEFAULT_LIMITS,
      windowSeconds: 60,
      publicPerAddress: 1000,
      perSecret: 1000,
      perRoom: 1000,
      refusalDelayMs: 0,
      filesPerMinute: 3,
    },
  });

  it('counts previews and exports together per token, refuses the fourth in a minute, and spares other calls', async () => {
    const { room, adminToken } = await h.setUpRoom({ contestants: 1 });
    const other = await h.setUpRoom({ contestants: 1 });
    const csv = 'name,description\nA,B\n';
    expect((await h.api.previewImport(room.id, adminToken, csv)).status).toBe(200);
    expect((await h.api.download(room.id, adminToken, 'csv')).status).toBe(200);
    expect((await h.api.download(room.id, adminToken, 'json')).status).toBe(200);
    const refused = await h.api.download(room.id, adminToken, 'csv');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text).error.code).toBe('rate_limited');
    expect((await h.api.previewImport(room.id, adminToken, csv)).status).toBe(429);
    // The same organiser's other calls, and another organiser's files, still go through.
    expect((await h.api.listContestants(room.id, adminToken)).status).toBe(200);
    expect((await h.api.download(other.room.id, other.adminToken, 'json')).status).toBe(200);
  });
});
