// `npm run cluster -- --nodes 4`: N nodes on one PostgreSQL behind HAProxy,
// on this machine, to try a deployment of several nodes (README, "Running
// several nodes behind HAProxy"). Ctrl-C drains every node, then stops HAProxy.
//
//   tsx scripts/cluster.ts [--nodes N] [--port P] [--database-url URL] …
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase, withoutPassword } from './cluster/database.ts';
import { parseCliOptions, USAGE } from './cluster/options.ts';
import { findHaproxy } from './launch/cluster/haproxy.ts';
import {
  type Cluster,
  type ClusterEvent,
  HAPROXY_MISSING,
  startCluster,
} from './launch/cluster/start-cluster.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
const nodes = (count: number) => (count === 1 ? '1 node' : `${count} nodes`);
const warn = (line: string) => process.stderr.write(`${line}\n`);

let options: ReturnType<typeof parseCliOptions>;
try {
  options = parseCliOptions(process.argv.slice(2), process.env);
} catch (error) {
  warn(error instanceof Error ? error.message : String(error));
  warn('See npm run cluster -- --help');
  process.exit(2);
}
if (options.help) {
  say(USAGE);
  process.exit(0);
}
if (!findHaproxy()) {
  warn(HAPROXY_MISSING);
  process.exit(1);
}

const logDir = await mkdtemp(path.join(os.tmpdir(), 'viberank-cluster-logs-'));
const logs = new Map<string, WriteStream>();
const logOf = (source: string) => {
  const file = logs.get(source) ?? createWriteStream(path.join(logDir, `${source}.log`));
  logs.set(source, file);
  return file;
};

/** A node's JSON log line at warn (40) or above, as "warn: message", else undefined. */
function loudLine(line: string): string | undefined {
  try {
    const entry: unknown = JSON.parse(line);
    if (typeof entry !== 'object' || entry === null || !('level' in entry)) return undefined;
    const level = Number(entry.level);
    if (level < 40) return undefined;
    const message = 'msg' in entry ? String(entry.msg) : line;
    return `${level >= 50 ? 'error' : 'warn'}: ${message}`;
  } catch {
    // Not JSON: a crash's stack trace, or a message written before the logger.
    return line.trim() === '' ? undefined : line;
  }
}

/** HAProxy's own alerts and warnings; its log lines (one a request) only go to its log. */
function haproxyAlert(line: string): string | undefined {
  return /^\[(ALERT|WARNING)\]/.test(line) ? line : undefined;
}

let stopping: Promise<void> | undefined;
const onEvent = (event: ClusterEvent) => {
  switch (event.type) {
    case 'output': {
      logOf(event.source).write(`${event.line}\n`);
      // Once stopping, HAProxy's alerts are about the nodes going away, as asked.
      if (event.source === 'haproxy' && stopping) return;
      const loud = event.source === 'haproxy' ? haproxyAlert(event.line) : loudLine(event.line);
      if (loud !== undefined) warn(`  [${event.source}] ${loud}`);
      return;
    }
    case 'node-exited': {
      const how = event.exit.signal ? `on ${event.exit.signal}` : `with code ${event.exit.code}`;
      const next = options.restartOnExit
        ? 'starting it again'
        : 'it stays down (--restart starts it again)';
      warn(
        `  ${event.node} exited ${how}: ${next}; its log: ${path.join(logDir, `${event.node}.log`)}`,
      );
      return;
    }
    case 'node-restarted':
      warn(`  ${event.node} is up again`);
      return;
    case 'node-given-up':
      warn(`  ${event.node} stays down: ${event.reason}`);
      return;
    case 'haproxy-exited':
      // While starting, startCluster fails and says why itself.
      if (!cluster) return;
      warn(`  HAProxy exited; see ${path.join(logDir, 'haproxy.log')}. Stopping the nodes.`);
      void stopAll(cluster, 1);
      return;
  }
};

say(`  Starting ${nodes(options.nodes)} and HAProxy…`);
try {
  if ((await ensureDatabase(options.databaseUrl)) === 'created') {
    say(`  Created the database ${withoutPassword(options.databaseUrl)}`);
  }
} catch (error) {
  warn(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

let cluster: Cluster | undefined;
try {
  cluster = await startCluster({ ...options, onEvent });
} catch (error) {
  warn(error instanceof Error ? error.message : String(error));
  warn(`  Logs: ${logDir}`);
  process.exit(1);
}
const running = cluster;

async function stopAll(stoppable: Cluster, code: number): Promise<void> {
  stopping ??= stoppable.stop();
  await stopping;
  for (const file of logs.values()) file.end();
  process.exit(code);
}

const rows: [string, string][] = [
  ['HAProxy', `${running.url}/`],
  ['Stats', running.statsUrl],
  ...running.nodes.map((node): [string, string] => [node.name, `${node.url}/`]),
];
say('');
say(`  VibeRank  ${nodes(running.nodes.length)} behind HAProxy`);
say('');
for (const [name, address] of rows) say(`  ➜  ${`${name}:`.padEnd(9)} ${address}`);
say('');
say(`  Database: ${withoutPassword(options.databaseUrl)}`);
say(`  Logs:     ${logDir}`);
say(`  Open ${running.url}/ to create a room; Ctrl-C drains every node, then stops HAProxy.`);
say('');

// A Ctrl-C reaches the nodes directly too (one process group): each starts
// draining once and ignores the second signal.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    say(`  Stopping: draining ${nodes(running.nodes.length)}, then HAProxy…`);
    void stopAll(running, 0);
  });
}
