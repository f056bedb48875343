import type net from 'node:net';
import { routes } from '#shared/routes.ts';
import { connectTcp, portOf } from './raw-sockets.ts';

/**
 * A request held in flight on purpose: a join whose body never finishes
 * arriving, as from a phone whose upload stalled.
 */
export async function stalledJoin(server: { baseUrl: string }): Promise<net.Socket> {
  // The place of a request just answered is freed a moment after its client
  // reads the answer: a join that arrives first is itself shed. Try again.
  for (let attempt = 0; attempt < 20; attempt++) {
    const socket = await openStalledJoin(server);
    const answered = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 100);
      socket.once('data', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!answered) return socket;
    socket.destroy();
  }
  throw new Error('the stalled join was never held in flight');
}

async function openStalledJoin(server: { baseUrl: string }): Promise<net.Socket> {
  const socket = await connectTcp(server);
  socket.write(
    [
      `POST ${routes.joinRoom.url()} HTTP/1.1`,
      `Host: 127.0.0.1:${portOf(server)}`,
      'Content-Type: application/json',
      'Content-Length: 100',
      '',
      '{"code":',
    ].join('\r\n'),
  );
  return socket;
}
