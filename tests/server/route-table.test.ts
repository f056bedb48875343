import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { routes } from '#shared/routes.ts';
import { useHarness } from './support/harness.ts';
import { createTestDatabase } from './support/test-database.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// The route table is the same on every database: PGlite alone is enough.
describe('the route table [pglite]', () => {
  const h = useHarness('pglite');

  it.each(Object.entries(routes))('registers %s from the table', (_name, route) => {
    expect(h.server.app.hasRoute({ method: route.method, url: route.path })).toBe(true);
  });

  it('refuses to register an API path that is not in the table', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildApp({ database: database.options });
    try {
      expect(() => app.get('/api/unlisted', async () => ({}))).toThrow(/not in the route table/);
      expect(() => app.get('/elsewhere', async () => ({}))).not.toThrow();
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('leaves no API path written out in src/ outside the route table', async () => {
    const files = await sourceFiles(path.join(root, 'src'));
    const offenders: string[] = [];
    for (const file of files) {
      if (file.endsWith(path.join('shared', 'routes.ts')) || file.endsWith('.test.ts')) continue;
      const text = await readFile(file, 'utf8');
      if (/['"`]\/api\//.test(text)) offenders.push(path.relative(root, file));
    }
    expect(offenders).toEqual([]);
  });
});
