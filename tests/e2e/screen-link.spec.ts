import type { Page } from '@playwright/test';
import { type AdminRoom, adminStorage, api, client, roomWith } from './support/api.ts';
import { settled } from './support/award-results.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test, type Users } from './support/users.ts';

const SCREENSHOTS = 'test-results/screenshots';
const CONTESTANTS = ['Pixel Pals', 'Vibe Check', 'Code Canvas', 'Drum Bot'];
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/** Ana, Ben and Cai vote, so that Pixel Pals, Vibe Check, Code Canvas, Drum Bot is the order. */
async function vote(room: AdminRoom, ids: readonly string[]): Promise<void> {
  for (const name of ['Ana', 'Ben', 'Cai']) {
    await api.vote(await api.join(room.code, name), ids.slice(0, 3));
  }
}

/** The organiser's dashboard makes a screen link; answers it and its form for a stream. */
async function makeScreenLink(users: Users, room: AdminRoom) {
  const organiser = await users.open('desktop', { storage: adminStorage(room) });
  const { page } = organiser;
  await page.goto('/admin');
  const screens = page.getByRole('region', { name: 'Screens' });
  await screens.getByRole('button', { name: 'Screen link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Screen link' });
  await dialog.getByLabel('Name (optional)').fill('Stream');
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  const step = page.getByTestId('screen-link-step');
  await expect(step.getByRole('heading', { name: 'Link for Stream' })).toBeVisible();
  await expect(
    step.getByRole('img', { name: 'QR code of the screen link for Stream' }),
  ).toBeVisible();
  const link = await step.getByLabel('Screen link', { exact: true }).inputValue();
  const overlay = await step.getByLabel(/OBS browser source/).inputValue();
  await step.getByRole('button', { name: 'Done' }).click();
  await expect(
    screens.getByRole('list', { name: 'Screen links' }).getByText('Stream'),
  ).toBeVisible();
  return { organiser, link, overlay };
}

async function shoot(page: Page, name: string): Promise<void> {
  await settled(page);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: `${SCREENSHOTS}/screen-link-${name}-${size.width}x${size.height}.png`,
    });
  }
  await page.setViewportSize({ width: 1920, height: 1080 });
}

test('a screen link shows the big screen, follows the reveal, can do nothing, and closes when revoked', async ({
  users,
}) => {
  const { room, contestants } = await roomWith(CONTESTANTS, 'Screen Hack', 'Best stream');
  await api.holdResults(room);
  const { organiser, link, overlay } = await makeScreenLink(users, room);
  const secret = new URL(link).hash.split('.').slice(1).join('.');
  expect(new URL(link).pathname).toBe('/screen');
  expect(new URL(overlay).search).toBe('?background=transparent');

  const screen = await users.open('projector', { label: 'screen link' });
  const { page } = screen;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Best stream' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code: join the room/ })).toBeVisible();
  await vote(
    room,
    contestants.map((c) => c.id),
  );
  const turnout = page.getByRole('region', { name: 'Turnout' });
  await expect(turnout.getByText('3 voted', { exact: true })).toBeVisible();
  // The secret stays in the address, so that a streaming program can reload it.
  await page.reload();
  await expect(turnout.getByText('3 joined', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'screen link, voting open');
  await shoot(page, 'voting');

  // No power: the same secret is refused every organiser call.
  for (const answer of [
    await client.finish(room.roomId, secret),
    await client.reveal(room.roomId, secret, 1),
    await client.activity(room.roomId, secret),
  ]) {
    expect(answer.status).toBe(403);
  }

  await api.finish(room);
  await expect(page.getByRole('heading', { name: 'Results are ready' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reveal next' })).toHaveCount(0);
  // Nothing of a place is on the page before the reveal shows it.
  const text = async () => (await page.locator('main').textContent()) ?? '';
  for (const name of CONTESTANTS) expect(await text()).not.toContain(name);

  // The organiser runs the reveal from a phone; the screen link follows each step.
  const remote = await users.open('phone', {
    label: 'organiser phone',
    storage: adminStorage(room),
  });
  await remote.page.goto('/admin');
  const revealNext = remote.page
    .getByRole('region', { name: 'Show controls' })
    .getByRole('button', { name: 'Reveal next' });
  const showing = remote.page.getByRole('region', { name: 'Show controls' }).getByRole('status');
  await revealNext.click();
  await expect(showing).toContainText('Showing #3 of 3');
  await expect(page.getByRole('heading', { name: 'Code Canvas' })).toBeVisible();
  expect(await text()).not.toContain('Pixel Pals');
  expect(await text()).not.toContain('Vibe Check');
  await revealNext.click();
  await expect(page.getByRole('heading', { name: 'Vibe Check' })).toBeVisible();
  await revealNext.click();
  await expect(page.getByRole('heading', { name: 'Pixel Pals' })).toBeVisible();
  await expect(page.getByText('Winner')).toBeVisible();
  expect(await text()).not.toContain('Drum Bot');
  await revealNext.click();
  await expect(showing).toContainText('Showing the complete rankings');
  await expect(page.getByRole('heading', { name: 'Complete Rankings' })).toBeVisible();
  await expect(page.getByText('Drum Bot').filter({ visible: true })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page, 'screen link, reveal complete');
  await shoot(page, 'results');

  // Revoked from the dashboard: the screen says so at once.
  const screens = organiser.page.getByRole('region', { name: 'Screens' });
  await screens.getByRole('button', { name: 'Revoke' }).click();
  await organiser.page
    .getByRole('dialog', { name: 'Revoke Stream?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByRole('heading', { name: 'This screen link was revoked' })).toBeVisible();
  await expect(screens.getByText('Stream', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This screen link was revoked' })).toBeVisible();
});

test('a screen link for a stream draws no background and offers nothing to press', async ({
  users,
}) => {
  const { room } = await roomWith(CONTESTANTS.slice(0, 3), 'Overlay Hack', 'On stream');
  const made = await client.screens.create(room.roomId, room.adminToken, { name: 'OBS' });
  expect(made.status).toBe(201);
  const { page } = await users.open('projector', { label: 'stream overlay' });
  await page.goto(`/screen?background=transparent#screen=${room.roomId}.${made.body.screenToken}`);
  await expect(page.getByRole('heading', { name: 'On stream' })).toBeVisible();
  const backgrounds = await page.evaluate(() =>
    [document.documentElement, document.body, document.querySelector('.presenter')].map(
      (element) =>
        element
          ? getComputedStyle(element).backgroundImage + getComputedStyle(element).backgroundColor
          : 'missing',
    ),
  );
  expect(backgrounds).toEqual(Array(3).fill('nonergba(0, 0, 0, 0)'));
  await expect(page.getByRole('button')).toHaveCount(0);
  await shoot(page, 'transparent');
});
