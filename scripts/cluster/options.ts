// `npm run cluster -- --nodes 4 …`: the flags, checked, as the cluster's options.
import { parseArgs } from 'node:util';
import { type ClusterOptions, MAX_NODES } from '../launch/cluster/start-cluster.ts';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/viberank';

export const USAGE = `Usage: npm run cluster -- [options]

Runs N VibeRank nodes on one PostgreSQL database behind HAProxy, on this
machine, with deploy/haproxy.cfg.

  --nodes N            how many nodes, 1 to ${MAX_NODES} (default 4)
  --host ADDRESS       where HAProxy listens (default 127.0.0.1)
  --port P             HAProxy's port (default 8080)
  --stats-port P       HAProxy's stats page, on 127.0.0.1 (default 8404)
  --base-port P        node n listens on 127.0.0.1:P+n-1 (default 3101)
  --database-url URL   the nodes' database (default $DATABASE_URL, else
                       ${DEFAULT_DATABASE_URL}); created if missing
  --public-url URL     the address phones reach (default http://HOST:PORT)
  --restart            start a node again when it exits on its own
  --help               this text
`;

export type CliOptions = ClusterOptions & { help: boolean };

function port(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > 65535) {
    throw new Error(`${flag} must be a port, 1 to 65535, not "${text}".`);
  }
  return value;
}

/** The cluster's options from the command line; throws naming the bad flag. */
export function parseCliOptions(args: readonly string[], env: NodeJS.ProcessEnv): CliOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      nodes: { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      'stats-port': { type: 'string' },
      'base-port': { type: 'string' },
      'database-url': { type: 'string' },
      'public-url': { type: 'string' },
      restart: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  const nodes = Number(values.nodes ?? 4);
  if (!/^\d+$/.test(values.nodes ?? '4') || nodes < 1 || nodes > MAX_NODES) {
    throw new Error(
      `--nodes must be a whole number from 1 to ${MAX_NODES}, not "${values.nodes}".`,
    );
  }
  const host = values.host ?? '127.0.0.1';
  const lbPort = port('--port', values.port, 8080);
  const statsPort = port('--stats-port', values['stats-port'], 8404);
  const basePort = port('--base-port', values['base-port'], 3101);
  if (basePort + nodes - 1 > 65535) throw new Error('--base-port leaves no room for every node.');
  const nodePorts = Array.from({ length: nodes }, (_, n) => basePort + n);
  for (const [flag, taken] of [
    ['--port', lbPort],
    ['--stats-port', statsPort],
  ] as const) {
    if (nodePorts.includes(taken)) throw new Error(`${flag} ${taken} is one of the nodes' ports.`);
  }
  if (lbPort === statsPort) throw new Error('--port and --stats-port must differ.');
  const everywhere = host === '0.0.0.0' || host === '::';
  if (everywhere && values['public-url'] === undefined) {
    throw new Error(`With --host ${host}, give --public-url: the address phones reach HAProxy at.`);
  }
  const databaseUrl = values['database-url'] ?? (env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL);
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('--database-url must be a postgres:// or postgresql:// connection string.');
  }
  return {
    help: values.help ?? false,
    nodes,
    host,
    port: lbPort,
    statsPort,
    basePort,
    databaseUrl,
    ...(values['public-url'] === undefined ? {} : { publicUrl: values['public-url'] }),
    restartOnExit: values.restart ?? false,
    server: 'bundle',
  };
}
