import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { portOf } from './support/raw-sockets.ts';
import { PROCESS_TEST_TIMEOUT_MS, useServerProcesses } from './support/server-processes.ts';

/** What the kernel grants a listening socket at most (Node's own default is 511). */
function somaxconn(): number {
  return Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8').trim());
}

/** The backlog of the socket listening on this loopback port, as `ss` shows it (Send-Q). */
function listenBacklog(port: number): number {
  const line = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' }).trim();
  const columns = line.split(/\s+/);
  return Number(columns[2]);
}

describe('a node taking over the phones of one that died [pglite]', () => {
  const processes = useServerProcesses('pglite');

  it(
    'listens with a backlog for thousands of connections at once, not Node’s 511',
    async () => {
      const server = await processes().start();
      expect(listenBacklog(portOf(server))).toBe(Math.min(4096, somaxconn()));
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
