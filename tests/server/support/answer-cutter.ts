import net from 'node:net';

/**
 * Which answers relays lose: the next `pending` answers to requests whose
 * first line starts with `startsWith` (any request without it). One plan may
 * serve several relays, so that "the next join's answer" is lost whichever
 * node the balancer sends it to.
 */
export class CutPlan {
  pending = 0;
  startsWith = '';
  /** Answers lost so far. */
  cut = 0;

  /** Loses the answers of the next `count` requests that start with `startsWith`. */
  cutAnswers(count: number, startsWith = ''): void {
    this.pending = count;
    this.startsWith = startsWith;
  }
}

/**
 * A TCP relay in front of a server that loses answers as its plan says: each
 * request passes through whole, and the connection is cut the moment the
 * server begins to answer, so the server has done the request (its COMMIT
 * came before its first byte) and the client never hears of it. The fault of
 * a venue's Wi-Fi, or of a node that died answering, injected here and
 * nowhere in the product.
 */
export type AnswerCutter = { url: string; port: number; close(): Promise<void> };

export async function startAnswerCutter(
  target: { host: string; port: number },
  plan: CutPlan,
): Promise<AnswerCutter> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    let doomed = false;
    client.on('data', (chunk: Buffer) => {
      if (plan.pending > 0 && chunk.toString('latin1').startsWith(plan.startsWith)) {
        plan.pending -= 1;
        doomed = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (doomed) {
        plan.cut += 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
