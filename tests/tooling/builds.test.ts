import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY, serverBuild } from '../../scripts/launch/builds.ts';
import { repoRoot } from './support/sandbox.ts';

describe('serverBuild', () => {
  it('bundles our server, shared code and packages into one file, leaving the runtime packages in node_modules', async () => {
    const into = mkdtempSync(join(tmpdir(), 'viberank-server-'));
    try {
      await serverBuild(repoRoot).build(into);
      const bundle = readFileSync(join(into, SERVER_ENTRY), 'utf8');
      // The database finds its migrations from its source file, wherever the bundle is.
      const database = pathToFileURL(join(repoRoot, 'src/server/db/database.ts')).href;
      expect(bundle).toContain(JSON.stringify(database));
      // Only the bundle's own `require`, on its first line, is made from its address.
      const [shim, ...rest] = bundle.split('\n');
      expect(shim).toContain('createRequire');
      expect(rest.join('\n')).not.toContain('import.meta');
      // A bundled package that looks for files beside its own module would
      // look beside the bundle: such a package belongs in RUNTIME_PACKAGES.
      expect(bundle).not.toMatch(/\b__dirname\b|\b__filename\b|require\.resolve\(/);
      // Our aliases and the framework are resolved into the bundle; the
      // packages that load files of their own are imported at run time.
      expect(bundle).not.toMatch(/from\s*["']#(shared|server)\//);
      expect(bundle).not.toMatch(/from\s*"fastify"/);
      expect(bundle).toContain('node_modules/fastify/fastify.js');
      expect(bundle).toMatch(/from\s*"@electric-sql\/pglite"/);
      // The readable log lines are for a terminal: a deployed node never loads their formatter.
      expect(bundle).not.toMatch(/from\s*"pino-pretty"/);
      const map = JSON.parse(readFileSync(join(into, `${SERVER_ENTRY}.map`), 'utf8')) as {
        sources: string[];
        sourcesContent?: unknown;
      };
      expect(map.sources.some((source) => source.endsWith('src/server/main.ts'))).toBe(true);
      // The sources are on disk: the map that Node parses at start carries only the mappings.
      expect(map.sourcesContent).toBeUndefined();
    } finally {
      rmSync(into, { recursive: true, force: true });
    }
  }, 60_000);
});
