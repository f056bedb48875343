import net from 'node:net';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import { routes } from '#shared/routes.ts';
import type { ServerProcess } from '../../../scripts/launch/server-process.ts';

// Not an HTTP client (that is ApiClient): bare TCP, for half-sent requests and refused connections.

export function portOf(server: { baseUrl: string }): number {
  return Number(new URL(server.baseUrl).port);
}

/** True once nothing accepts TCP connections on the port. */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** An open TCP connection to the server, its errors ignored (the server may cut it). */
export async function connectTcp(server: { baseUrl: string }): Promise<net.Socket> {
  const socket = net.connect(portOf(server), '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  return socket;
}

/** A masked client text frame, as RFC 6455 requires of a client. */
function clientTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  if (payload.length >= 65_536) throw new Error('frame too large for this helper');
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const mask = Buffer.from([0x12, 0x34, 0x56, 0x78]);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ (mask[i % 4] ?? 0)));
  return Buffer.concat([header, mask, masked]);
}

/**
 * A WebSocket opened over bare TCP, its first message sent straight after
 * the upgrade request: `chunks` holds what the server wrote, as each read
 * from the connection returned it (the 101 included).
 */
export async function rawWebSocket(
  server: { baseUrl: string },
  firstMessage: unknown,
): Promise<{ socket: net.Socket; chunks: string[] }> {
  const socket = await connectTcp(server);
  const chunks: string[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk.toString('latin1')));
  socket.write(
    [
      `GET ${routes.realtime.url()} HTTP/1.1`,
      `Host: 127.0.0.1:${portOf(server)}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Version: 13',
      '',
      '',
    ].join('\r\n'),
  );
  socket.write(clientTextFrame(JSON.stringify(firstMessage)));
  return { socket, chunks };
}

/** Resolves once what the server wrote on a raw WebSocket includes `text`. */
export async function receivedOn(chunks: readonly string[], text: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!chunks.join('').includes(text)) {
    if (Date.now() > deadline) throw new Error(`never received ${text}: ${chunks.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A subscriber that goes silent, like a phone that slept or left the venue
 * Wi-Fi: it subscribes over a raw TCP socket, receives its snapshot, and from
 * then on never answers anything, not even a close frame.
 */
export async function silentSubscriber(
  server: ServerProcess,
  roomId: string,
  token: string,
): Promise<net.Socket> {
  const subscribe = { type: 'subscribe', protocolVersion: PROTOCOL_VERSION, roomId, token };
  const { socket, chunks } = await rawWebSocket(server, subscribe);
  await receivedOn(chunks, '"type":"snapshot"');
  return socket;
}
