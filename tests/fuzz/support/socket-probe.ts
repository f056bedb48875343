import WebSocket from 'ws';
import { CLOSE } from '#shared/protocol/constants.ts';
import { REQUEST_TIMEOUT_MS } from './fuzz-settings.ts';

// Not the realtime client (that is RealtimeClient): sends frames no client would, binary ones too.

const CLOSE_CODES = new Set<number>(Object.values(CLOSE).map((close) => close.code));

export type SocketOutcome =
  | { kind: 'refused'; status: number; text: string }
  | { kind: 'closed'; code: number; reason: string }
  | { kind: 'answered'; messages: { type?: unknown }[] };

type Frame = { data: string | Buffer; binary: boolean };

/**
 * Opens a realtime socket, sends the frames and then a ping, and waits until
 * the server has answered it (a pong, and a snapshot if a subscribe was
 * asked for) or closed it. Throws if neither happens in time: a hung socket.
 */
export function probeSocket(
  url: string,
  frames: Frame[],
  wantsSnapshot: boolean,
): Promise<SocketOutcome> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: { type?: unknown }[] = [];
    let settled = false;
    const finish = (outcome: SocketOutcome | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(
      () =>
        finish(
          new Error(
            `socket hung: neither answered nor closed; got ${JSON.stringify(messages).slice(0, 300)}`,
          ),
        ),
      REQUEST_TIMEOUT_MS,
    );
    socket.on('unexpected-response', (_request, response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => finish({ kind: 'refused', status: response.statusCode ?? 0, text }));
    });
    socket.on('error', () => undefined);
    socket.on('open', () => {
      for (const frame of [...frames, { data: JSON.stringify({ type: 'ping' }), binary: false }]) {
        if (socket.readyState !== WebSocket.OPEN) break;
        socket.send(frame.data, { binary: frame.binary }, () => undefined);
      }
    });
    socket.on('message', (data: Buffer) => {
      messages.push(JSON.parse(data.toString()) as { type?: unknown });
      const ponged = messages.some((m) => m.type === 'pong');
      const snapshot = messages.some((m) => m.type === 'snapshot');
      if (ponged && (snapshot || !wantsSnapshot)) finish({ kind: 'answered', messages });
    });
    socket.on('close', (code, reason) =>
      finish({ kind: 'closed', code, reason: reason.toString() }),
    );
  });
}

/** What is wrong with how the server closed a socket, if anything. */
export function closeProblem(code: number): string | undefined {
  return CLOSE_CODES.has(code) ? undefined : `closed with ${code}, which is not one of CLOSE`;
}
