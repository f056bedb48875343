// `npm start`: builds the client and the server only when their sources
// changed since the last build, then runs the server bundle on plain Node.
//
//   node --import tsx/esm scripts/start.ts
import { resolve } from 'node:path';
import { ensureBuildsOrExit } from './launch/ensure-builds.ts';
import { runServer } from './launch/run-server.ts';

const root = resolve(import.meta.dirname, '..');

const serverBundle = await ensureBuildsOrExit(root, process.env);

// Our own lines are written synchronously (a pipe or a file on Linux), and the
// server writes straight to the shared stdout, so exiting at once loses nothing.
process.exit(await runServer(serverBundle, process.env).exited);
