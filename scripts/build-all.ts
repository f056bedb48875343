// `npm run build:all`: the builds `npm start` makes (the client, and the
// server bundle that plain Node runs), each only when its sources changed,
// without starting a server. For machines that run several nodes as
// `node dist/server/main.js`: building once first, rather than in each node's
// `npm start` at the same moment, where the builds would overwrite each other.
import { resolve } from 'node:path';
import { ensureBuilds } from './launch/ensure-builds.ts';
import { SERVER_NODE_FLAGS } from './launch/node-flags.ts';

try {
  const bundle = await ensureBuilds(resolve(import.meta.dirname, '..'), process.env);
  process.stdout.write(`  The server runs with: node ${SERVER_NODE_FLAGS.join(' ')} ${bundle}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
