/**
 * A phone's ballot at a big event, met as a phone meets it: a Pixel-class
 * context (390x844, touch, a 2x screen) with the CPU slowed 4x, in two ways
 * in: a returning phone that reopens /vote with its saved session, and a
 * first visit that opens the join link, types a name and taps Join. Each is
 * timed from the navigation start of the page the phone opened until the
 * ballot can be used (Search contestants and the first "+" enabled); then
 * one tap on that "+". The page is driven with plain DOM reads, touches and
 * keys: Playwright's selector engine, injected into the page, would itself
 * be a long task on a slowed CPU.
 */
import type { Browser, Page } from '@playwright/test';
import { type BigRoom, seededVoter } from '../tests/support/big-room.ts';
import { watchLongTasks } from './big-event-pages.ts';

/** Long tasks that come after the ballot looks ready still count: wait this long for them. */
const SETTLE_MS = 1500;
const USABLE_TIMEOUT_MS = 60_000;

export type PhoneWay = 'returning' | 'first visit';
export type PhoneBallot = {
  usableMs: number;
  /** A first visit's wait from the tap on Join, without the typing before it; else usableMs. */
  usableAfterJoinMs: number;
  longestLoadTask: number;
  longestTapTask: number;
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
 * are both there and enabled. Page source, not a function of this module:
 * a compiled function may reference helpers the page does not have.
 */
const WATCH_USABLE = `
  const observer = new MutationObserver(() => {
    const add = document.querySelector('button[aria-label$=" to Your Rankings"]:not([disabled])');
    const search = document.querySelector('input[aria-label="Search contestants"]:not([disabled])');
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

type Bench = { benchUsableAt?: number; benchJoinTappedAt?: number; benchLongTasks?: number[] };

const takeLongTasks = (page: Page) =>
  page.evaluate(() => {
    const tasks = (window as Bench).benchLongTasks ?? [];
    return Math.max(0, ...tasks.splice(0));
  });

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
    const label = Array.from(document.querySelectorAll('label')).find(
      (element) => element.textContent?.trim() === 'Your Name',
    );
    const input = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
    if (!input) throw new Error('no Your Name field');
    input.focus();
  });
  await page.keyboard.type(name);
  const join = await centreOf(page, 'main form button[type="submit"]');
  await page.touchscreen.tap(join.x, join.y);
}

/** One phone's load of the ballot, the way in given, then one tap on the first "+". */
export async function loadPhoneBallot(
  browser: Browser,
  baseUrl: string,
  room: BigRoom,
  way: PhoneWay,
  run: number,
): Promise<PhoneBallot> {
  const context = await browser.newContext(PHONE);
  try {
    if (way === 'returning') {
      const { session } = seededVoter(room, room.participants.length - 1 - run);
      await context.addInitScript(
        (saved) => localStorage.setItem('viberank_participant_session', saved),
        JSON.stringify(session),
      );
    }
    await context.addInitScript(watchLongTasks);
    await context.addInitScript({ content: WATCH_USABLE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (way === 'returning') await page.goto(`${baseUrl}/vote`);
    else await joinAsNewPhone(page, baseUrl, room, `Bench Phone ${run} ${Date.now() % 1e6}`);
    await page.waitForFunction(() => (window as Bench).benchUsableAt !== undefined, undefined, {
      polling: 100,
      timeout: USABLE_TIMEOUT_MS,
    });
    await page.waitForTimeout(SETTLE_MS);
    const { usableMs, usableAfterJoinMs } = await page.evaluate(() => {
      const { benchUsableAt = Number.NaN, benchJoinTappedAt = 0 } = window as Bench;
      return { usableMs: benchUsableAt, usableAfterJoinMs: benchUsableAt - benchJoinTappedAt };
    });
    const longestLoadTask = await takeLongTasks(page);

    const add = await centreOf(page, 'button[aria-label$=" to Your Rankings"]:not([disabled])');
    await page.touchscreen.tap(add.x, add.y);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="ranked-list"] [data-testid="contestant-chip"]'),
      undefined,
      { polling: 100 },
    );
    await page.waitForTimeout(SETTLE_MS);
    return {
      usableMs,
      usableAfterJoinMs,
      longestLoadTask,
      longestTapTask: await takeLongTasks(page),
    };
  } finally {
    await context.close();
  }
}
