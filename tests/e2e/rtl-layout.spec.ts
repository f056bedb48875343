import type { Locator, Page } from '@playwright/test';
import {
  type AdminRoom,
  adminStorage,
  api,
  client,
  participantStorage,
  roomWith,
} from './support/api.ts';
import { trWith } from './support/catalogs.ts';
import { expect, test, type Users } from './support/users.ts';

/**
 * Arabic reads right to left: the page is marked so, and every screen is the
 * mirror of its English self (what sits on the left there sits on the right),
 * while codes and addresses still read left to right. What is checked is
 * where things sit, not what they say.
 */

const LANGUAGE = 'viberank_language';

/** Four contestants (a podium and the complete rankings), two ballots, voting finished. */
async function finishedRoom(hold = false): Promise<AdminRoom> {
  const names = ['Alpha', 'Bravo', 'Charlie', 'Delta'];
  const { room, contestants } = await roomWith(names, 'Mirror Night');
  const [alpha = '', bravo = '', charlie = ''] = contestants.map((contestant) => contestant.id);
  await api.vote(await api.join(room.code, 'Ana'), [alpha, bravo]);
  await api.vote(await api.join(room.code, 'Ben'), [bravo, alpha, charlie]);
  if (hold) await api.holdResults(room);
  await api.finish(room);
  return room;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not on the page`);
  return { left: found.x, right: found.x + found.width };
}

async function open(users: Users, language: 'en' | 'ar', path: string, room?: AdminRoom) {
  const user = await users.open('phone', {
    storage: { [LANGUAGE]: language, ...(room ? adminStorage(room) : {}) },
    contextOptions: { reducedMotion: 'reduce' },
  });
  await user.page.goto(path);
  await expect(user.page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  return user.page;
}

/** A property of an element as the browser computed it. */
function computed(locator: Locator, property: string): Promise<string> {
  return locator.evaluate(
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  );
}

const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

/** The reveal of `finishedRoom`: #3, #2, #1, then the complete rankings. */
const REVEAL_STEPS = 4;

test('in Arabic the brand sits at the right of the brand bar and the language switcher at its left edge', async ({
  users,
}) => {
  const page = await open(users, 'ar', '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const bar = page.locator('.brand-bar');
  const brand = await box(bar.locator('.brand'));
  const switcher = await box(bar.getByRole('combobox'));
  const width = page.viewportSize()?.width ?? 0;
  expect(switcher.right).toBeLessThan(brand.left);
  expect(switcher.left).toBeLessThan(40);
  expect(brand.right).toBeGreaterThan(width - 40);
});

for (const language of ['en', 'ar'] as const) {
  const rtl = language === 'ar';
  test(`the results in ${rtl ? 'Arabic, mirrored' : 'English, unmirrored'}: rank badges, medal edges and the back arrow on the ${rtl ? 'right' : 'left'}; the fingerprint reads left to right`, async ({
    users,
  }) => {
    const room = await finishedRoom();
    const page = await open(users, language, `/results/${room.code}`);

    const row = page.locator('.results-rankings__item').first();
    await expect(row).toBeVisible();
    const badge = await box(row.locator('.results-rankings__rank'));
    const name = await box(row.locator('.results-rankings__name'));
    if (rtl) expect(badge.left).toBeGreaterThan(name.right);
    else expect(badge.right).toBeLessThan(name.left);

    // The podium card's coloured edge is on the side the page starts from.
    const card = page.locator('.results-podium__card').first();
    const edge = rtl ? 'border-right-width' : 'border-left-width';
    const other = rtl ? 'border-left-width' : 'border-right-width';
    expect(await computed(card, edge)).toBe('6px');
    expect(await computed(card, other)).toBe('1px');

    // Back to Home points back, the way the page reads.
    const back = page.locator('.results-back__icon');
    expect(await computed(back, 'transform')).toBe(rtl ? MIRRORED : 'none');

    const fingerprint = page.locator('.fingerprint');
    expect(await computed(fingerprint, 'direction')).toBe('ltr');
    expect(await computed(fingerprint, 'text-align')).toBe(rtl ? 'right' : 'start');
  });
}

test('the ballot in Arabic: each chip mirrored, the rank before the name on the right, the blurb ending at its own end', async ({
  users,
}) => {
  const { room } = await roomWith(['Alpha', 'Bravo'], 'Mirror Night');
  const voter = await api.join(room.code, 'Cai');
  const user = await users.open('phone', {
    storage: { [LANGUAGE]: 'ar', ...participantStorage(voter) },
  });
  await user.page.goto('/vote');
  await user.page.locator('.chip-action--add').first().click();
  const ranked = user.page.getByTestId('ranked-list').getByTestId('contestant-chip');
  await expect(ranked).toHaveCount(1);
  const rank = await box(ranked.locator('.chip-rank'));
  const name = await box(ranked.locator('.chip-name'));
  const remove = await box(ranked.locator('.chip-action--remove'));
  expect(rank.left).toBeGreaterThan(name.right);
  expect(remove.right).toBeLessThan(name.left);
  // A blurb in a left-to-right language keeps its direction: cut, if at all, at its end.
  expect(await computed(ranked.locator('.chip-blurb'), 'unicode-bidi')).toBe('plaintext');
});

test('the big screen in Arabic: Reveal next shows ←, and ← steps the reveal forward as → does', async ({
  users,
}) => {
  const room = await finishedRoom(true);
  // The big screen speaks the room's language, whatever the laptop's.
  await api.setRoomLanguage(room, 'ar');
  const page = await open(users, 'ar', '/present', room);
  const key = page.locator('.reveal-next__button .presenter-key');
  await expect(key).toBeVisible();
  // The page takes the room's direction once the room's language is drawn.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(() => computed(key, 'transform')).toBe(MIRRORED);
  await stepWith(page, room, 'ArrowLeft', 1);
  await stepWith(page, room, 'ArrowRight', 2);
});

/**
 * Press `key` and see the room's reveal reach `step`, then the big screen show
 * it: a press from a step the screen has not drawn yet would be refused as
 * another screen's.
 */
async function stepWith(page: Page, room: AdminRoom, key: string, step: number): Promise<void> {
  await page.keyboard.press(key);
  const revealStep = async () =>
    (await client.getRoom(room.roomId, room.adminToken)).body.room.revealStep;
  await expect.poll(revealStep, { message: `${key} steps the reveal to ${step}` }).toBe(step);
  const shown = trWith('ar', 'Step {stepNumber} of {stepCount}', {
    stepNumber: step,
    stepCount: REVEAL_STEPS,
  });
  await expect(page.getByText(shown, { exact: true })).toBeVisible();
}
