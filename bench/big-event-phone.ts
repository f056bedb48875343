/**
 * A phone's ballot at a big event, met as a phone meets it: a Pixel-class
 * context (390x844, touch, a 2x screen) with the CPU slowed 4x, in four ways
 * in: a returning phone that reopens /vote with its saved session from an
 * empty cache (a new browser context); the same with the files in the
 * browser's cache and service worker from an earlier visit (warm); the same
 * from an empty cache while the organiser's dashboard of the room is open in
 * the same browser; and a first visit that opens the join link, types a name
 * and taps Join. Each is
 * timed from the navigation start of the page the phone opened until the
 * ballot can be used (Search contestants and the first "+" enabled); then
 * one tap on that "+". The page is driven with plain DOM reads, touches and
 * keys: Playwright's selector engine, injected into the page, would itself
 * be a long task on a slowed CPU.
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { type BigRoom, seededVoter } from '../scripts/launch/big-room.ts';
import { watchLongTasks } from './big-event-pages.ts';

/** Long tasks that come after the ballot looks ready still count: wait this long for them. */
export const SETTLE_MS = 1500;
const USABLE_TIMEOUT_MS = 60_000;

export type PhoneWay =
  | 'returning'
  | 'returning, warm cache'
  | 'returning, beside a dashboard'
  | 'first visit';

/** Where a load's time went: each step's end, in ms from the page's navigation start. */
export type LoadSteps = {
  /** The page's HTML received. */
  html: number;
  /** The last script the page fetched before it was usable received (or taken from a cache). */
  scripts: number;
  /** The room's snapshot received over the realtime connection. */
  snapshot: number;
  /** The main thread's long tasks that ended before the ballot was usable, added up. */
  longTasksBeforeUsable: number;
};

export type PhoneBallot = {
  usableMs: number;
  /** A first visit's wait from the tap on Join, without the typing before it; else usableMs. */
  usableAfterJoinMs: number;
  longestLoadTask: number;
  longestTapTask: number;
  steps: LoadSteps;
};

/** Where the Pixel-class phone of the brief differs from a desktop context. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;

/**
 * Marks when Search contestants and the first Add … to Your Rankings button
 * are both there and enabled (found by their classes, the same in every
 * language and in the releases measured against). Page source, not a function of this module:
 * a compiled function may reference helpers the page does not have.
 */
/** A chip's "+" (Add … to Your Rankings), enabled. */
const ADD_BUTTON = 'button.chip-action--add:not([disabled])';

const WATCH_USABLE = `
  const observer = new MutationObserver(() => {
    const add = document.querySelector('${ADD_BUTTON}');
    const search = document.querySelector('input.ballot-search:not([disabled])');
    if (!add || !search) return;
    window.benchUsableAt = performance.now();
    observer.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
  document.addEventListener('pointerdown', (event) => {
    if (window.benchJoinTappedAt === undefined && event.target.closest('form button[type="submit"]')) {
      window.benchJoinTappedAt = event.timeStamp;
    }
  }, true);
`;

type Bench = {
  benchUsableAt?: number;
  benchJoinTappedAt?: number;
  benchLongTasks?: number[];
  benchLongTaskEnds?: number[];
};

/** The longest task since the last call, and forgets them. */
export const takeLongTasks = (page: Page) =>
  page.evaluate(() => {
    const tasks = (window as Bench).benchLongTasks ?? [];
    (window as Bench).benchLongTaskEnds?.splice(0);
    return Math.max(0, ...tasks.splice(0));
  });

/** A page of `context` with the CPU slowed 4x, and its DevTools session. */
async function throttledPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, cdp };
}

/**
 * A new Pixel-class context whose pages watch their long tasks and run
 * `watch` first (and, given a saved session, find it in localStorage), and
 * its first page, CPU slowed 4x.
 */
export async function openPhone(
  browser: Browser,
  watch: string,
  session?: string,
  language?: string,
) {
  const context = await browser.newContext(PHONE);
  // The language the phone's person chose (languages-section.ts), as the switcher keeps it.
  if (language) {
    await context.addInitScript(
      (chosen) => localStorage.setItem('viberank_language', chosen),
      language,
    );
  }
  if (session) {
    await context.addInitScript(
      (saved) => localStorage.setItem('viberank_participant_session', saved),
      session,
    );
  }
  await context.addInitScript(watchLongTasks);
  await context.addInitScript({ content: watch });
  return { context, ...(await throttledPage(context)) };
}

type Network = { document: number; html: number; scripts: number[]; snapshot: number };

/**
 * Follows a page's network through the DevTools protocol: when its document
 * was asked for and received, when each script was received, and when the
 * first snapshot came over its realtime connection (seconds, on one clock).
 */
async function followNetwork(cdp: CDPSession): Promise<Network> {
  const types = new Map<string, string | undefined>();
  const seen: Network = {
    document: Number.NaN,
    html: Number.NaN,
    scripts: [],
    snapshot: Number.NaN,
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && Number.isNaN(seen.document)) seen.document = event.timestamp;
    types.set(event.requestId, event.type);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId);
    if (type === 'Document' && Number.isNaN(seen.html)) seen.html = event.timestamp;
    if (type === 'Script') seen.scripts.push(event.timestamp);
  });
  cdp.on('Network.webSocketFrameReceived', (event) => {
    if (Number.isNaN(seen.snapshot) && event.response.payloadData.includes('"snapshot"')) {
      seen.snapshot = event.timestamp;
    }
  });
  await cdp.send('Network.enable');
  return seen;
}

/** Where a load's time went, once the ballot is usable at `usableMs`. */
async function stepsOf(page: Page, seen: Network, usableMs: number): Promise<LoadSteps> {
  const ms = (at: number) => (at - seen.document) * 1000;
  const scripts = seen.scripts.map(ms).filter((at) => at <= usableMs);
  const longTasksBeforeUsable = await page.evaluate((until) => {
    const { benchLongTasks = [], benchLongTaskEnds = [] } = window as Bench;
    return benchLongTasks.reduce(
      (sum, duration, i) =>
        (benchLongTaskEnds[i] ?? Number.POSITIVE_INFINITY) <= until ? sum + duration : sum,
      0,
    );
  }, usableMs);
  return {
    html: ms(seen.html),
    scripts: Math.max(0, ...scripts),
    snapshot: ms(seen.snapshot),
    longTasksBeforeUsable,
  };
}

/** The middle of the first element matching `selector`, in the viewport. */
async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const centre = await page.evaluate((wanted) => {
    const element = document.querySelector(wanted);
    if (!element) return null;
    element.scrollIntoView({ block: 'nearest' });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, selector);
  if (!centre) throw new Error(`nothing matches ${selector}`);
  return centre;
}

/** The join link, a name typed into Your Name, a tap on Join. */
async function joinAsNewPhone(page: Page, baseUrl: string, room: BigRoom, name: string) {
  await page.goto(`${baseUrl}/join?code=${room.code}`);
  await page.waitForFunction(() => document.querySelector('main form label'), undefined, {
    polling: 50,
  });
  await page.evaluate(() => {
    // Your Name: the form's field that is not the room code, in any language.
    const input = document.querySelector<HTMLInputElement>('main form input:not(.input--code)');
    if (!input) throw new Error('no Your Name field');
    input.focus();
  });
  await page.keyboard.type(name);
  const join = await centreOf(page, 'main form button[type="submit"]');
  await page.touchscreen.tap(join.x, join.y);
}

/** Until the ballot is usable, then until its long tasks have settled: when, and the longest. */
async function untilUsable(page: Page, seen: Awaited<ReturnType<typeof followNetwork>>) {
  await page.waitForFunction(() => (window as Bench).benchUsableAt !== undefined, undefined, {
    polling: 100,
    timeout: USABLE_TIMEOUT_MS,
  });
  await page.waitForTimeout(SETTLE_MS);
  const { usableMs, usableAfterJoinMs } = await page.evaluate(() => {
    const { benchUsableAt = Number.NaN, benchJoinTappedAt = 0 } = window as Bench;
    return { usableMs: benchUsableAt, usableAfterJoinMs: benchUsableAt - benchJoinTappedAt };
  });
  const steps = await stepsOf(page, seen, usableMs);
  return { usableMs, usableAfterJoinMs, steps, longestLoadTask: await takeLongTasks(page) };
}

/** One tap on the first "+": its longest task until the chip is ranked and things settle. */
export async function tapFirstAdd(page: Page): Promise<number> {
  const add = await centreOf(page, ADD_BUTTON);
  await page.touchscreen.tap(add.x, add.y);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="ranked-list"] [data-testid="contestant-chip"]'),
    undefined,
    { polling: 100 },
  );
  await page.waitForTimeout(SETTLE_MS);
  return takeLongTasks(page);
}

/**
 * One phone's load of the ballot, the way in given, then one tap on the
 * first "+". A warm cache is filled by a first visit to /vote in the same
 * context, whose tap is left untaken: the timed visit finds the same ballot.
 */
export async function loadPhoneBallot(
  browser: Browser,
  baseUrl: string,
  room: BigRoom,
  way: PhoneWay,
  run: number,
  language?: string,
): Promise<PhoneBallot> {
  const returning = way !== 'first visit';
  const session = returning
    ? JSON.stringify(seededVoter(room, room.participants.length - 1 - run).session)
    : undefined;
  const phone = await openPhone(browser, WATCH_USABLE, session, language);
  try {
    let { page, cdp } = phone;
    if (way === 'returning, warm cache') {
      await page.goto(`${baseUrl}/vote`);
      await untilUsable(page, await followNetwork(cdp));
      await page.close();
      ({ page, cdp } = await throttledPage(phone.context));
    }
    const seen = await followNetwork(cdp);
    if (returning) await page.goto(`${baseUrl}/vote`);
    else await joinAsNewPhone(page, baseUrl, room, `Bench Phone ${run} ${Date.now() % 1e6}`);
    const load = await untilUsable(page, seen);
    return { ...load, longestTapTask: await tapFirstAdd(page) };
  } finally {
    await phone.context.close();
  }
}

/**
 * A returning phone's ballot, opened and usable, its load's long tasks taken:
 * for a figure of what the phone does next (languages-phone.ts). The caller
 * closes the context.
 */
export async function openUsableBallot(
  browser: Browser,
  baseUrl: string,
  room: BigRoom,
  run: number,
  language?: string,
) {
  const session = JSON.stringify(seededVoter(room, room.participants.length - 1 - run).session);
  const phone = await openPhone(browser, WATCH_USABLE, session, language);
  const seen = await followNetwork(phone.cdp);
  await phone.page.goto(`${baseUrl}/vote`);
  const load = await untilUsable(phone.page, seen);
  return { ...phone, load };
}
