/**
 * A prize-giving at a big event: the organiser's dashboard of a room of 150
 * contestants, 2,000 participants and 5 awards holding 7,500 ballots, beside
 * the same build's room of one award (1,500 ballots); and what a phone
 * downloads first, beside the build before awards. Full run only (builds,
 * Chromium).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Contestant } from '#shared/api.ts';
import { ApiClient } from '../scripts/launch/api-client.ts';
import { BIG_EVENT, type BigRoom, seedBigRoom } from '../scripts/launch/big-room.ts';
import { firstLoadFiles, gzipSize } from '../scripts/launch/bundle-size.ts';
import { inBatches, median, type Row } from '../scripts/launch/load/stats.ts';
import { type DashboardLoad, launchChromium, loadDashboard } from './big-event-pages.ts';
import { checkOutRelease, ROOT, serveAll } from './release-server.ts';
import type { Section } from './section.ts';

/** The last commit before awards: what a phone downloaded then. */
const BEFORE_AWARDS = '32df916';
const RUNS = 3;
const PORTS = { ours: 3481, before: 3482 } as const;
/** Awards 2 and 3 are tracks of 50 contestants; 4 and 5 are open to all. */
const AWARDS = [
  { name: 'Best Design', from: 0, size: 50 },
  { name: 'Best Use of an API', from: 50, size: 50 },
  { name: "People's Choice", from: 0, size: null },
  { name: 'Best Pitch', from: 0, size: null },
] as const;

/** Adds the four awards and, in each, a ballot from each of the room's voters. */
async function addAwardBallots(baseUrl: string, room: BigRoom): Promise<void> {
  const api = new ApiClient(baseUrl);
  for (const award of AWARDS) {
    const open: Contestant[] =
      award.size === null
        ? room.contestants
        : room.contestants.slice(award.from, award.from + award.size);
    const added = await api.awards.add(room.roomId, room.adminToken, {
      name: award.name,
      contestantIds: award.size === null ? null : open.map((c) => c.id),
    });
    if (added.status !== 201) throw new Error(`add award: ${added.status}`);
    const voters = room.participants.filter((p) => p.ranking.length > 0);
    await inBatches(voters, 8, async (voter) => {
      // The voter's own picks, moved into the award's contestants.
      const picks = voter.ranking.map(
        (id) => open[room.contestants.findIndex((c) => c.id === id) % open.length]?.id ?? '',
      );
      const voted = await api.rank(
        room.roomId,
        voter.token,
        [...new Set(picks)],
        added.body.award.id,
      );
      if (voted.status !== 200) throw new Error(`ballot: ${voted.status}`);
    });
  }
}

/** Gzipped bytes of what a phone loads before `/join` shows, and before the ballot shows. */
async function phoneLoads(clientDir: string): Promise<{ join: number; ballot: number }> {
  const sum = async (files: string[]) => {
    let bytes = 0;
    for (const file of files) bytes += gzipSize(await readFile(join(clientDir, file)));
    return bytes;
  };
  const first = firstLoadFiles(clientDir);
  const voting = firstLoadFiles(clientDir, 'app/voting-page.tsx');
  return { join: await sum(first), ballot: await sum([...new Set([...first, ...voting])]) };
}

function dashboardRow(
  name: string,
  loads: { ours: DashboardLoad[]; one: DashboardLoad[] },
  pick: (load: DashboardLoad) => number,
  unit: string,
): Row {
  return {
    name: `5 awards: dashboard ${name}`,
    ours: median(loads.ours.map(pick)),
    baseline: median(loads.one.map(pick)),
    unit,
    against: 'one award, 1,500 ballots, same build',
  };
}

export const awardsEventSection: Section = {
  name: 'awards-event',
  fullOnly: true,
  async run({ scratch, report }) {
    report.step(`awards event: extracting ${BEFORE_AWARDS}, the build before awards`);
    const beforeDir = await checkOutRelease(BEFORE_AWARDS, scratch);
    report.step('awards event: npm start of this build and of the one before (each builds)');
    const { ours, before } = await serveAll(scratch, {
      ours: { dir: ROOT, port: PORTS.ours, name: 'awards-ours' },
      before: { dir: beforeDir, port: PORTS.before, name: 'awards-before' },
    });
    await before.stop();
    const browser = await launchChromium();
    try {
      const sizes = {
        ours: await phoneLoads(join(scratch, 'awards-ours-client')),
        before: await phoneLoads(join(scratch, 'awards-before-client')),
      };
      report.row(
        {
          name: '5 awards: phone first load of /join, gzip',
          ours: sizes.ours.join / 1024,
          baseline: sizes.before.join / 1024,
          unit: 'KiB',
          against: `the build before awards (${BEFORE_AWARDS})`,
        },
        {
          name: '5 awards: phone first load with the ballot, gzip',
          ours: sizes.ours.ballot / 1024,
          baseline: sizes.before.ballot / 1024,
          unit: 'KiB',
          against: `the build before awards (${BEFORE_AWARDS})`,
        },
      );
      report.step('awards event: seeding a room of one award and a room of five');
      const one = await seedBigRoom(ours.baseUrl, BIG_EVENT, 'One Award');
      const five = await seedBigRoom(ours.baseUrl, BIG_EVENT, 'Five Awards');
      await addAwardBallots(ours.baseUrl, five);
      const loads = { ours: [] as DashboardLoad[], one: [] as DashboardLoad[] };
      for (let run = 1; run <= RUNS; run++) {
        report.step(`awards event: run ${run} of ${RUNS}, both dashboards in turn`);
        loads.ours.push(await loadDashboard(browser, ours.baseUrl, five));
        loads.one.push(await loadDashboard(browser, ours.baseUrl, one));
      }
      report.row(
        dashboardRow('first load, JSON', loads, (l) => l.jsonBytes / 1024, 'KiB'),
        dashboardRow('load, longest task', loads, (l) => l.longestTask, 'ms'),
        dashboardRow('height at 1280x800', loads, (l) => l.height, 'px'),
        dashboardRow('DOM elements', loads, (l) => l.elements, ''),
      );
      report.note(
        `awards event: ${BIG_EVENT.contestants} contestants, ${BIG_EVENT.participants} participants; ` +
          `the room of five awards holds ${BIG_EVENT.ballots} ballots in each (two awards are tracks ` +
          'of 50 contestants), seeded through the API; dashboards as in "big event" (median of ' +
          `${RUNS} fresh loads, 1280x800). Budgets: height at most 2,400 px (3 screens), at most ` +
          '3,000 elements, first-load JSON at most 100 KiB, no load task over 100 ms. Phone ' +
          'loads: the gzipped scripts and styles a phone downloads before /join shows, and before ' +
          `the ballot shows, beside the build before awards (${BEFORE_AWARDS}); lower is better.`,
      );
    } finally {
      await browser.close();
      await ours.stop();
    }
  },
};
