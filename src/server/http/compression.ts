import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, a response goes as it is: compressing it would save less than its headers. */
const THRESHOLD_BYTES = 1024;
// Brotli's quality 4 compresses JSON about as fast as gzip does, and smaller.
// The client's own files are compressed once, at quality 11, when it is built.
const BROTLI_QUALITY = 4;

/**
 * Compresses responses with Brotli or gzip, whichever the browser accepts
 * (Brotli first), from every route registered after this. A file of the
 * built client that has a precompressed copy (`app.js.br`) is sent as that
 * copy instead (client-files.ts), and is not compressed twice.
 *
 * Requests are never decompressed: a body is read as it was sent, within the
 * body limit. WebSocket routes are left alone: their upgrade is handed over to
 * the socket, and a refused one is answered in a few bytes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.websocket === true) route.compress = false;
  });
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
