import net from 'node:net';
import fc from 'fast-check';
import { REQUEST_TIMEOUT_MS } from './fuzz-settings.ts';

// Not an HTTP client (that is ApiClient): bare TCP, for the malformed bytes no client would send.

export type RawAnswer = { status: number; text: string } | 'closed';

/**
 * Writes bytes to the server and half-closes, as a client that has said all it
 * will; resolves with the answer once the server closes. Throws if it neither
 * answers nor closes in time: that is a hang.
 */
export function sendRaw(port: number, bytes: Uint8Array): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server neither answered nor closed the connection'));
    }, REQUEST_TIMEOUT_MS);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may cut the connection while we still write: that is an answer too.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseAnswer(Buffer.concat(chunks).toString('latin1')));
    });
    socket.end(bytes);
  });
}

function parseAnswer(raw: string): RawAnswer {
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(raw);
  if (!status?.[1]) return 'closed';
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  let body = split === -1 ? '' : raw.slice(split + 4);
  if (/\r\ntransfer-encoding: chunked/i.test(head)) body = unchunk(body);
  return { status: Number(status[1]), text: Buffer.from(body, 'latin1').toString('utf8') };
}

function unchunk(body: string): string {
  let out = '';
  let rest = body;
  for (let guard = 0; guard < 10_000; guard++) {
    const line = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, line), 16);
    if (line === -1 || !(size > 0)) break;
    out += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
  return out;
}

const requestLine = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'BREW', 'G\0T', ''),
  path: fc.constantFrom('/api/rooms', '/api/rooms/join', '/api/health', '/api/realtime', '*', ''),
  version: fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9', ''),
});

/** A request made of bytes: a plausible one, then bytes overwritten or inserted anywhere. */
export const rawRequest = fc
  .record({
    line: requestLine,
    pathBytes: fc.uint8Array({ maxLength: 12 }),
    body: fc.uint8Array({ maxLength: 64 }),
    declaredLength: fc.option(fc.integer({ min: -1, max: 1_000_000 }), { nil: undefined }),
    chunked: fc.boolean(),
    edits: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }), fc.boolean()), {
      maxLength: 4,
    }),
  })
  .map(({ line, pathBytes, body, declaredLength, chunked, edits }) => {
    const length = declaredLength ?? body.length;
    const head = Buffer.concat([
      Buffer.from(`${line.method} ${line.path}`, 'latin1'),
      Buffer.from(pathBytes),
      Buffer.from(
        ` ${line.version}\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          (chunked ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`) +
          'Connection: close\r\n\r\n',
        'latin1',
      ),
    ]);
    const bytes = [...Buffer.concat([head, Buffer.from(body)])];
    for (const [at, byte, insert] of edits) {
      const index = bytes.length === 0 ? 0 : at % bytes.length;
      if (insert) bytes.splice(index, 0, byte);
      else bytes[index] = byte;
    }
    return Uint8Array.from(bytes);
  });
