import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

/** A PostgreSQL server of a test's own, which it may stop and start as it likes. */
export type OwnPostgres = {
  /** A database created for the test, trust auth: postgres://postgres@127.0.0.1:<port>/viberank_own */
  url: string;
  port: number;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
  /** A clean restart (pg_ctl restart -m fast): committed data stays. */
  restart(): Promise<void>;
  /** Stops the server, keeping its data: the database is gone until startServer. */
  stopServer(): Promise<void>;
  startServer(): Promise<void>;
};

const SERVER_BINARIES = '/usr/lib/postgresql';
const DATABASE = 'viberank_own';

/** The bin folder of the newest PostgreSQL installed (Debian keeps each major version apart). */
function binaries(): string {
  const versions = existsSync(SERVER_BINARIES)
    ? readdirSync(SERVER_BINARIES)
        .filter((version) => existsSync(path.join(SERVER_BINARIES, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error(
      `No PostgreSQL server binaries under ${SERVER_BINARIES}: apt-get install -y postgresql`,
    );
  }
  return path.join(SERVER_BINARIES, newest, 'bin');
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
async function asServerUser(): Promise<{ prefix: string[]; uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return {
    prefix: ['runuser', '-u', 'postgres', '--'],
    uid: Number(uid.stdout.trim()),
    gid: Number(gid.stdout.trim()),
  };
}

/**
 * initdb into a fresh temporary directory and a server on a free loopback
 * port, with a database for the test. About two seconds.
 *
 * fsync is off, as it is for speed in tests: a clean stop or restart (what
 * `restart` and `stopServer` do) writes every committed change to the data
 * files, and the operating system's page cache keeps what was written even
 * unsynced, so committed data survives them. Only a crash of the machine
 * would lose it.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binaries();
  const user = await asServerUser();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'viberank-own-postgres-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'postgres.log');
  if (user.uid !== undefined && user.gid !== undefined) await chown(dir, user.uid, user.gid);

  const command = async (name: string, args: string[]) => {
    const [file = '', ...rest] = [...user.prefix, path.join(bin, name), ...args];
    try {
      await run(file, rest, { timeout: 60_000 });
    } catch (error) {
      const logged = await readFile(log, 'utf8').catch(() => '');
      const why = error instanceof Error ? error.message : String(error);
      throw new Error(`${name} failed: ${why}\n${logged.slice(-4000)}`);
    }
  };

  try {
    await command('initdb', [
      '-D',
      data,
      '--auth=trust',
      '--username=postgres',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  // Its socket file goes in the test's own directory, removed with it.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const startServer = () =>
    command('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', '-t', '60', 'start']);
  const stopServer = () => command('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  let running = false;

  try {
    await startServer();
    running = true;
    const admin = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
  } catch (error) {
    if (running) await stopServer().catch(() => {});
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    port,
    async stop() {
      if (running) await stopServer().catch(() => {});
      running = false;
      await rm(dir, { recursive: true, force: true });
    },
    async restart() {
      await command('pg_ctl', [
        '-D',
        data,
        '-o',
        options,
        '-l',
        log,
        '-m',
        'fast',
        '-w',
        '-t',
        '60',
        'restart',
      ]);
      running = true;
    },
    async stopServer() {
      await stopServer();
      running = false;
    },
    async startServer() {
      await startServer();
      running = true;
    },
  };
}
