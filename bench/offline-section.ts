/**
 * Submit Vote without a network, on this build and on the release before it,
 * each served by its own `npm start`: how many of the tries end with the
 * ballot on the server exactly once (see offline-phone.ts).
 */
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/launch/chromium.ts';
import { type OfflineTry, offlineRoom, offlineSubmit } from './offline-phone.ts';
import { checkOutRelease, ROOT, serveAll } from './release-server.ts';
import type { Section } from './section.ts';

/** The release before phones could submit offline. */
export const RELEASE_COMMIT = '204c3df';
const PORTS = { ours: 3481, release: 3482 } as const;
/** The release fails every try the same way and each failure waits out the delivery time: fewer tell as much. */
const TRIES = { ours: 100, release: 10 } as const;

async function tries(
  browser: Browser,
  baseUrl: string,
  count: number,
  step: (message: string) => void,
  label: string,
): Promise<OfflineTry[]> {
  const room = await offlineRoom(baseUrl);
  const results: OfflineTry[] = [];
  for (let n = 0; n < count; n++) {
    results.push(await offlineSubmit(browser, baseUrl, room, n));
    if ((n + 1) % 25 === 0) step(`offline: ${label}, ${n + 1} of ${count} tries`);
  }
  return results;
}

/** Percent of the tries whose ballot reached the server, and only once. */
function exactlyOnce(results: readonly OfflineTry[]): number {
  const once = results.filter((result) => result.delivered && result.sends === 1).length;
  return (100 * once) / results.length;
}

export const offlineSection: Section = {
  name: 'offline',
  fullOnly: true,
  async run({ scratch, report }) {
    report.step(`offline: npm start of this build and of release ${RELEASE_COMMIT}`);
    const releaseDir = await checkOutRelease(RELEASE_COMMIT, scratch);
    const servers = await serveAll(scratch, {
      ours: { dir: ROOT, port: PORTS.ours, name: 'offline-ours' },
      release: { dir: releaseDir, port: PORTS.release, name: 'offline-release' },
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const step = (message: string) => report.step(message);
      const ours = await tries(browser, servers.ours.baseUrl, TRIES.ours, step, 'this build');
      const release = await tries(browser, servers.release.baseUrl, TRIES.release, step, 'release');
      const once = ours.filter((result) => result.delivered && result.sends === 1).length;
      report.row({
        name: 'offline Submit Vote, delivered exactly once',
        ours: exactlyOnce(ours),
        baseline: exactlyOnce(release),
        unit: '%',
        against: `release ${RELEASE_COMMIT}, same phone`,
      });
      report.note(
        `offline: ${once} of ${ours.length} tries on this build delivered exactly once ` +
          `(${ours.filter((r) => r.sends > 1).length} sent twice or more, ${ours.filter((r) => !r.delivered).length} not delivered); ` +
          `release ${RELEASE_COMMIT}: ${release.filter((r) => r.delivered).length} of ${release.length} delivered. ` +
          'A try: a new participant ranks one contestant at 390x844, the context goes offline, Submit Vote, ' +
          'online again; delivered = the server holds that ballot; sends = ballot PUTs the server answered.',
      );
    } finally {
      await browser.close();
      await servers.ours.stop();
      await servers.release.stop();
    }
  },
};
