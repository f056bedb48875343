import { expect, type Page } from '@playwright/test';
import { adminStorage, participantStorage } from './api.ts';
import { builtScene, type Scene } from './scene.ts';
import { breakFirstSnapshot, endedWithoutResults, RENDER_ERROR_LOG } from './wire.ts';

export type View = {
  name: string;
  /** localStorage before the first load. */
  storage?: (scene: Scene) => Record<string, string>;
  path: string;
  /** Runs before the page loads (e.g. to alter the live feed). */
  before?: (page: Page) => Promise<void>;
  /** Waits until the view is fully shown (and opens what the view needs open). */
  ready: (page: Page) => Promise<void>;
  /** Console errors the view causes on purpose. */
  expectedConsoleErrors?: RegExp[];
};

/** Every image on the page has loaded (lazy ones are forced to load first). */
export async function imagesLoaded(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
  );
}

const heading = (page: Page, level: number, name: string) =>
  expect(page.getByRole('heading', { level, name, exact: true })).toBeVisible();

export const VIEWS: View[] = [
  { name: 'home', path: '/', ready: (page) => heading(page, 1, 'VibeRank') },
  { name: 'join', path: '/join', ready: (page) => heading(page, 1, 'Join a Voting Room') },
  { name: 'create-room', path: '/admin', ready: (page) => heading(page, 1, 'Create Room') },
  {
    name: 'admin-dashboard',
    path: '/admin',
    storage: (scene) => adminStorage(scene.live.room),
    ready: async (page) => {
      await heading(page, 1, 'Friday Hack Night');
      await expect(page.getByTestId('activity-list').getByRole('listitem')).toHaveCount(2);
      await imagesLoaded(page);
    },
  },
  {
    name: 'add-contestant-dialog',
    path: '/admin',
    storage: (scene) => adminStorage(scene.live.room),
    ready: async (page) => {
      await heading(page, 1, 'Friday Hack Night');
      await page.getByRole('button', { name: '+ Add Contestant' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Contestant' });
      await dialog.getByLabel('Name').fill('Quiz Wiz');
      await dialog.getByRole('button', { name: 'Add Contestant' }).click();
      await expect(dialog.getByText('Short description is required.')).toBeVisible();
    },
  },
  {
    name: 'voting',
    path: '/vote',
    storage: (scene) => participantStorage(scene.live.fresh),
    ready: async (page) => {
      await expect(page.getByText('Voting as Cai')).toBeVisible();
      await expect(page.getByTestId('contestant-chip')).toHaveCount(5);
      await imagesLoaded(page);
    },
  },
  {
    name: 'voting-voted',
    path: '/vote',
    storage: (scene) => participantStorage(scene.live.voted),
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Vote Submitted!' })).toBeDisabled();
      await imagesLoaded(page);
    },
  },
  {
    // A ranking made, not sent, and back after a reload.
    name: 'voting-unsent',
    path: '/vote',
    storage: (scene) => participantStorage(scene.live.fresh),
    ready: async (page) => {
      for (const name of ['Vibe Check', 'Pixel Pals']) {
        await page.getByRole('button', { name: `Add ${name} to Your Rankings` }).click();
      }
      await page.reload();
      await expect(page.getByText('You have unsent changes')).toBeVisible();
      await expect(page.getByTestId('contestant-chip')).toHaveCount(5);
      await imagesLoaded(page);
    },
  },
  {
    // Submit Vote with the Wi-Fi gone: kept, to be sent once it is back.
    name: 'voting-offline',
    path: '/vote',
    storage: (scene) => participantStorage(scene.live.fresh),
    expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/, /WebSocket connection to .* failed/],
    ready: async (page) => {
      await expect(page.getByTestId('contestant-chip')).toHaveCount(5);
      await page.getByRole('button', { name: 'Add Vibe Check to Your Rankings' }).click();
      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'Submit Vote' }).click();
      await expect(page.getByText("You're offline — your vote will be sent")).toBeVisible();
      await expect(page.getByText('Reconnecting… your changes are safe.')).toBeVisible();
    },
  },
  {
    name: 'no-contestants',
    path: '/vote',
    storage: (scene) => participantStorage(scene.empty.participant),
    ready: (page) => heading(page, 2, 'No Contestants Yet'),
  },
  {
    name: 'voting-ended',
    path: '/vote',
    storage: (scene) => participantStorage(scene.live.fresh),
    before: endedWithoutResults,
    ready: (page) => heading(page, 2, 'Voting Has Ended'),
  },
  {
    name: 'results',
    path: '/vote',
    storage: (scene) => participantStorage(scene.ended.participant),
    ready: async (page) => {
      await heading(page, 1, 'Final Results');
      await imagesLoaded(page);
    },
  },
  {
    // At a plain-http venue address, where nothing can copy.
    name: 'results-copy-by-hand',
    path: '/vote',
    storage: (scene) => participantStorage(scene.ended.participant),
    before: async (page) => {
      await page.addInitScript(() => {
        for (const name of ['clipboard', 'share']) {
          Object.defineProperty(Navigator.prototype, name, { value: undefined });
        }
        Document.prototype.execCommand = () => false;
      });
    },
    ready: async (page) => {
      await heading(page, 1, 'Final Results');
      await page.getByRole('button', { name: 'Share Results' }).click();
      await expect(page.getByRole('dialog', { name: 'Share the results' })).toBeVisible();
    },
  },
  {
    name: 'admin-results',
    path: '/admin',
    storage: (scene) => adminStorage(scene.ended.room),
    ready: async (page) => {
      await heading(page, 2, 'Final Results');
      await imagesLoaded(page);
    },
  },
  {
    name: 'recovery',
    path: '/vote',
    storage: (scene) => participantStorage(scene.live.fresh),
    before: breakFirstSnapshot,
    ready: (page) => heading(page, 1, 'Something went wrong'),
    expectedConsoleErrors: [RENDER_ERROR_LOG],
  },
  {
    name: 'presenter',
    path: '/present',
    storage: (scene) => adminStorage(scene.live.room),
    ready: async (page) => {
      await heading(page, 1, 'Best vibe-coded app');
      await expect(page.getByText('2 voted', { exact: true })).toBeVisible();
      await expect(page.locator('svg[role="img"][aria-label*="QR code"]')).toBeVisible();
    },
  },
  {
    name: 'presenter-results-ready',
    path: '/present',
    storage: (scene) => adminStorage(scene.ended.room),
    ready: (page) => heading(page, 2, 'Results are ready'),
  },
  {
    name: 'voting-held',
    path: '/vote',
    storage: (scene) => participantStorage(scene.held.participant),
    ready: (page) => heading(page, 2, 'Results will be revealed on the main screen'),
  },
  {
    name: 'public-results',
    // A getter: the address holds the code of a room the scene makes at run time.
    get path() {
      return `/results/${builtScene().ended.room.code}`;
    },
    ready: async (page) => {
      await heading(page, 1, 'Final Results');
      await expect(
        page.getByText('Tied on 5 points — ahead on first-place votes, 1 to 0').first(),
      ).toBeVisible();
      await imagesLoaded(page);
    },
  },
  {
    name: 'public-results-open',
    get path() {
      return `/results/${builtScene().live.room.code}`;
    },
    ready: (page) => heading(page, 2, 'Voting is still open'),
  },
  {
    name: 'public-results-held',
    get path() {
      return `/results/${builtScene().held.room.code}`;
    },
    ready: (page) => heading(page, 2, 'Results will be revealed on the main screen'),
  },
  {
    name: 'public-results-not-found',
    path: '/results/NOSUCHROOM',
    ready: (page) => heading(page, 1, 'Room not found'),
  },
];
