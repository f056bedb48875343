// `npm run demo`: VibeRank with a room to look at. Starts the server as
// `npm start` does, on an embedded database in a temporary folder; creates a
// hackathon room with a dozen contestants; starts a rehearsal of simulated
// voters; prints the dashboard, screen and phone links. Ctrl-C (or SIGTERM)
// stops the server and removes the folder.
//
//   npm run demo
//   DEMO_VOTERS=50 DEMO_SECONDS=20 npm run demo   # a smaller, shorter rehearsal
//   DEMO_VOTERS=0 npm run demo                    # no rehearsal: phones join at once
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { adminInvitationLink } from '#client/lib/admin-invitation.ts';
import { joinLink } from '#client/lib/links.ts';
import { screenLink } from '#client/lib/screen-link.ts';
import type { StartupAddresses } from '#server/startup-banner.ts';
import {
  MAX_REHEARSAL_SECONDS,
  MAX_REHEARSAL_VOTERS,
  MIN_REHEARSAL_SECONDS,
} from '#shared/rehearsal.ts';
import { formatRoomCode } from '#shared/room-code.ts';
import { createDemoRoom, type DemoRoom, type Rehearsal } from './demo-room.ts';
import { ApiClient } from './launch/api-client.ts';
import { ensureBuildsOrExit } from './launch/ensure-builds.ts';
import { runServer } from './launch/run-server.ts';

const root = resolve(import.meta.dirname, '..');

/** The rehearsal asked for in the environment; every bad key is named before the demo exits. */
function rehearsalOf(env: NodeJS.ProcessEnv): Rehearsal {
  const problems: string[] = [];
  const whole = (key: string, min: number, max: number, fallback: number) => {
    const text = env[key]?.trim();
    if (!text) return fallback;
    const value = Number(text);
    if (/^\d+$/.test(text) && value >= min && value <= max) return value;
    problems.push(`${key} must be a whole number from ${min} to ${max}.`);
    return fallback;
  };
  const voters = whole('DEMO_VOTERS', 0, MAX_REHEARSAL_VOTERS, 300);
  const seconds = whole('DEMO_SECONDS', MIN_REHEARSAL_SECONDS, MAX_REHEARSAL_SECONDS, 120);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  return { voters, seconds };
}

/** A base URL as links start from it: without its trailing slash. */
const base = (url: string) => url.replace(/\/$/, '');

/** "2 minutes", "90 seconds". */
function duration(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} seconds`;
  return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`;
}

type Shown = {
  addresses: StartupAddresses;
  /** The server's public address, without its trailing slash. */
  publicUrl: string;
  demo: DemoRoom;
  rehearsal: Rehearsal;
  dataDir: string;
};

function linksText({ addresses, publicUrl, demo, rehearsal, dataDir }: Shown): string {
  const { room, adminToken, screenToken } = demo;
  const rehearsing = room.rehearsal !== null;
  const lines = [
    '',
    `  VibeRank demo: ${room.name}, room code ${formatRoomCode(room.code)}`,
    rehearsing
      ? `  A rehearsal: ${rehearsal.voters} simulated voters join and vote over ${duration(rehearsal.seconds)}; watch turnout rise.`
      : '  No rehearsal: phones can join now.',
    '',
    // The organiser's own browser, on this machine: a secure context, as `npm start` says.
    `  ➜  Dashboard: ${adminInvitationLink(base(addresses.adminUrl), room.id, adminToken)}`,
    '     opens the room as its organiser in this browser; its Present button opens',
    '     the presenter (/present), the big screen for a projector',
    `  ➜  Screen:    ${screenLink(publicUrl, room.id, screenToken)}`,
    '     the big screen, read-only, for another machine or a second projector',
    `  ➜  Phones:    ${joinLink(publicUrl, room.code)}`,
    rehearsing
      ? '     phones wait while the rehearsal runs: End rehearsal on the dashboard (or Enter here) lets them join'
      : '     the join form with the room code filled in',
    ...(addresses.hint ? [`  !  ${addresses.hint}`] : []),
    '',
    `  Data folder: ${dataDir} (removed when the demo stops)`,
    '  Press Ctrl-C to stop.',
    '',
  ];
  return `${lines.join('\n')}\n`;
}

/** Sets up the room and prints its links; resolves once they are printed. */
async function showDemo(
  addresses: StartupAddresses,
  rehearsal: Rehearsal,
  dataDir: string,
): Promise<void> {
  // Where the server answers this machine; links for others use its public address.
  const api = new ApiClient(base(addresses.adminUrl));
  const address = await api.publicAddress();
  if (address.status !== 200) throw new Error('Could not read the public address.');
  const demo = await createDemoRoom(api, rehearsal);
  const publicUrl = base(address.body.url);
  process.stdout.write(linksText({ addresses, publicUrl, demo, rehearsal, dataDir }));
  if (demo.room.rehearsal && process.stdin.isTTY) {
    process.stdin.once('data', () => {
      process.stdin.pause();
      void endRehearsal(api, demo);
    });
  }
}

/** Ends the demo's rehearsal (Go live), as Enter asks: phones may join from then on. */
async function endRehearsal(api: ApiClient, { room, adminToken }: DemoRoom): Promise<void> {
  const ended = await api.rehearsal.end(room.id, adminToken).catch(() => null);
  process.stdout.write(
    ended?.status === 200
      ? '  Rehearsal ended: its simulated voters are gone, and phones can join.\n'
      : `  Could not end the rehearsal: ${ended?.body?.error?.message ?? 'the server did not answer.'}\n`,
  );
}

const rehearsal = rehearsalOf(process.env);
const serverBundle = await ensureBuildsOrExit(root, process.env);

const dataDir = mkdtempSync(join(tmpdir(), 'viberank-demo-'));
const server = runServer(serverBundle, {
  // The demo's own lines say where to go: the server says only what went wrong.
  LOG_LEVEL: 'warn',
  ...process.env,
  // The embedded database in the temporary folder, whatever this machine uses otherwise.
  DATABASE_URL: '',
  DATA_DIR: dataDir,
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
  });
}

let failed = false;
try {
  await showDemo(await server.listening, rehearsal, dataDir);
} catch (error) {
  // Stopped while setting up: the server's shutdown is what refused the room.
  if (!stopping) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
    server.stop('SIGTERM');
  }
}
const code = await server.exited;
rmSync(dataDir, { recursive: true, force: true });
process.stdout.write(`\n  Stopped; removed ${dataDir}\n`);
process.exit(failed ? 1 : code);
