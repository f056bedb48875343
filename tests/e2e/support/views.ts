import { expect, type Page } from '@playwright/test';
import { adminStorage, participantStorage } from './api.ts';
import type { Scene } from './scene.ts';

export type View = {
  name: string;
  /** localStorage before the first load. */
  storage?: (scene: Scene) => Record<string, string>;
  path: string;
  /** Runs before the page loads (e.g. to alter the live feed). */
  before?: (page: Page) => Promise<void>;
  /** Waits until the view is fully shown (and opens what the view needs open). */
  ready: (page: Page) => Promise<void>;
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

/**
 * Makes the room look ended with no results yet, by editing the snapshot on
 * its way from the server: the real server publishes results in the same
 * step as ending, so this state cannot be produced otherwise.
 */
export async function endedWithoutResults(page: Page): Promise<void> {
  await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (typeof message !== 'string') return socket.send(message);
      const data: unknown = JSON.parse(message);
      if (
        typeof data === 'object' &&
        data !== null &&
        'type' in data &&
        data.type === 'snapshot' &&
        'room' in data &&
        typeof data.room === 'object' &&
        data.room !== null
      ) {
        socket.send(
          JSON.stringify({ ...data, room: { ...data.room, status: 'ended' }, results: null }),
        );
        return;
      }
      socket.send(message);
    });
  });
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
    name: 'no-contestants',
    path: '/vote',
    storage: (scene) => participantStorage(scene.empty.voter),
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
    storage: (scene) => participantStorage(scene.ended.voter),
    ready: async (page) => {
      await heading(page, 1, 'Final Results');
      await imagesLoaded(page);
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
];
