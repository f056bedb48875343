/**
 * A big event (150 contestants, 2,000 participants, 1,500 ballots) on this
 * build and on the release before it, in one run: each served by its own
 * `npm start` on a loopback port, seeded through the API, then loaded in
 * Chromium in alternating runs (see big-event-pages.ts).
 */
import { BIG_EVENT, seedBigRoom } from '../tests/support/big-room.ts';
import { type DashboardLoad, launchChromium, loadDashboard } from './big-event-pages.ts';
import { loadPhoneBallot, type PhoneBallot, type PhoneWay } from './big-event-phone.ts';
import { checkOutRelease, ROOT, serveAll } from './release-server.ts';
import type { Section } from './section.ts';
import { median, type Row } from './stats.ts';

/** The release before the phone's ballot was made ready at once: today's figures come from it. */
export const BASELINE_COMMIT = '204c3df';
const RUNS = 3;
/** A phone's load is the noisiest figure on a shared 2-core machine: more runs for its median. */
const PHONE_RUNS = 5;
const PHONE_WAYS: readonly PhoneWay[] = ['returning', 'first visit'];
const PORTS = { ours: 3471, baseline: 3472 } as const;

type Loads<T> = { ours: T[]; baseline: T[] };

/** One figure of every load, median of each build's runs. */
function row<T>(name: string, loads: Loads<T>, pick: (load: T) => number, unit: string): Row {
  return {
    name: `big event: ${name}`,
    ours: median(loads.ours.map(pick)),
    baseline: median(loads.baseline.map(pick)),
    unit,
    against: `release ${BASELINE_COMMIT}, same room`,
  };
}

/** Today's big-event figures beside the previous release's. */
async function measureBigEvent(
  scratch: string,
  step: (message: string) => void,
): Promise<{ rows: Row[]; note: string }> {
  step(`big event: extracting release ${BASELINE_COMMIT}`);
  const baselineDir = await checkOutRelease(BASELINE_COMMIT, scratch);
  step('big event: npm start of this build and of the release (each builds its client)');
  const servers = await serveAll(scratch, {
    ours: { dir: ROOT, port: PORTS.ours, name: 'ours' },
    baseline: { dir: baselineDir, port: PORTS.baseline, name: 'baseline' },
  });
  const browser = await launchChromium();
  try {
    const dashboards: Loads<DashboardLoad> = { ours: [], baseline: [] };
    const phones: Record<PhoneWay, Loads<PhoneBallot>> = {
      returning: { ours: [], baseline: [] },
      'first visit': { ours: [], baseline: [] },
    };
    const rooms = {
      ours: await seedRoom(servers.ours.baseUrl, step, 'this build'),
      baseline: await seedRoom(servers.baseline.baseUrl, step, 'the release'),
    };
    for (let run = 1; run <= RUNS; run++) {
      step(`big event: run ${run} of ${RUNS}, the dashboard, each build in turn`);
      for (const which of ['ours', 'baseline'] as const) {
        dashboards[which].push(await loadDashboard(browser, servers[which].baseUrl, rooms[which]));
      }
    }
    for (let run = 1; run <= PHONE_RUNS; run++) {
      step(
        `big event: run ${run} of ${PHONE_RUNS}, phones returning and joining, each build in turn`,
      );
      for (const way of PHONE_WAYS) {
        for (const which of ['ours', 'baseline'] as const) {
          const { baseUrl } = servers[which];
          phones[way][which].push(await loadPhoneBallot(browser, baseUrl, rooms[which], way, run));
        }
      }
    }
    const phoneRows = PHONE_WAYS.flatMap((way) => [
      row(`phone ballot, ${way}, usable`, phones[way], (l) => l.usableMs, 'ms'),
      ...(way === 'first visit'
        ? [
            row(
              'phone ballot, first visit, usable after Join',
              phones[way],
              (l) => l.usableAfterJoinMs,
              'ms',
            ),
          ]
        : []),
      row(`phone ballot, ${way}, longest task`, phones[way], (l) => l.longestLoadTask, 'ms'),
    ]);
    return {
      rows: [
        row('dashboard first load, JSON', dashboards, (l) => l.jsonBytes / 1024, 'KiB'),
        row('dashboard load, longest task', dashboards, (l) => l.longestTask, 'ms'),
        row('dashboard height at 1280x800', dashboards, (l) => l.height, 'px'),
        row('dashboard DOM elements', dashboards, (l) => l.elements, ''),
        ...phoneRows,
        row(
          'phone ballot, one tap on +, longest task',
          { ours: phoneTaps(phones, 'ours'), baseline: phoneTaps(phones, 'baseline') },
          (tap) => tap,
          'ms',
        ),
      ],
      note:
        `big event: ${BIG_EVENT.contestants} contestants, ${BIG_EVENT.participants} participants, ${BIG_EVENT.ballots} ballots, ` +
        `seeded through the API into each build; dashboard: median of ${RUNS} fresh loads in Chromium. JSON = WebSocket ` +
        'frames and JSON responses of /api/ received on first load; longest task = PerformanceObserver longtask, from ' +
        'navigation to 1.5 s after the page is ready. Phone ballot: median of ' +
        `${PHONE_RUNS} fresh loads per way in a Pixel-class context (390x844, isMobile, hasTouch, DPR 2), CPU throttled 4x, ` +
        'empty cache; returning = a saved participant session opening /vote; first visit = /join?code=…, a name typed, ' +
        'Join tapped; usable = navigation start of the page opened (for a first visit, typing the name included) to Search ' +
        'contestants and the first "+" enabled; usable after Join = from the touch on Join to the same; the ' +
        'tap = the first "+" tapped 1.5 s after that, its longest task until 1.5 s after the chip is ranked (median of ' +
        'both ways). Lower is better for every figure.',
    };
  } finally {
    await browser.close();
    await servers.ours.stop();
    await servers.baseline.stop();
  }
}

/** Every tap's longest task, both ways in. */
function phoneTaps(phones: Record<PhoneWay, Loads<PhoneBallot>>, which: keyof Loads<unknown>) {
  return PHONE_WAYS.flatMap((way) => phones[way][which].map((load) => load.longestTapTask));
}

async function seedRoom(baseUrl: string, step: (message: string) => void, label: string) {
  step(
    `big event: seeding ${label} (${BIG_EVENT.participants} joins, ${BIG_EVENT.ballots} ballots)`,
  );
  return seedBigRoom(baseUrl, BIG_EVENT, 'Big Hack');
}

export const bigEventSection: Section = {
  name: 'big-event',
  fullOnly: true,
  async run({ scratch, report }) {
    const bigEvent = await measureBigEvent(scratch, (message) => report.step(message));
    report.row(...bigEvent.rows);
    report.note(bigEvent.note);
  },
};
