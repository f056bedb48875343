/** The raw baseline server (raw-ws-server.ts) in its own process, seen from the bench. */

import { freePort } from '../scripts/launch/free-port.ts';
import { BenchHttp } from '../scripts/launch/load/http.ts';
import { bundles } from './bundles.ts';
import { spawnNode } from './child.ts';
import { residentBytes } from './process-memory.ts';
import type { RawServerOptions } from './raw-ws-server.ts';
import { waitUntilHealthy } from './server-process.ts';

export type RawServer = {
  readonly pid: number;
  baseUrl: string;
  wsUrl: string;
  rssBytes(): Promise<number>;
  /** Sends the message to every socket; resolves with how many once the server has written them all. */
  broadcast(message: string): Promise<number>;
  stop(): Promise<void>;
  /** SIGKILL: gone at once, its sockets dropped without a close. */
  kill(): Promise<void>;
  /** Starts it again on the same port, as a supervisor would after a kill; resolves once healthy. */
  restart(): Promise<void>;
};

export async function startRawServer(options: Omit<RawServerOptions, 'port'>): Promise<RawServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { rawServer } = await bundles();
  const spawn = async () => {
    const started = spawnNode(rawServer, [JSON.stringify({ ...options, port })], process.env);
    await waitUntilHealthy(`${baseUrl}/health`, started, 'the raw ws server');
    return started;
  };
  let child = await spawn();
  let http = new BenchHttp(baseUrl, 1);
  return {
    get pid() {
      return child.pid;
    },
    baseUrl,
    wsUrl: `ws://127.0.0.1:${port}/`,
    rssBytes: () => residentBytes(child.pid),
    async broadcast(message) {
      const sent = await http.request('POST', '/broadcast', undefined, { message });
      if (sent.status !== 200) throw new Error(`raw broadcast failed: ${sent.status}`);
      return (sent.body as { sent: number }).sent;
    },
    async stop() {
      http.close();
      await child.stop();
    },
    async kill() {
      http.close();
      process.kill(child.pid, 'SIGKILL');
      await child.stop();
    },
    async restart() {
      child = await spawn();
      http = new BenchHttp(baseUrl, 1);
    },
  };
}
