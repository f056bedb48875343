import type { Locator, Page } from '@playwright/test';
import {
  BIG_EVENT,
  type BigRoom,
  contestantName,
  seedBigRoom,
  seededVoter,
} from '../../scripts/launch/big-room.ts';
import { adminStorage, participantStorage } from './support/api.ts';
import { BASE_URL } from './support/server-address.ts';
import { expect, test } from './support/users.ts';

/**
 * A big hackathon, seeded through the API: 150 contestants, 2,000 people, the
 * first 1,500 of whom voted. The organiser's dashboard stays a dashboard and
 * says exactly who voted; a phone finds and ranks a project in one tap.
 */
test.describe.configure({ mode: 'serial' });

let seeded: BigRoom;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  seeded = await seedBigRoom(BASE_URL, BIG_EVENT, 'Big Hack');
});

const room = () => ({ roomId: seeded.roomId, code: seeded.code, adminToken: seeded.adminToken });
const KIB = 1024;

/** Every byte of JSON the page receives: WebSocket frames and JSON responses from the API. */
function countJson(page: Page): () => number {
  let bytes = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      bytes += typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    }),
  );
  page.on('response', (response) => {
    const json = (response.headers()['content-type'] ?? '').includes('application/json');
    if (!json || !new URL(response.url()).pathname.startsWith('/api/')) return;
    void response.body().then(
      (body) => {
        bytes += body.length;
      },
      () => undefined,
    );
  });
  return () => bytes;
}

async function namesOnPage(rows: Locator): Promise<string[]> {
  return rows.locator('.participant-name').allTextContents();
}

test('the dashboard of 2,000 loads light, stays short, and says exactly who voted', async ({
  users,
}) => {
  const adminUser = await users.open('desktop', { storage: adminStorage(room()) });
  const { page } = adminUser;
  const received = countJson(page);
  await page.goto('/admin');
  const rows = page.getByTestId('voter-list').getByRole('listitem');
  await expect(page.getByTestId('turnout')).toHaveText('1,500 of 2,000 voted');
  await expect(page.getByTestId('participant-range')).toHaveText('1–50 of 2,000');
  // Numbers are written one way everywhere: the header's counts as the turnout's.
  await expect(page.getByTestId('participant-count')).toHaveText('2,000');
  await expect(page.getByTestId('ballot-count')).toHaveText('1,500 votes');
  await expect(page.getByTestId('contestant-rows').getByRole('listitem')).toHaveCount(150);
  await expect(page.getByTestId('activity-list').getByRole('listitem')).toHaveCount(10);

  const size = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
    elements: document.getElementsByTagName('*').length,
  }));
  test.info().annotations.push({
    type: 'dashboard',
    description: `${size.height} px tall, ${size.elements} elements, ${received()} bytes of JSON`,
  });
  expect(size.height).toBeLessThanOrEqual(3 * size.screen);
  expect(size.elements).toBeLessThanOrEqual(3000);
  expect(received()).toBeLessThanOrEqual(100 * KIB);

  // Someone who voted early, found by name.
  const early = seeded.participants[0];
  if (!early) throw new Error('no early voter');
  const search = page.getByRole('searchbox', { name: 'Search participants' });
  await search.fill(early.name);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(early.name);
  await expect(rows.first().getByText('Voted', { exact: true })).toBeVisible();

  // Everyone still to vote: exactly the 500 who did not, page by page.
  await search.fill('');
  await page.getByLabel('Not voted yet').check();
  await expect(page.getByTestId('participant-range')).toHaveText('1–50 of 500');
  const listed: string[] = [];
  for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
    const first = (pageNumber - 1) * 50 + 1;
    await expect(page.getByTestId('participant-range')).toHaveText(`${first}–${first + 49} of 500`);
    await expect(rows.getByText('Voted', { exact: true })).toHaveCount(0);
    listed.push(...(await namesOnPage(rows)));
    if (pageNumber < 10) await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  const stillToVote = seeded.participants.filter((p) => p.ranking.length === 0).map((p) => p.name);
  expect(listed).toHaveLength(500);
  expect([...listed].sort()).toEqual([...stillToVote].sort());

  // Remove asks first, naming the person and their ballot; declining changes nothing.
  const last = seeded.participants[1999];
  if (!last) throw new Error('no last participant');
  await page.getByRole('button', { name: 'Previous' }).click();
  await search.fill(last.name);
  await expect(rows).toHaveCount(1);
  adminUser.expectDialog(
    'confirm',
    `Remove ${last.name} from the room? Their ballot will be deleted. This cannot be undone.`,
    false,
  );
  await rows
    .first()
    .getByRole('button', { name: `Remove ${last.name}` })
    .click();
  await expect.poll(() => adminUser.dialogs.length).toBe(1);
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('turnout')).toHaveText('1,500 of 2,000 voted');
});

test('on a phone, search finds a project by part of its name and one tap ranks it', async ({
  users,
}) => {
  const { session } = seededVoter(seeded, 1999);
  const { page } = await users.open('phone', { storage: participantStorage(session) });
  await page.goto('/vote');
  const wanted = contestantName(137);
  // "ny roc" of "Tiny Rocket": the middle of the name, in another case.
  const part = wanted.slice(2, 8).toLowerCase();
  await page.getByRole('searchbox', { name: 'Search contestants' }).fill(part);
  const available = page.getByTestId('available-list').getByTestId('contestant-chip');
  await expect(available.filter({ hasText: wanted })).toBeVisible();
  await expect(available).toHaveCount(1);
  await page.getByRole('button', { name: `Add ${wanted} to Your Rankings` }).click();
  await expect(
    page.getByTestId('ranked-list').locator(`[data-contestant-name="${wanted}"]`),
  ).toBeVisible();
});
