import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, serverBuild } from '../../scripts/launch/builds.ts';
import { repoRoot } from './support/sandbox.ts';

describe('serverBuild', () => {
  it('bundles our server and shared code into one file, leaving packages in node_modules', async () => {
    const into = mkdtempSync(join(tmpdir(), 'viberank-server-'));
    try {
      await serverBuild(repoRoot).build(into);
      const bundle = readFileSync(join(into, SERVER_ENTRY), 'utf8');
      // The database finds its migrations from its source file, wherever the bundle is.
      const database = pathToFileURL(join(repoRoot, 'src/server/db/database.ts')).href;
      expect(bundle).toContain(JSON.stringify(database));
      expect(bundle).not.toContain('import.meta.url');
      // Our aliases are resolved into the bundle; packages are imported at run time.
      expect(bundle).not.toMatch(/from\s*["']#(shared|server)\//);
      expect(bundle).toMatch(/from\s*"fastify"/);
      expect(bundle).toMatch(/from\s*"@electric-sql\/pglite"/);
      expect(readFileSync(join(into, `${SERVER_ENTRY}.map`), 'utf8')).toContain(
        'src/server/main.ts',
      );
    } finally {
      rmSync(into, { recursive: true, force: true });
    }
  }, 60_000);
});
