import type { Locator } from '@playwright/test';
import {
  type BigRoom,
  contestantName,
  seedBigRoom,
  seededVoter,
} from '../../scripts/launch/big-room.ts';
import { adminStorage, participantStorage } from './support/api.ts';
import { BASE_URL } from './support/server-address.ts';
import { list } from './support/ui.ts';
import { expect, test } from './support/users.ts';

/**
 * The screens of a room bigger than a classroom: 30 contestants, 60 people,
 * 40 of whom voted. (The 150 / 2,000 event is in big-event.spec.ts.)
 */
const SIZE = { contestants: 30, participants: 60, ballots: 40 };

let seeded: BigRoom;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  seeded = await seedBigRoom(BASE_URL, SIZE, 'Mid Hack');
});

const admin = () => ({
  roomId: seeded.roomId,
  code: seeded.code,
  adminToken: seeded.adminToken,
});

function chipIn(lists: Locator, name: string): Locator {
  return lists.locator(`[data-testid="contestant-chip"][data-contestant-name="${name}"]`);
}

test('the dashboard says exactly who voted, live, and Remove asks first', async ({ users }) => {
  const adminUser = await users.open('desktop', { storage: adminStorage(admin()) });
  const { page } = adminUser;
  await page.goto('/admin');
  await expect(page.getByTestId('turnout')).toHaveText('40 of 60 voted');
  const rows = page.getByTestId('voter-list').getByRole('listitem');
  await expect(page.getByTestId('participant-range')).toHaveText('1–50 of 60');
  await expect(rows).toHaveCount(50);

  await page.getByLabel('Not voted yet').check();
  await expect(page.getByTestId('participant-range')).toHaveText('1–20 of 20');
  await expect(rows.getByText('Not voted', { exact: true })).toHaveCount(20);

  // Someone still to vote votes on their phone: the row and the turnout follow.
  const { voter: late, session } = seededVoter(seeded, 45);
  await page.getByRole('searchbox', { name: 'Search participants' }).fill(late.name);
  await expect(rows).toHaveCount(1);
  await page.getByLabel('Not voted yet').uncheck();
  const row = rows.filter({ hasText: late.name });
  await expect(row.getByText('Not voted', { exact: true })).toBeVisible();
  const phone = await users.open('phone', {
    storage: participantStorage(session),
  });
  await phone.page.goto('/vote');
  await phone.page
    .getByRole('button', { name: `Add ${contestantName(3)} to Your Rankings` })
    .click();
  await phone.page.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(row.getByText('Voted', { exact: true })).toBeVisible();
  await expect(page.getByTestId('turnout')).toHaveText('41 of 60 voted');

  // Remove names the person and the ballot, and Cancel keeps them.
  const confirmation = `Remove ${late.name} from the room? Their ballot will be deleted. This cannot be undone.`;
  adminUser.expectDialog('confirm', confirmation, false);
  await row.getByRole('button', { name: `Remove ${late.name}` }).click();
  await expect.poll(() => adminUser.dialogs.length).toBe(1);
  await expect(row).toBeVisible();
  await expect(page.getByTestId('turnout')).toHaveText('41 of 60 voted');
  adminUser.expectDialog('confirm', confirmation);
  await row.getByRole('button', { name: `Remove ${late.name}` }).click();
  await expect(rows).toHaveCount(0);
  await expect(page.getByText(`No one matches “${late.name}”.`)).toBeVisible();
  await expect(page.getByTestId('turnout')).toHaveText('40 of 59 voted');
});

test('many contestants start as a compact list that scrolls on its own; the pick is kept', async ({
  users,
}) => {
  const { page } = await users.open('desktop', { storage: adminStorage(admin()) });
  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'Contestants', exact: true });
  const view = page.getByRole('group', { name: 'Contestant view' });
  await expect(view.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('contestant-rows').getByRole('listitem')).toHaveCount(30);
  await expect(section.getByRole('link', { name: /View Demo/ })).toHaveCount(30);
  const scrolls = await section.evaluate((body) => body.scrollHeight > body.clientHeight);
  expect(scrolls).toBe(true);

  const first = contestantName(0);
  await page.getByRole('button', { name: `More about ${first}` }).click();
  await expect(page.getByRole('button', { name: `Less about ${first}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await view.getByRole('button', { name: 'Grid' }).click();
  await expect(page.getByTestId('contestant-rows')).toHaveCount(0);
  await expect(section.getByRole('article')).toHaveCount(30);
  await page.reload();
  await expect(view.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Hide contestants' }).click();
  await expect(section).toHaveCount(0);
  await page.getByRole('button', { name: 'Show contestants' }).click();
  await expect(section.getByRole('article')).toHaveCount(30);
});

test('on a phone: search, Details, one tap to rank, and Your Rankings stays in view', async ({
  users,
}) => {
  const { page } = await users.open('phone', {
    storage: participantStorage(seededVoter(seeded, 50).session),
  });
  await page.goto('/vote');
  const search = page.getByRole('searchbox', { name: 'Search contestants' });
  await expect(list(page, 'available').getByTestId('contestant-chip')).toHaveCount(30);

  await search.fill('quantum');
  const quantum = Array.from({ length: 30 }, (_, n) => contestantName(n)).filter((name) =>
    name.startsWith('Quantum'),
  );
  await expect(list(page, 'available').getByTestId('contestant-chip')).toHaveCount(quantum.length);
  const wanted = quantum[quantum.length - 1] ?? '';
  await page.getByRole('button', { name: `Details for ${wanted}` }).click();
  const details = page.getByRole('dialog', { name: wanted });
  await expect(details).toContainText('built in one weekend with a phone-first interface');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toHaveCount(0);
  await page.getByRole('button', { name: `Add ${wanted} to Your Rankings` }).click();
  await expect(chipIn(list(page, 'ranked'), wanted)).toBeVisible();

  await search.fill('no such project');
  await expect(page.getByText('No contestants match “no such project”.')).toBeVisible();
  await search.fill('');
  const available = list(page, 'available');
  const last = contestantName(29);
  // Scrolled to the end of the page and of the list: the ranking is still all there.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await available.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(chipIn(available, last)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('heading', { name: 'Your Rankings' })).toBeInViewport({ ratio: 1 });
  await expect(chipIn(list(page, 'ranked'), wanted)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Submit Vote' })).toBeInViewport({ ratio: 1 });
  await page.getByRole('button', { name: `Add ${last} to Your Rankings` }).click();
  await expect(chipIn(list(page, 'ranked'), last)).toBeInViewport();
});
