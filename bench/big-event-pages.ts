/**
 * The organiser's dashboard at a big event, loaded in Chromium and measured
 * as a person would meet it: the JSON the dashboard receives on first load,
 * its height and size, the longest task while it loads. (A phone's ballot:
 * big-event-phone.ts.)
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import type { BigRoom } from '../scripts/launch/big-room.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/launch/chromium.ts';

/** Long tasks that come after the page looks ready still count: wait this long for them. */
const SETTLE_MS = 1500;

export type DashboardLoad = {
  jsonBytes: number;
  longestTask: number;
  height: number;
  elements: number;
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Records every long task from the start of the page, before any of its scripts run. */
export function watchLongTasks(): void {
  const tasks: number[] = [];
  const ends: number[] = [];
  Object.assign(window, { benchLongTasks: tasks, benchLongTaskEnds: ends });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      tasks.push(entry.duration);
      ends.push(entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
}

async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tasks = (window as unknown as { benchLongTasks?: number[] }).benchLongTasks ?? [];
    return Math.max(0, ...tasks);
  });
}

/** A browser context at 1280x800 holding the organiser's saved room. */
async function organiserContext(browser: Browser, room: BigRoom) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ({ roomId, token }) => {
      localStorage.setItem('viberank_admin_room', roomId);
      localStorage.setItem('viberank_admin_token', token);
    },
    { roomId: room.roomId, token: room.adminToken },
  );
  return context;
}

/** The organiser's dashboard of the room, open and live until the returned function closes it. */
export async function openDashboard(
  browser: Browser,
  baseUrl: string,
  room: BigRoom,
): Promise<() => Promise<void>> {
  const context = await organiserContext(browser, room);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin`);
  await page.getByTestId('voter-list').waitFor();
  return () => context.close();
}

/** The organiser's first load of the dashboard at 1280x800, from a fresh browser context. */
export async function loadDashboard(
  browser: Browser,
  baseUrl: string,
  room: BigRoom,
): Promise<DashboardLoad> {
  const context = await organiserContext(browser, room);
  try {
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
