import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../src/client/public');
const INDEX = '<!doctype html><title>VibeRank</title><div id="root"></div>';

/** A built client as Vite leaves it: the page, a hashed asset, and the public files. */
async function builtClient(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'viberank-client-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  for (const file of ['favicon.ico', 'favicon.svg', 'robots.txt']) {
    await copyFile(path.join(PUBLIC_DIR, file), path.join(dir, file));
  }
  return dir;
}

const HOME = '<!doctype html><div id="root" data-page="home"><h1>VibeRank</h1></div>';
const JOIN = '<!doctype html><div id="root" data-page="join"><h1>Join a Voting Room</h1></div>';

/** The same, with `/` and `/join` drawn at build time (scripts/launch/prerender.ts). */
async function builtClientWithPages(): Promise<string> {
  const dir = await builtClient();
  await writeFile(path.join(dir, 'home.html'), HOME);
  await writeFile(path.join(dir, 'join.html'), JOIN);
  return dir;
}

const clientDir = await builtClient();
const clientDirWithPages = await builtClientWithPages();
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
  await rm(clientDirWithPages, { recursive: true, force: true });
});

describe('pages drawn at build time [pglite]', () => {
  const harness = useHarness('pglite', { clientDir: clientDirWithPages });
  const page = async (url: string) => {
    const response = await harness.api.fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    return response.text();
  };

  it('answers / with the home page as drawn', async () => {
    expect(await page('/')).toBe(HOME);
  });

  it.each(['/join', '/join/', '/join?code=ABCDE12345'])(
    'answers %s with the join page as drawn',
    async (url) => {
      expect(await page(url)).toBe(JOIN);
    },
  );

  it.each(['/vote', '/admin', '/present', '/results/ABCDEFGHIJ', '/joined'])(
    'answers %s with the app’s shell',
    async (url) => {
      expect(await page(url)).toBe(INDEX);
    },
  );
});

// Serving files does not depend on the database: PGlite alone is enough.
describe('pages, files and the API each answer for themselves [pglite]', () => {
  const harness = useHarness('pglite', { clientDir });
  const get = (url: string, init?: RequestInit) => harness.api.fetch(url, init);

  it.each(['/', '/join', '/admin', '/vote', '/present', '/results/ABCDEFGHIJ'])(
    'answers the page %s with the app',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(INDEX);
    },
  );

  it('serves the favicon and robots.txt as real files', async () => {
    const icon = await get('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/icon/);
    // An ICO file's header: reserved 0, type 1.
    expect([...new Uint8Array(await icon.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0]);
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);
  });

  it.each([
    '/assets/index-gone99.js',
    '/assets/missing.css',
    '/assets/',
    '/apple-touch-icon.png',
    '/join/app.js.map',
  ])('answers a missing file %s with a real 404, not the app', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/rooms/nope/nope'],
    ['DELETE', '/api/unknown'],
    ['GET', '/api/rooms/a/b/c/d/e'],
  ])('answers the unknown API path %s %s with a JSON 404', async (method, url) => {
    const response = await get(url, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'Not found.', reason: 'notFound', values: {} },
    });
  });
});
