/**
 * The organiser's dashboard and a phone's ballot at a big event, loaded in
 * Chromium and measured as a person would meet them: the JSON the dashboard
 * receives on first load, its height and size, the longest task while it
 * loads; and, on a phone with the CPU slowed 4x, when the ballot can first be
 * used and the longest task on the way.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { type BigRoom, seededVoter } from '../tests/support/big-room.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

/** Long tasks that come after the page looks ready still count: wait this long for them. */
const SETTLE_MS = 1500;

export type DashboardLoad = {
  jsonBytes: number;
  longestTask: number;
  height: number;
  elements: number;
};
export type BallotLoad = { usableMs: number; longestTask: number };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Records every long task from the start of the page, before any of its scripts run. */
function watchLongTasks(): void {
  const tasks: number[] = [];
  Object.assign(window, { benchLongTasks: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tasks = (window as unknown as { benchLongTasks?: number[] }).benchLongTasks ?? [];
    return Math.max(0, ...tasks);
  });
}

/** The organiser's first load of the dashboard at 1280x800, from a fresh browser context. */
export async function loadDashboard(
  browser: Browser,
  baseUrl: string,
  room: BigRoom,
): Promise<DashboardLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(
      ({ roomId, token }) => {
        localStorage.setItem('viberank_admin_room', roomId);
        localStorage.setItem('viberank_admin_token', token);
      },
      { roomId: room.roomId, token: room.adminToken },
    );
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    let jsonBytes = 0;
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        jsonBytes += typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
      }),
    );
    const bodies: Promise<void>[] = [];
    page.on('response', (response) => {
      const json = (response.headers()['content-type'] ?? '').includes('application/json');
      if (!json || !new URL(response.url()).pathname.startsWith('/api/')) return;
      bodies.push(
        response.body().then(
          (body) => {
            jsonBytes += body.length;
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`${baseUrl}/admin`);
    await page.getByTestId('voter-list').waitFor();
    await page.waitForTimeout(SETTLE_MS);
    await Promise.all(bodies);
    const size = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      elements: document.getElementsByTagName('*').length,
    }));
    return { jsonBytes, longestTask: await longestTask(page), ...size };
  } finally {
    await context.close();
  }
}

/**
 * Marks the moment the first Add … to Your Rankings button exists and is
 * enabled. Kept as page source, not a function of this module: a compiled
 * function may reference helpers the page does not have.
 */
const WATCH_USABLE = `
  const observer = new MutationObserver(() => {
    const button = document.querySelector('button[aria-label$=" to Your Rankings"]:not([disabled])');
    if (!button) return;
    window.benchUsableAt = performance.now();
    observer.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
`;

/** A participant's first load of the ballot on a 390x844 phone with the CPU slowed 4x. */
export async function loadBallot(
  browser: Browser,
  baseUrl: string,
  room: BigRoom,
): Promise<BallotLoad> {
  const { session } = seededVoter(room, room.participants.length - 1);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript(
      (saved) => localStorage.setItem('viberank_participant_session', saved),
      JSON.stringify(session),
    );
    await context.addInitScript(watchLongTasks);
    await context.addInitScript({ content: WATCH_USABLE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${baseUrl}/vote`);
    await page
      .getByRole('button', { name: / to Your Rankings$/ })
      .first()
      .waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const usableMs = await page.evaluate(
      () => (window as unknown as { benchUsableAt?: number }).benchUsableAt ?? Number.NaN,
    );
    return { usableMs, longestTask: await longestTask(page) };
  } finally {
    await context.close();
  }
}
