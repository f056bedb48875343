import type { Page } from '@playwright/test';
import { contestantName, seedBigRoom, seededVoter } from '../../scripts/launch/big-room.ts';
import { api, participantStorage, roomWith } from './support/api.ts';
import { dragReady, dragTo } from './support/dnd.ts';
import { BASE_URL } from './support/server-address.ts';
import { chipHandle, expectLists, list, rankWithButton } from './support/ui.ts';
import { expect, test, type Users } from './support/users.ts';

/**
 * The ballot is drawn, and used with its buttons, before the drag and drop
 * has loaded (decision 032): a slow phone ranks at once, and the drag and
 * drop, when it arrives, takes nothing from what the participant was doing.
 */
const NAMES = ['Vibe Check', 'Code Canvas', 'Pixel Pals', 'Drum Bot'];
const DND_CHUNK = /\/assets\/ballot-dnd-[^/]*\.js$/;

async function phoneOnBallot(users: Users) {
  const { room } = await roomWith(NAMES);
  const session = await api.join(room.code, 'Noor');
  return users.open('phone', { storage: participantStorage(session) });
}

/** Holds the drag and drop's chunk until the returned function is called. */
async function holdDragAndDrop(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(DND_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('tap and keyboard rank, reorder and submit while the drag and drop never loads', async ({
  users,
}) => {
  const { page } = await phoneOnBallot(users);
  // Held, not refused: a refused file is an error in the console, which fails any test.
  await holdDragAndDrop(page);
  await page.goto('/vote');

  await rankWithButton(page, 'Pixel Pals');
  await page.getByRole('button', { name: 'Add Vibe Check to Your Rankings' }).focus();
  await page.keyboard.press('Enter');
  await expect(chipHandle(page, 'Vibe Check')).toBeFocused();
  await page.getByRole('button', { name: 'Move Vibe Check up' }).focus();
  await page.keyboard.press('Enter');
  await expectLists(page, {
    ranked: ['Vibe Check', 'Pixel Pals'],
    available: ['Code Canvas', 'Drum Bot'],
  });
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(page.getByRole('button', { name: 'Vote Submitted!' })).toBeDisabled();
  // It never arrived: the library's handles are not on the page.
  await expect(page.locator('[data-rfd-drag-handle-draggable-id]')).toHaveCount(0);
});

test('the drag and drop arrives without taking the search, the focus or the ranking', async ({
  users,
}) => {
  const { page } = await phoneOnBallot(users);
  const release = await holdDragAndDrop(page);
  await page.goto('/vote');

  await rankWithButton(page, 'Drum Bot');
  const search = page.getByRole('searchbox', { name: 'Search contestants' });
  await search.fill('pix');
  await expectLists(page, { available: ['Pixel Pals'] });
  release();
  await dragReady(page);
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('pix');
  await expectLists(page, { ranked: ['Drum Bot'], available: ['Pixel Pals'] });
  await search.fill('');
  await dragTo(page, 'Code Canvas', 'ranked', { at: 'start' });
  await expectLists(page, {
    ranked: ['Code Canvas', 'Drum Bot'],
    available: ['Vibe Check', 'Pixel Pals'],
  });
});

test('a ballot of 150 draws every contestant, and the last is found and ranked in one tap', async ({
  users,
}) => {
  test.setTimeout(120_000);
  const big = await seedBigRoom(BASE_URL, { contestants: 150, participants: 1, ballots: 0 });
  const { session } = seededVoter(big, 0);
  const { page } = await users.open('phone', { storage: participantStorage(session) });
  await page.goto('/vote');

  const chips = list(page, 'available').getByTestId('contestant-chip');
  await expect(chips).toHaveCount(150);
  await dragReady(page);
  // Putting the drag and drop in place draws the board anew, and draws it whole.
  await expect(chips).toHaveCount(150);
  const last = contestantName(149);
  await page.getByRole('searchbox', { name: 'Search contestants' }).fill(last);
  await expect(chips).toHaveCount(1);
  await rankWithButton(page, last);
  await expectLists(page, { ranked: [last] });
});

test('the live dot pulses by transform and opacity alone, which the compositor animates', async ({
  users,
}) => {
  const { page } = await phoneOnBallot(users);
  await page.goto('/vote');
  await expect(list(page, 'available').getByTestId('contestant-chip')).toHaveCount(NAMES.length);
  const animated = await page.evaluate(() =>
    document.getAnimations().flatMap((animation) => {
      const effect = animation.effect;
      if (!(effect instanceof KeyframeEffect)) return [];
      const properties = effect
        .getKeyframes()
        .flatMap((frame) => Object.keys(frame))
        .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key));
      return [{ target: (effect.target as Element | null)?.className, properties }];
    }),
  );
  const pulse = animated.filter((entry) => entry.target === 'live-dot');
  expect(pulse).toHaveLength(1);
  expect(new Set(pulse[0]?.properties)).toEqual(new Set(['transform', 'opacity']));
});
