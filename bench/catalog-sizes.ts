/**
 * What each language costs a phone: the first load of `/join` in English of a
 * build beside another's (scripts/launch/bundle-size.ts), and each message
 * catalog's chunk — one per language and screen group (decision 044) —
 * gzipped, from the Vite manifest of a build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize, MANIFEST_PATH } from '../scripts/launch/bundle-size.ts';

/** One catalog chunk of a build: its language, group and gzipped size. */
export type CatalogChunk = { language: string; group: string; gzipBytes: number };

const CATALOG_SOURCE = /^locales\/([^/]+)\/([^/]+)\.po$/;

/** Every catalog chunk the build fetches on demand (the English start catalog is in the first load). */
export function catalogChunks(distDir: string): CatalogChunk[] {
  const manifest = JSON.parse(readFileSync(join(distDir, MANIFEST_PATH), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return Object.entries(manifest).flatMap(([source, chunk]) => {
    const match = CATALOG_SOURCE.exec(source);
    if (!match?.[1] || !match[2]) return [];
    const gzipBytes = gzipSize(readFileSync(join(distDir, chunk.file)));
    return [{ language: match[1], group: match[2], gzipBytes }];
  });
}

/**
 * The English `start` catalog, compiled as the build compiles it, gzipped: it
 * is built into the first load rather than fetched, so the manifest has no
 * chunk of its own to weigh.
 */
export async function englishStartCatalogBytes(): Promise<number> {
  const { getConfig } = await import('@lingui/conf');
  const { createCompiledCatalog, getCatalogs } = await import('@lingui/cli/api');
  const config = getConfig({ configPath: 'lingui.config.ts' });
  const start = (await getCatalogs(config)).find((catalog) => catalog.path.endsWith('/start'));
  if (!start) throw new Error('lingui.config.ts has no start catalog');
  const held = await start.read(config.sourceLocale ?? 'en');
  const messages = Object.fromEntries(
    Object.entries(held).map(([id, entry]) => [id, entry.translation || entry.message || id]),
  );
  return gzipSize(createCompiledCatalog('en', messages, { namespace: 'es' }).source);
}
