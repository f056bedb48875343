import WebSocket from 'ws';

/** A socket's upgrade: open, or the HTTP status it was refused with. */
export type Upgrade = { status: number } | { socket: WebSocket };

/** Opens the realtime socket with these options (an Origin, headers): open, or refused. */
export function openUpgrade(
  wsUrl: string,
  options: WebSocket.ClientOptions = {},
): Promise<Upgrade> {
  const socket = new WebSocket(wsUrl, options);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', reject);
  });
}
