/**
 * A phone following a room, or an organiser pressing Finish Voting, each in
 * a process of its own (neither shares the server's event loop, nor each
 * other's): prints `ready`, then when things happened on the clock every
 * process shares (ms since the epoch).
 *
 *   tsx bench/finish-phone.ts phone <wsUrl> <roomId> <phoneToken>   → {"heardAt"}
 *   tsx bench/finish-phone.ts press <finishUrl> <adminToken>         → {"pressAt","answeredAt"}
 */
import type WebSocket from 'ws';
import { subscribe } from '../scripts/launch/load/sockets.ts';

const now = () => performance.timeOrigin + performance.now();
const [mode, first = '', second = '', third = ''] = process.argv.slice(2);

if (mode === 'phone') {
  const { socket } = await subscribe(first, second, third);
  const heardAt = await new Promise<number>((resolve) => {
    socket.on('message', (data: WebSocket.RawData) => {
      if (data.toString().includes('"results_published"')) resolve(now());
    });
    console.log('ready');
  });
  console.log(JSON.stringify({ heardAt }));
  socket.close();
} else {
  // The first fetch loads its client: done before the press is timed.
  await fetch(first, { method: 'OPTIONS' }).catch(() => undefined);
  console.log('ready');
  const pressAt = now();
  const answer = await fetch(first, {
    method: 'POST',
    headers: { authorization: `Bearer ${second}` },
  });
  if (answer.status !== 200) throw new Error(`Finish Voting answered ${answer.status}`);
  await answer.arrayBuffer();
  console.log(JSON.stringify({ pressAt, answeredAt: now() }));
}
