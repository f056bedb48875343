/**
 * A big event (150 contestants, 2,000 participants, 1,500 ballots) on this
 * build and on the release before it, in one run: each served by its own
 * `npm start` on a loopback port, seeded through the API, then loaded in
 * Chromium in alternating runs (see big-event-pages.ts). The phone's figures
 * stand beside the minimal React page too (minimal-react-page.ts): what any
 * React page costs the same phone before a line of ours runs.
 */
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { BIG_EVENT, type BigRoom, seedBigRoom } from '../scripts/launch/big-room.ts';
import { median, type Row } from '../scripts/launch/load/stats.ts';
import {
  type DashboardLoad,
  launchChromium,
  loadDashboard,
  openDashboard,
} from './big-event-pages.ts';
import {
  type LoadSteps,
  loadPhoneBallot,
  type PhoneBallot,
  type PhoneWay,
} from './big-event-phone.ts';
import { loadMinimalPage, serveMinimalReactPage } from './minimal-react-page.ts';
import { checkOutRelease, ROOT, serveAll } from './release-server.ts';
import type { Section } from './section.ts';

/** Today's release: the client on Preact (decision 033), before React ran it again (decision 039). */
export const BASELINE_COMMIT = '8d07830';
const RUNS = 3;
/** A phone's load is the noisiest figure on a shared 2-core machine: more runs for its median. */
const PHONE_RUNS = 5;
const PHONE_WAYS: readonly PhoneWay[] = [
  'returning',
  'returning, warm cache',
  'returning, beside a dashboard',
  'first visit',
];
const PORTS = { ours: 3471, baseline: 3472 } as const;
const BUILDS = ['ours', 'baseline'] as const;

type Loads<T> = { ours: T[]; baseline: T[] };
type Minimal = { usableMs: number; longestLoadTask: number };

const AGAINST_RELEASE = `release ${BASELINE_COMMIT}, same room`;
const AGAINST_MINIMAL = 'minimal React 19 page, same phone';

/** One figure of every load, median of each build's runs. */
function row<T>(name: string, loads: Loads<T>, pick: (load: T) => number, unit: string): Row {
  return {
    name: `big event: ${name}`,
    ours: median(loads.ours.map(pick)),
    baseline: median(loads.baseline.map(pick)),
    unit,
    against: AGAINST_RELEASE,
  };
}

/** Our phone's figure beside the minimal React page's. */
function minimalRow(name: string, ours: number[], minimal: number[]): Row {
  return {
    name: `big event: ${name}`,
    ours: median(ours),
    baseline: median(minimal),
    unit: 'ms',
    against: AGAINST_MINIMAL,
  };
}

const STEPS: readonly [keyof LoadSteps, string][] = [
  ['html', 'HTML received'],
  ['scripts', 'last script received'],
  ['snapshot', 'snapshot received'],
  ['longTasksBeforeUsable', 'long tasks before usable, added up'],
];

/** Each way's rows: usable, longest task, and for a returning phone beside a dashboard, its steps. */
function phoneRows(way: PhoneWay, loads: Loads<PhoneBallot>, minimal: Minimal[]): Row[] {
  const rows = [
    row(`phone ballot, ${way}, usable`, loads, (l) => l.usableMs, 'ms'),
    row(`phone ballot, ${way}, longest task`, loads, (l) => l.longestLoadTask, 'ms'),
    minimalRow(
      `phone ballot, ${way}, longest task`,
      loads.ours.map((l) => l.longestLoadTask),
      minimal.map((m) => m.longestLoadTask),
    ),
  ];
  if (way === 'first visit') {
    rows.push(
      row('phone ballot, first visit, usable after Join', loads, (l) => l.usableAfterJoinMs, 'ms'),
    );
  }
  if (way === 'returning, beside a dashboard') {
    for (const [step, words] of STEPS) {
      rows.push(row(`phone ballot, ${way}: ${words}`, loads, (l) => l.steps[step], 'ms'));
    }
  }
  return rows;
}

/** Each way's loads of each build in turn, run after run; the dashboard open for the way beside it. */
async function measurePhones(
  browser: Browser,
  baseUrls: Record<(typeof BUILDS)[number], string>,
  rooms: Record<(typeof BUILDS)[number], BigRoom>,
  step: (message: string) => void,
): Promise<Record<PhoneWay, Loads<PhoneBallot>>> {
  const phones = Object.fromEntries(
    PHONE_WAYS.map((way) => [way, { ours: [], baseline: [] }]),
  ) as unknown as Record<PhoneWay, Loads<PhoneBallot>>;
  for (const way of PHONE_WAYS) {
    for (let run = 1; run <= PHONE_RUNS; run++) {
      step(`big event: phone ballot, ${way}, run ${run} of ${PHONE_RUNS}, each build in turn`);
      for (const which of BUILDS) {
        const besideDashboard = way === 'returning, beside a dashboard';
        const close = besideDashboard
          ? await openDashboard(browser, baseUrls[which], rooms[which])
          : undefined;
        try {
          phones[way][which].push(
            await loadPhoneBallot(browser, baseUrls[which], rooms[which], way, run),
          );
        } finally {
          await close?.();
        }
      }
    }
  }
  return phones;
}

/** Today's big-event figures beside the previous release's and the minimal React page's. */
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
  step('big event: the minimal React page, built and served');
  const minimalPage = await serveMinimalReactPage(path.join(scratch, 'minimal-react-page'));
  const browser = await launchChromium();
  try {
    const dashboards: Loads<DashboardLoad> = { ours: [], baseline: [] };
    const rooms = {
      ours: await seedRoom(servers.ours.baseUrl, step, 'this build'),
      baseline: await seedRoom(servers.baseline.baseUrl, step, 'the release'),
    };
    for (let run = 1; run <= RUNS; run++) {
      step(`big event: run ${run} of ${RUNS}, the dashboard, each build in turn`);
      for (const which of BUILDS) {
        dashboards[which].push(await loadDashboard(browser, servers[which].baseUrl, rooms[which]));
      }
    }
    const minimal: Minimal[] = [];
    for (let run = 1; run <= PHONE_RUNS; run++) {
      step(`big event: the minimal React page on the phone, run ${run} of ${PHONE_RUNS}`);
      minimal.push(await loadMinimalPage(browser, minimalPage));
    }
    const baseUrls = { ours: servers.ours.baseUrl, baseline: servers.baseline.baseUrl };
    const phones = await measurePhones(browser, baseUrls, rooms, step);
    const taps = (which: keyof Loads<unknown>) =>
      PHONE_WAYS.flatMap((way) => phones[way][which].map((load) => load.longestTapTask));
    return {
      rows: [
        row('dashboard first load, JSON', dashboards, (l) => l.jsonBytes / 1024, 'KiB'),
        row('dashboard load, longest task', dashboards, (l) => l.longestTask, 'ms'),
        row('dashboard height at 1280x800', dashboards, (l) => l.height, 'px'),
        row('dashboard DOM elements', dashboards, (l) => l.elements, ''),
        minimalRow(
          'phone ballot, returning, usable',
          phones.returning.ours.map((l) => l.usableMs),
          minimal.map((m) => m.usableMs),
        ),
        ...PHONE_WAYS.flatMap((way) => phoneRows(way, phones[way], minimal)),
        row(
          'phone ballot, one tap on +, longest task',
          { ours: taps('ours'), baseline: taps('baseline') },
          (tap) => tap,
          'ms',
        ),
      ],
      note:
        `big event: ${BIG_EVENT.contestants} contestants, ${BIG_EVENT.participants} participants, ${BIG_EVENT.ballots} ballots, ` +
        `seeded through the API into each build; dashboard: median of ${RUNS} fresh loads in Chromium. JSON = WebSocket ` +
        'frames and JSON responses of /api/ received on first load; longest task = PerformanceObserver longtask, from ' +
        'navigation to 1.5 s after the page is ready. Phone ballot: median of ' +
        `${PHONE_RUNS} loads per way in a Pixel-class context (390x844, isMobile, hasTouch, DPR 2), CPU throttled 4x; ` +
        'returning = a saved participant session opening /vote in a new context (empty cache); warm cache = the same ' +
        'after a first visit to /vote in that context (browser cache and service worker filled); beside a dashboard = ' +
        "the empty-cache reopening while the organiser's 2,000-person dashboard is open in the same browser, with where " +
        'its time went (each step from navigation start: the DevTools protocol for the network, long tasks that ended ' +
        'before usable added up); first visit = /join?code=…, a name typed, Join tapped; usable = navigation start of the ' +
        'page opened (for a first visit, typing the name included) to Search contestants and the first "+" enabled; ' +
        'usable after Join = from the touch on Join to the same; the tap = the first "+" tapped 1.5 s after that, its ' +
        'longest task until 1.5 s after the chip is ranked (median of every way). The minimal React 19 page = React + ' +
        'React DOM rendering one component with createRoot, built by Vite the same way, served from loopback and opened ' +
        'in the same phone context; usable = its button in the page. Lower is better for every figure.',
    };
  } finally {
    await browser.close();
    await minimalPage.stop();
    await servers.ours.stop();
    await servers.baseline.stop();
  }
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
