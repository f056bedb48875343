/**
 * A phone following a room, in a process of its own (a phone never shares
 * the server's event loop): subscribes, says `ready`, and prints when the
 * results arrived, on the clock every process shares (ms since the epoch).
 * Given Finish Voting's address and an organiser's token, it presses it too
 * and prints when it pressed and when the answer came.
 *
 *   tsx bench/finish-phone.ts <wsUrl> <roomId> <phoneToken> [<finishUrl> <adminToken>]
 */
import type WebSocket from 'ws';
import { subscribe } from '../scripts/launch/load/sockets.ts';

const now = () => performance.timeOrigin + performance.now();
const [wsUrl = '', roomId = '', phoneToken = '', finishUrl, adminToken] = process.argv.slice(2);
const { socket } = await subscribe(wsUrl, roomId, phoneToken);
const heard = new Promise<number>((resolve) => {
  socket.on('message', (data: WebSocket.RawData) => {
    if (data.toString().includes('"results_published"')) resolve(now());
  });
});
console.log('ready');
let pressed: { pressAt: number; answeredAt: number } | undefined;
if (finishUrl && adminToken) {
  const pressAt = now();
  const answer = await fetch(finishUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (answer.status !== 200) throw new Error(`Finish Voting answered ${answer.status}`);
  pressed = { pressAt, answeredAt: now() };
}
console.log(JSON.stringify({ heardAt: await heard, ...pressed }));
socket.close();
