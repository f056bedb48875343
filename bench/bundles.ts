/**
 * The server as `npm start` runs it (one esbuild bundle on plain Node, built
 * by the same recipe), the raw baseline server and the swarm of simulated
 * phones (cluster/swarm-process.ts), bundled alike (their packages inside,
 * decision 057), so that neither carries a TypeScript loader and each starts
 * as ours does. Built once per run into a folder of
 * the bench's own under node_modules/.cache (packages resolve from there),
 * never into dist/, which `npm start` and the tests use.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { nodeBundle, SERVER_ENTRY, serverBuild } from '../scripts/launch/builds.ts';
import { ROOT } from './child.ts';

export type Bundles = { server: string; rawServer: string; swarm: string };

let built: Promise<Bundles> | undefined;

async function build(): Promise<Bundles> {
  const dir = path.join(
    ROOT,
    'node_modules/.cache/viberank-bench',
    `${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  await serverBuild(ROOT).build(path.join(dir, 'server'));
  const bundled = async (entry: string, outfile: string) => {
    await nodeBundle(ROOT, path.join(ROOT, entry), outfile);
    return outfile;
  };
  return {
    server: path.join(dir, 'server', SERVER_ENTRY),
    rawServer: await bundled('bench/raw-ws-server.ts', path.join(dir, 'raw', 'raw-ws-server.js')),
    swarm: await bundled('bench/cluster/swarm-process.ts', path.join(dir, 'raw', 'swarm.js')),
  };
}

/** The bundles of this run, built on first use. */
export function bundles(): Promise<Bundles> {
  built ??= build();
  return built;
}
