import { once } from 'node:events';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import { routes } from '#shared/routes.ts';
import { precompress } from '../../scripts/launch/precompress.ts';
import { useHarness } from './support/harness.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../src/client/public');
const INDEX = '<!doctype html><title>VibeRank</title><div id="root"></div>';
/** A script large enough to be worth compressing, as a minified chunk would be. */
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export function f${i}(a){return a.map((x)=>x*${i}).filter(Boolean)}`,
).join(';');
const PRECOMPRESSED = 'assets/index-abc123.js';
const PLAIN = 'assets/chunk-def456.js';

/** A built client as the Vite build leaves it: a hashed chunk with its copies, one without. */
async function builtClient(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'viberank-client-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, PRECOMPRESSED), SCRIPT);
  for (const file of ['favicon.ico', 'favicon.svg', 'robots.txt']) {
    await copyFile(path.join(PUBLIC_DIR, file), path.join(dir, file));
  }
  await writeFile(path.join(dir, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  await precompress(dir);
  // Written after: a chunk the build left without copies is compressed as it is sent.
  await writeFile(path.join(dir, PLAIN), SCRIPT);
  return dir;
}

type RawReply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET that keeps the bytes as sent: fetch would decode them. */
async function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawReply> {
  const request = http.get(url, { headers });
  const [response] = (await once(request, 'response')) as [http.IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    body: Buffer.concat(chunks),
  };
}

function decoded(reply: RawReply): string {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.body).toString();
  if (encoding === 'gzip') return gunzipSync(reply.body).toString();
  return reply.body.toString();
}

const clientDir = await builtClient();
afterAll(() => rm(clientDir, { recursive: true, force: true }));

describe('responses compressed and cached for what they are [pglite]', () => {
  const harness = useHarness('pglite', { clientDir });
  const url = (path: string) => `${harness.server.baseUrl}${path}`;

  it('compresses a large JSON answer with Brotli, or gzip when that is all the browser takes', async () => {
    const { room, adminToken } = await harness.setUpRoom({ contestants: 30 });
    const list = url(routes.contestants.url({ roomId: room.id }));
    for (const [accepts, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const reply = await rawGet(list, {
        authorization: `Bearer ${adminToken}`,
        'accept-encoding': accepts,
      });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      const body = JSON.parse(decoded(reply)) as { contestants: unknown[] };
      expect(body.contestants).toHaveLength(30);
      expect(reply.body.length).toBeLessThan(Buffer.byteLength(decoded(reply)) / 3);
    }
  });

  it('sends JSON as it is to a client that takes no encoding, with its exact length', async () => {
    const { room, adminToken } = await harness.setUpRoom({ contestants: 30 });
    const reply = await rawGet(url(routes.contestants.url({ roomId: room.id })), {
      authorization: `Bearer ${adminToken}`,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(
      (JSON.parse(reply.body.toString()) as { contestants: unknown[] }).contestants,
    ).toHaveLength(30);
  });

  it('keeps small answers and errors as they are: a JSON 404 reads the same', async () => {
    const reply = await rawGet(url('/api/nope'), { 'accept-encoding': 'br, gzip' });
    expect(reply.status).toBe(404);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(JSON.parse(reply.body.toString())).toEqual({
      error: { code: 'not_found', message: 'Not found.', reason: 'notFound', values: {} },
    });
  });

  it('sends the build’s Brotli or gzip copy of a script, with its length, cached for good', async () => {
    const copies = {
      br: await readFile(path.join(clientDir, `${PRECOMPRESSED}.br`)),
      gzip: await readFile(path.join(clientDir, `${PRECOMPRESSED}.gz`)),
    };
    for (const [accepts, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const reply = await rawGet(url(`/${PRECOMPRESSED}`), { 'accept-encoding': accepts });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['content-type']).toMatch(/javascript/);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.body.equals(copies[encoding])).toBe(true);
      expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
      expect(decoded(reply)).toBe(SCRIPT);
    }
  });

  it('compresses a script the build left without copies as it sends it', async () => {
    const reply = await rawGet(url(`/${PLAIN}`), { 'accept-encoding': 'gzip, deflate, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(reply)).toBe(SCRIPT);
  });

  it('sends a script as it is, with its length, to a client that takes no encoding', async () => {
    const reply = await rawGet(url(`/${PRECOMPRESSED}`));
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    expect(reply.body.toString()).toBe(SCRIPT);
  });

  it('gives the copies no address of their own', async () => {
    for (const copy of [`/${PRECOMPRESSED}.br`, `/${PRECOMPRESSED}.gz`]) {
      expect((await rawGet(url(copy))).status).toBe(404);
    }
  });

  it.each(['/', '/index.html', '/join', '/vote', '/results/ABCDEFGHIJ'])(
    'has the browser revalidate the page %s every time',
    async (page) => {
      const reply = await rawGet(url(page), { 'accept-encoding': 'gzip, deflate, br' });
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(decoded(reply)).toBe(INDEX);
    },
  );

  it('has the browser check the service worker for a new deployment at every page load', async () => {
    const reply = await rawGet(url('/service-worker.js'));
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/favicon.ico', '/favicon.svg', '/robots.txt'])(
    'lets the browser keep %s for an hour',
    async (file) => {
      const reply = await rawGet(url(file));
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=3600');
    },
  );

  it('upgrades a realtime socket whose request accepts compressed answers', async () => {
    const { room } = await harness.setUpRoom({ contestants: 30 });
    const socket = new WebSocket(harness.server.wsUrl, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    try {
      await once(socket, 'open');
      const snapshot = new Promise<unknown>((resolve) =>
        socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
      );
      socket.send(
        JSON.stringify({ type: 'subscribe', protocolVersion: PROTOCOL_VERSION, roomId: room.id }),
      );
      expect(await snapshot).toMatchObject({ type: 'snapshot', role: 'public' });
    } finally {
      socket.close();
    }
  });
});
