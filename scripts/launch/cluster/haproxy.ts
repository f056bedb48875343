// HAProxy in front of the nodes, from deploy/haproxy.cfg: the cluster sets
// the file's settings through the environment and writes its own server lines
// between the file's markers, and changes nothing else.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { type Child, spawnChild } from './child-process.ts';
import { pollUntil, statusOf } from './readiness.ts';

/** The production configuration, which the cluster runs as it is. */
export const DEPLOY_CONFIG = 'deploy/haproxy.cfg';
/** The backend that holds the nodes, and the monitor address, as the file names them. */
export const BACKEND = 'viberank';
export const MONITOR_PATH = '/haproxy-health';

const BEGIN_MARKER = /^[ \t]*# nodes: begin\b.*$/m;
const END_MARKER = /^[ \t]*# nodes: end\b.*$/m;

/** Where HAProxy is: on the PATH, or in the sbin folders a user's PATH often leaves out. */
export function findHaproxy(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const folders = [...(env.PATH ?? '').split(delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  for (const folder of folders.filter(Boolean)) {
    const candidate = join(folder, 'haproxy');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

export type Backend = { name: string; host: string; port: number };

/** deploy/haproxy.cfg with `servers` in place of the example nodes between its markers. */
export function configWithServers(config: string, servers: readonly Backend[]): string {
  const begin = BEGIN_MARKER.exec(config);
  const end = END_MARKER.exec(config);
  if (!begin || !end || end.index < begin.index) {
    throw new Error(`${DEPLOY_CONFIG} has lost its "# nodes: begin" and "# nodes: end" lines`);
  }
  const indent = /^[ \t]*/.exec(begin[0])?.[0] ?? '';
  const lines = servers.map(
    (server) => `${indent}server ${server.name} ${server.host}:${server.port}`,
  );
  const afterBegin = begin.index + begin[0].length;
  return `${config.slice(0, afterBegin)}\n${lines.join('\n')}\n${config.slice(end.index)}`;
}

export type HaproxySettings = {
  /** The address phones and browsers use: host:port. */
  listen: string;
  /** The stats page, loopback only: host:port. */
  statsListen: string;
  /** Where the runtime API's socket goes. */
  socket: string;
  /** Settings of deploy/haproxy.cfg to override (RATE_LIMIT_*). */
  env: Record<string, string>;
};

/**
 * As many connections as this user's file descriptors allow, up to the
 * production figure: HAProxy refuses to start when it cannot have two
 * descriptors a connection.
 */
function maxConnections(): number {
  const hard = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  const limit = /^\d+$/.test(hard) ? Number(hard) : Number.POSITIVE_INFINITY;
  return Math.max(100, Math.min(20_000, Math.floor(limit / 2) - 100));
}

/** The environment deploy/haproxy.cfg reads, for a run by this user on this machine. */
export function haproxyEnv(settings: HaproxySettings): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...settings.env,
    VIBERANK_LISTEN: settings.listen,
    VIBERANK_STATS_LISTEN: settings.statsListen,
    VIBERANK_LB_SOCKET: settings.socket,
    VIBERANK_LB_MAXCONN: String(maxConnections()),
    // Its log lines on stderr, kept with the rest of its output.
    VIBERANK_LB_LOG: 'stderr',
    // No chroot and no change of user: it runs as whoever started the cluster.
    VIBERANK_LB_UNPRIVILEGED: '1',
  };
}

/** Writes the cluster's copy of the configuration; answers its file. */
export function writeClusterConfig(root: string, dir: string, servers: readonly Backend[]): string {
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, configWithServers(readFileSync(join(root, DEPLOY_CONFIG), 'utf8'), servers));
  return file;
}

/**
 * HAProxy in the foreground (-db), master and worker (-W), in a process
 * group of its own: a Ctrl-C reaches the nodes, which drain through it, and
 * the cluster stops it last.
 */
export function spawnHaproxy(
  binary: string,
  configFile: string,
  env: NodeJS.ProcessEnv,
  onLine: (line: string) => void,
): Child {
  const haproxy = spawnChild({
    command: binary,
    args: ['-W', '-db', '-f', configFile],
    cwd: process.cwd(),
    env,
    onLine,
    detached: true,
  });
  // Out of reach of a Ctrl-C, it must not outlive the cluster, however that ends.
  const orphaned = () => haproxy.signal('SIGKILL');
  process.once('exit', orphaned);
  void haproxy.exited.then(() => process.off('exit', orphaned));
  return haproxy;
}

/** One row of HAProxy's statistics (its CSV): a server's state and traffic. */
export type ServerStats = {
  /** UP, DOWN, MAINT, DRAIN, "UP 1/2" while going down, "DOWN 1/2" while coming up… */
  status: string;
  /** Requests (streams) it has been sent since HAProxy started. */
  sessions: number;
  /** Connections open to it now, realtime sockets included. */
  current: number;
  /** Requests it failed (a 503, no connection) that HAProxy sent to another node instead. */
  redispatched: number;
};

/** The nodes' rows of the stats page's CSV, by server name. */
export function parseServerStats(csv: string): Map<string, ServerStats> {
  const [header = '', ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^#\s*/, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  const servers = new Map<string, ServerStats>();
  for (const row of rows) {
    const cells = row.split(',');
    const server = cells[at('svname')] ?? '';
    if (cells[at('pxname')] !== BACKEND || server === 'BACKEND' || server === 'FRONTEND') continue;
    servers.set(server, {
      status: cells[at('status')] ?? '',
      sessions: Number(cells[at('stot')] ?? 0),
      current: Number(cells[at('scur')] ?? 0),
      redispatched: Number(cells[at('wredis')] || 0),
    });
  }
  return servers;
}

/** What HAProxy's stats page says of each node now. */
export async function readServerStats(statsUrl: string): Promise<Map<string, ServerStats>> {
  const response = await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(2_000) });
  if (!response.ok) throw new Error(`HAProxy's stats answered ${response.status}`);
  return parseServerStats(await response.text());
}

/** Resolves once HAProxy's checks put each named node in `status` (UP, DOWN). */
export async function waitForServerStatus(
  statsUrl: string,
  names: readonly string[],
  status: string,
  timeoutMs: number,
): Promise<void> {
  let seen = new Map<string, ServerStats>();
  await pollUntil(
    async () => {
      seen = await readServerStats(statsUrl).catch(() => new Map<string, ServerStats>());
      return names.every((name) => seen.get(name)?.status === status);
    },
    timeoutMs,
    () =>
      `HAProxy did not see ${names.join(', ')} ${status} within ${timeoutMs / 1000} s: ${
        names.map((name) => `${name} ${seen.get(name)?.status ?? 'unknown'}`).join(', ') ||
        'no stats'
      }`,
  );
}

/** Resolves once HAProxy answers its monitor address with 200 (a node is up behind it). */
export async function waitForHaproxy(url: string, haproxy: Child, timeoutMs: number) {
  await pollUntil(
    async () => {
      if (!haproxy.running()) throw new Error(`HAProxy exited:\n${haproxy.output()}`);
      return (await statusOf(`${url}${MONITOR_PATH}`)) === 200;
    },
    timeoutMs,
    () =>
      `HAProxy did not answer ${MONITOR_PATH} within ${timeoutMs / 1000} s:\n${haproxy.output()}`,
  );
}
