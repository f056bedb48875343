import type { Page } from '@playwright/test';
import { adminStorage, roomWith } from './support/api.ts';
import { expect, test } from './support/users.ts';

type WakeLockLog = { requested: string[]; granted: number; released: number };

/**
 * Records every wake lock the page asks for, is granted and lets go of,
 * around the browser's own navigator.wakeLock (127.0.0.1 is a secure context).
 */
async function recordWakeLocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: WakeLockLog = { requested: [], granted: 0, released: 0 };
    Object.defineProperty(window, '__wakeLocks', { value: log });
    const wakeLock = navigator.wakeLock;
    const request = wakeLock.request.bind(wakeLock);
    wakeLock.request = async (type = 'screen') => {
      log.requested.push(type);
      const sentinel = await request(type);
      log.granted += 1;
      const release = sentinel.release.bind(sentinel);
      sentinel.release = () => {
        log.released += 1;
        return release();
      };
      return sentinel;
    };
  });
}

function wakeLocks(page: Page): Promise<WakeLockLog> {
  return page.evaluate(() => Reflect.get(window, '__wakeLocks') as WakeLockLog);
}

/** What the page hears when the tab is hidden or shown again (the projector's laptop sleeps, say). */
function pageBecomes(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  return page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: visibility });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test('the presenter screen keeps the screen awake, and asks again after being hidden', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals'], 'Awake Room');
  const presenter = await users.open('projector', { storage: adminStorage(room) });
  await recordWakeLocks(presenter.page);
  await presenter.page.goto('/present');
  await expect(presenter.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => wakeLocks(presenter.page))
    .toEqual({
      requested: ['screen'],
      granted: 1,
      released: 0,
    });

  await pageBecomes(presenter.page, 'hidden');
  await expect.poll(() => wakeLocks(presenter.page)).toMatchObject({ released: 1 });
  await pageBecomes(presenter.page, 'visible');
  await expect
    .poll(() => wakeLocks(presenter.page))
    .toEqual({
      requested: ['screen', 'screen'],
      granted: 2,
      released: 1,
    });
});

test('the presenter screen shows as usual where the browser refuses to keep the screen on', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals'], 'Sleepy Room');
  const presenter = await users.open('projector', { storage: adminStorage(room) });
  await presenter.page.addInitScript(() => {
    const refused: string[] = [];
    Object.defineProperty(window, '__refused', { value: refused });
    navigator.wakeLock.request = async (type = 'screen') => {
      refused.push(type);
      throw new DOMException('Wake lock refused', 'NotAllowedError');
    };
  });
  await presenter.page.goto('/present');
  await expect(
    presenter.page.getByRole('heading', { level: 1, name: 'Best vibe-coded app' }),
  ).toBeVisible();
  await expect
    .poll(() => presenter.page.evaluate(() => Reflect.get(window, '__refused')))
    .toEqual(['screen']);
  // No error on the page or the console: the users fixture fails the test on either.
});
