import type { Page, Route } from '@playwright/test';
import { adminStorage, api, participantStorage, roomWith } from './support/api.ts';
import { expect, test } from './support/users.ts';

/**
 * `/` and `/join` are drawn at build time (scripts/launch/prerender.ts): a phone
 * paints them from their HTML before a script has run, and React takes over
 * the page it painted (hydration) rather than drawing it again.
 */

/** Holds every script of the page until the returned function lets them through. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let release = false;
  await page.route('**/assets/*.js', (route) => {
    if (release) return route.continue();
    held.push(route);
  });
  return async () => {
    release = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

test('/ and /join are painted from their HTML, with no script at all', async ({ users }) => {
  const user = await users.open('phone');
  const { page } = user;
  user.allowConsoleErrors(/net::ERR_FAILED/);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'VibeRank' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create a Room' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join as Voter' })).toBeVisible();
  await page.goto('/join');
  await expect(page.getByRole('heading', { level: 1, name: 'Join a Voting Room' })).toBeVisible();
  await expect(page.getByLabel('Room Code')).toBeVisible();
  await expect(page.getByLabel('Your Name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
});

test('React takes over the join form as painted: the link’s code is filled in, and a name typed (and Join tapped) before is kept', async ({
  users,
}) => {
  const { page } = await users.open('phone');
  const letScriptsIn = await holdScripts(page);
  // Not until `load`: that waits for the scripts held back.
  await page.goto('/join?code=abcde12345', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Join a Voting Room' });
  await expect(heading).toBeVisible();
  // The painted page's own elements, marked: React keeps them when it takes the page over.
  await heading.evaluate((element) => Object.assign(element, { painted: true }));
  await page.getByLabel('Your Name').fill('Ada');
  // A tap on Join before the scripts have run leaves the page as it is.
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page).toHaveURL(/\/join\?code=abcde12345$/);
  await expect(page.getByLabel('Your Name')).toHaveValue('Ada');
  await letScriptsIn();

  await expect(page.getByLabel('Room Code')).toHaveValue('ABCDE-12345');
  await expect(page.getByLabel('Your Name')).toHaveValue('Ada');
  expect(await heading.evaluate((element) => 'painted' in element)).toBe(true);
  // The form is React's now: a wrong code is refused in its words, the name kept.
  await page.getByLabel('Room Code').fill('ZZZZZ99999');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Room not found. Please check your room code.');
  await expect(page.getByLabel('Your Name')).toHaveValue('Ada');
});

test('a phone with a saved room opens its ballot, an organiser their dashboard, not the home page painted', async ({
  users,
}) => {
  const { room } = await roomWith(['Alpha', 'Bravo'], 'Painted Jam');
  const voter = await api.join(room.code, 'Pat');
  const phone = await users.open('phone', { storage: participantStorage(voter) });
  await phone.page.goto('/');
  await expect(phone.page.getByRole('heading', { level: 2, name: 'Your Rankings' })).toBeVisible();
  await expect(phone.page.getByRole('button', { name: 'Create a Room' })).toHaveCount(0);

  const organiser = await users.open('desktop', { storage: adminStorage(room) });
  await organiser.page.goto('/');
  await expect(
    organiser.page.getByRole('heading', { level: 1, name: 'Painted Jam' }),
  ).toBeVisible();
  await expect(organiser.page.getByRole('button', { name: 'Create a Room' })).toHaveCount(0);
});
