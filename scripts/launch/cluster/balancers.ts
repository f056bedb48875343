// HAProxy processes in front of a set of backends, from deploy/haproxy.cfg:
// the cluster's nodes, or the bench's raw baseline servers behind the same file.
import path from 'node:path';
import { type Child, type Exit, stopChild } from './child-process.ts';
import {
  type Backend,
  haproxyEnv,
  spawnHaproxy,
  waitForHaproxy,
  waitForServerStatus,
  writeClusterConfig,
} from './haproxy.ts';

const HAPROXY_READY_MS = 20_000;
const HAPROXY_STOP_MS = 5_000;

export type BalancerOptions = {
  binary: string;
  /** The project's folder, which holds deploy/haproxy.cfg. */
  root: string;
  /** A folder of the caller's for the configuration and the admin sockets. */
  dir: string;
  backends: readonly Backend[];
  /** What phones connect to (http://host:port), and the same as host:port. */
  url: string;
  listen: string;
  /** Process k serves its stats page on 127.0.0.1:statsPort + k. */
  statsPort: number;
  /** Processes sharing the port (SO_REUSEPORT). */
  count: number;
  env: Record<string, string>;
  onLine: (line: string) => void;
  /** A process exited, by itself or stopped. */
  onExit: (exit: Exit) => void;
};

/**
 * Starts `count` HAProxy processes one after the other; each is ready once
 * it answers its monitor address and its checks see every backend up.
 * Answers them; on a failure stops those started and throws.
 */
export async function startBalancers(options: BalancerOptions): Promise<Child[]> {
  const configFile = writeClusterConfig(options.root, options.dir, options.backends);
  const started: Child[] = [];
  try {
    for (let k = 0; k < options.count; k++) {
      const env = haproxyEnv({
        listen: options.listen,
        statsListen: `127.0.0.1:${options.statsPort + k}`,
        socket: path.join(options.dir, `admin-${k}.sock`),
        env: options.env,
      });
      const child = spawnHaproxy(options.binary, configFile, env, options.onLine);
      started.push(child);
      void child.exited.then(options.onExit);
      await waitForHaproxy(options.url, child, HAPROXY_READY_MS);
      const names = options.backends.map((backend) => backend.name);
      const stats = `http://127.0.0.1:${options.statsPort + k}/`;
      await waitForServerStatus(stats, names, 'UP', HAPROXY_READY_MS);
    }
  } catch (error) {
    await stopBalancers(started);
    throw error;
  }
  return started;
}

export async function stopBalancers(children: readonly Child[]): Promise<void> {
  await Promise.all(children.map((child) => stopChild(child, 'SIGTERM', HAPROXY_STOP_MS)));
}
