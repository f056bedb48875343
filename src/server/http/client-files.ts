import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PRERENDERED_PAGE_FILES } from '#shared/prerendered-pages.ts';
import { API_PREFIX, METRICS_PATH } from '#shared/routes.ts';

/** Vite names every file under `assets/` after a hash of its content: it never changes. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The page names the current assets: the browser asks again each time (a 304 is cheap). */
export const PAGE_CACHE = 'no-cache';
/** The favicon and robots.txt keep their names across builds: an hour is stale enough. */
export const PUBLIC_FILE_CACHE = 'public, max-age=3600';

/** The app's shell: every page not drawn at build time. */
export const SHELL = 'index.html';

/**
 * Which file of the build answers a page's address: its own HTML where the
 * build drew it, the app's shell otherwise (and for a build without it).
 */
export function pageFiles(clientDir: string): (url: string) => string {
  // The pages drawn at build time: a phone paints them before a script has run.
  const drawn = new Map<string, string>(
    Object.values(PRERENDERED_PAGE_FILES)
      .filter(({ file }) => existsSync(path.join(clientDir, file)))
      .map(({ path: pagePath, file }) => [pagePath, file]),
  );
  return (url) => {
    const pathname = (url.split(/[?#]/, 1)[0] ?? '/').replace(/(?<=.)\/+$/, '');
    return drawn.get(pathname) ?? SHELL;
  };
}

/** The offline web app's worker (vite.config.ts): its name never changes. */
export const SERVICE_WORKER = 'service-worker.js';

// NOTE: the names @fastify/static looks for beside a file when `preCompressed` is on.
const COPY = /\.(br|gz)$/;

/** The Cache-Control of a file of the built client (or of its copy), by where it sits in clientDir. */
export function cacheControlOf(clientDir: string, file: string): string {
  const relative = path.relative(clientDir, file).split(path.sep).join('/').replace(COPY, '');
  if (relative.startsWith('assets/')) return HASHED_ASSET_CACHE;
  // The service worker is checked for a new deployment at every page load.
  if (relative.endsWith('.html') || relative === SERVICE_WORKER) return PAGE_CACHE;
  return PUBLIC_FILE_CACHE;
}

/**
 * Serves the built client: each file on its own route (anything else is a
 * page or a 404, app.ts), with the Cache-Control its name allows, and its
 * Brotli or gzip copy when the build left one and the browser accepts it.
 */
export async function registerClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    // The copies are found beside their file when asked for; they get no route of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    // `/` is a page like any other (pageFileOf), not the folder's index.
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, file) {
      response.setHeader('cache-control', cacheControlOf(clientDir, file));
      // The same address answers differently by Accept-Encoding: a shared cache must know.
      response.setHeader('vary', 'accept-encoding');
    },
  });
}

/**
 * A path the client's pages answer: a GET outside the API that names no file.
 * A missing asset, `/favicon.ico` or any other path with an extension is a real
 * 404, not the app's HTML with 200 (a stale script tag would run HTML).
 */
export function isPage(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  if (pathname === '/api' || pathname.startsWith(API_PREFIX)) return false;
  if (pathname === METRICS_PATH) return false;
  if (pathname.startsWith('/assets/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}
