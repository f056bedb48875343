import { expect, type Page } from '@playwright/test';
import { adminStorage, participantStorage } from './api.ts';
import { english, type Translate, withAnyValue } from './catalog-text.ts';
import { builtScene, type Scene } from './scene.ts';
import { breakFirstSnapshot, endedWithoutResults, RENDER_ERROR_LOG } from './wire.ts';

export type View = {
  name: string;
  /** localStorage before the first load. */
  storage?: (scene: Scene) => Record<string, string>;
  path: string;
  /** Runs before the page loads (e.g. to alter the live feed). */
  before?: (page: Page) => Promise<void>;
  /**
   * Waits until the view is fully shown (and opens what the view needs open),
   * finding its words as `tr` words them: English unless a language is given.
   */
  ready: (page: Page, tr?: Translate) => Promise<void>;
  /** Console errors the view causes on purpose. */
  expectedConsoleErrors?: RegExp[];
  /**
   * The view holds for one load of a device (it leaves the device offline, or
   * `before` alters only its first load): another load needs a new device.
   */
  oneLoadPerDevice?: true;
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
  {
    name: 'join',
    path: '/join',
    ready: (page, tr = english) => heading(page, 1, tr('Join a Voting Room')),
  },
  {
    name: 'create-room',
    path: '/admin',
    ready: (page, tr = english) => heading(page, 1, tr('Create Room')),
  },
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
    ready: async (page, tr = english) => {
      await heading(page, 1, 'Friday Hack Night');
      await page.getByRole('button', { name: tr('+ Add Contestant') }).click();
      const dialog = page.getByRole('dialog', { name: tr('Add Contestant') });
      await dialog.getByLabel(tr('Name', {}, "a contestant's name")).fill('Quiz Wiz');
      await dialog.getByRole('button', { name: tr('Add Contestant') }).click();
      const blurb = dialog.getByRole('textbox', { name: tr('Short Description') });
      await expect(blurb).toHaveAttribute('aria-invalid', 'true');
      // Worded by the shared schema, in English only (not a message of the catalogs).
      if (tr === english)
        await expect(dialog.getByText('Short description is required.')).toBeVisible();
    },
  },
  {
    name: 'voting',
    path: '/vote',
    storage: (scene) => participantStorage(scene.live.fresh),
    ready: async (page, tr = english) => {
      const votingAs = tr('Voting as <0>{participantName}</0>', { participantName: 'Cai' });
      await expect(page.getByText(votingAs)).toBeVisible();
      await expect(page.getByTestId('contestant-chip')).toHaveCount(5);
      await imagesLoaded(page);
    },
  },
  {
    name: 'voting-voted',
    path: '/vote',
    storage: (scene) => participantStorage(scene.live.voted),
    ready: async (page, tr = english) => {
      await expect(page.getByRole('button', { name: tr('Vote Submitted!') })).toBeDisabled();
      await imagesLoaded(page);
    },
  },
  {
    // A ranking made, not sent, and back after a reload.
    name: 'voting-unsent',
    path: '/vote',
    storage: (scene) => participantStorage(scene.live.fresh),
    ready: async (page, tr = english) => {
      for (const contestantName of ['Vibe Check', 'Pixel Pals']) {
        const add = tr('Add {contestantName} to Your Rankings', { contestantName });
        await page.getByRole('button', { name: add }).click();
      }
      await page.reload();
      await expect(page.getByText(tr('You have unsent changes'))).toBeVisible();
      await expect(page.getByTestId('contestant-chip')).toHaveCount(5);
      await imagesLoaded(page);
    },
  },
  {
    // Submit Vote with the Wi-Fi gone: kept, to be sent once it is back.
    name: 'voting-offline',
    path: '/vote',
    oneLoadPerDevice: true,
    storage: (scene) => participantStorage(scene.live.fresh),
    expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/, /WebSocket connection to .* failed/],
    ready: async (page, tr = english) => {
      await expect(page.getByTestId('contestant-chip')).toHaveCount(5);
      const add = tr('Add {contestantName} to Your Rankings', { contestantName: 'Vibe Check' });
      await page.getByRole('button', { name: add }).click();
      await page.context().setOffline(true);
      await page.getByRole('button', { name: tr('Submit Vote') }).click();
      const offline = tr("You're offline — your vote will be sent when you're back online.");
      await expect(page.getByText(offline)).toBeVisible();
      await expect(page.getByText(tr('Reconnecting… your changes are safe.'))).toBeVisible();
    },
  },
  {
    name: 'no-contestants',
    path: '/vote',
    storage: (scene) => participantStorage(scene.empty.participant),
    ready: (page, tr = english) => heading(page, 2, tr('No Contestants Yet')),
  },
  {
    name: 'voting-ended',
    path: '/vote',
    storage: (scene) => participantStorage(scene.live.fresh),
    before: endedWithoutResults,
    ready: (page, tr = english) => heading(page, 2, tr('Voting Has Ended')),
  },
  {
    name: 'results',
    path: '/vote',
    storage: (scene) => participantStorage(scene.ended.participant),
    ready: async (page, tr = english) => {
      await heading(page, 1, tr('Final Results'));
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
    ready: async (page, tr = english) => {
      await heading(page, 1, tr('Final Results'));
      await page.getByRole('button', { name: tr('Share Results') }).click();
      await expect(page.getByRole('dialog', { name: tr('Share the results') })).toBeVisible();
    },
  },
  {
    name: 'admin-results',
    path: '/admin',
    storage: (scene) => adminStorage(scene.ended.room),
    ready: async (page, tr = english) => {
      await heading(page, 2, tr('Final Results'));
      await imagesLoaded(page);
    },
  },
  {
    name: 'recovery',
    path: '/vote',
    storage: (scene) => participantStorage(scene.live.fresh),
    before: breakFirstSnapshot,
    oneLoadPerDevice: true,
    ready: (page, tr = english) => heading(page, 1, tr('Something went wrong')),
    expectedConsoleErrors: [RENDER_ERROR_LOG],
  },
  {
    name: 'presenter',
    path: '/present',
    storage: (scene) => adminStorage(scene.live.room),
    ready: async (page, tr = english) => {
      await heading(page, 1, 'Best vibe-coded app');
      const turnout = '<0>{votedCount}</0> {voted, plural, one {voted} other {voted}}';
      const voted = tr(turnout, { votedCount: '2', voted: 2 });
      await expect(page.getByText(voted, { exact: true })).toBeVisible();
      const qrCode = withAnyValue(tr, 'QR code: join the room at {joinPage}', 'joinPage');
      await expect(page.getByRole('img', { name: qrCode })).toBeVisible();
    },
  },
  {
    name: 'presenter-results-ready',
    path: '/present',
    storage: (scene) => adminStorage(scene.ended.room),
    ready: (page, tr = english) => heading(page, 2, tr('Results are ready')),
  },
  {
    name: 'voting-held',
    path: '/vote',
    storage: (scene) => participantStorage(scene.held.participant),
    ready: (page, tr = english) =>
      heading(page, 2, tr('Results will be revealed on the main screen')),
  },
  {
    name: 'public-results',
    // A getter: the address holds the code of a room the scene makes at run time.
    get path() {
      return `/results/${builtScene().ended.room.code}`;
    },
    ready: async (page, tr = english) => {
      await heading(page, 1, tr('Final Results'));
      const tie = tr(
        'Tied on {tiedPoints, plural, one {# point} other {# points}} — ahead on first-place votes, {ownVotes} to {otherVotes}',
        { tiedPoints: 5, ownVotes: '1', otherVotes: '0' },
      );
      await expect(page.getByText(tie).first()).toBeVisible();
      await imagesLoaded(page);
    },
  },
  {
    name: 'public-results-open',
    get path() {
      return `/results/${builtScene().live.room.code}`;
    },
    ready: (page, tr = english) => heading(page, 2, tr('Voting is still open')),
  },
  {
    name: 'public-results-held',
    get path() {
      return `/results/${builtScene().held.room.code}`;
    },
    ready: (page, tr = english) =>
      heading(page, 2, tr('Results will be revealed on the main screen')),
  },
  {
    name: 'public-results-not-found',
    path: '/results/NOSUCHROOM',
    ready: (page, tr = english) => heading(page, 1, tr('Room not found')),
  },
  {
    name: 'expo',
    get path() {
      return `/expo/${builtScene().live.room.code}`;
    },
    ready: async (page, tr = english) => {
      await heading(page, 2, tr('Projects by table ({projectCount})', { projectCount: '5' }));
      const qr = tr('QR code to join {roomName}', { roomName: 'Friday Hack Night' });
      await expect(page.getByRole('img', { name: qr, exact: true })).toHaveAttribute(
        'data-qr-text',
        /\/join\?code=/,
      );
    },
  },
];
