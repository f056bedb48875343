import type { Page } from '@playwright/test';
import { type AdminRoom, adminStorage, api, client, roomWith } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/users.ts';

const SCREENSHOTS = 'test-results/screenshots';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
const VOTERS = 200;

async function shoot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({
      animations: 'disabled',
      path: `${SCREENSHOTS}/rehearsal-${name}-${size.width}x${size.height}.png`,
    });
  }
  if (viewport) await page.setViewportSize(viewport);
}

/** Everything the organiser set up that End rehearsal must leave exactly as it was. */
async function setUp(room: AdminRoom) {
  return {
    contestants: (await client.listContestants(room.roomId, room.adminToken)).body,
    awards: (await client.awards.list(room.roomId, room.adminToken)).body,
    judges: (await client.judges.list(room.roomId, room.adminToken)).body,
  };
}

test('a rehearsal of 200 simulated voters fills every screen, runs the reveal, and leaves the room as it was', async ({
  users,
}) => {
  test.setTimeout(120_000);
  const { room, contestants } = await roomWith(
    ['Pixel Pals', 'Vibe Check', 'Code Canvas', 'Drum Bot'],
    'Rehearsal Hack',
    'Dress rehearsal',
  );
  await client.awards.add(room.roomId, room.adminToken, { name: 'Best design' });
  await client.judges.invite(room.roomId, room.adminToken, { name: 'Dana' });
  await client.judges.teamLink(room.roomId, room.adminToken, contestants[0]?.id ?? '');
  const before = await setUp(room);

  const organiser = await users.open('desktop', { storage: adminStorage(room) });
  const { page } = organiser;
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Rehearse with simulated voters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rehearse with simulated voters' });
  await dialog.getByLabel('Simulated voters').fill(String(VOTERS));
  await dialog.getByLabel('Over').selectOption({ label: '30 seconds' });
  await expectNoAxeViolations(page, 'rehearse dialog');
  await dialog.getByRole('button', { name: 'Start rehearsal' }).click();
  const banner = page.getByRole('region', { name: 'Rehearsal: simulated voters' });
  await expect(banner).toBeVisible();

  const presenter = await users.open('projector', { storage: adminStorage(room) });
  await presenter.page.goto('/present');
  await expect(presenter.page.getByText('Rehearsal · simulated voters')).toBeVisible();
  const turnout = presenter.page.getByRole('region', { name: 'Turnout' });
  await expect(turnout.getByText(/^[1-9][\d,]* voted$/)).toBeVisible({ timeout: 20_000 });

  // People wait for the organiser to go live.
  const refused = await client.join({ code: room.code, name: 'Early bird' });
  expect(refused.status).toBe(409);
  expect(refused.body.error.message).toBe(
    'A rehearsal is running in this room: joining opens when the organiser goes live.',
  );
  await shoot(page, 'dashboard');
  await shoot(presenter.page, 'presenter');

  await expect(banner.getByText(`${VOTERS} of ${VOTERS} simulated voters have voted`)).toBeVisible({
    timeout: 60_000,
  });
  await expect(turnout.getByText(`${VOTERS} voted`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard with a rehearsal running');

  // Finish and the reveal run on the rehearsal; the public sees none of it.
  await api.finish(room);
  await expect(banner.getByRole('button', { name: 'Go live' })).toBeVisible();
  const next = presenter.page.getByRole('button', { name: 'Reveal next' });
  for (let step = 0; step < 4 && (await next.count()) > 0; step++) {
    await next.click();
    await expect(presenter.page.getByText(`Step ${step + 1} of`)).toBeVisible();
  }
  await expect(presenter.page.getByText('Winner')).toBeVisible();
  expect(await api.publicResults(room)).toBeNull();
  const visitor = await users.open('phone', { label: 'results page' });
  await visitor.page.goto(`/results/${room.code}`);
  await expect(visitor.page.getByText(/Rehearsal in progress/)).toBeVisible();
  await expectNoAxeViolations(visitor.page, 'public results during a rehearsal');

  // Go live: everything of the rehearsal goes; the room opens as it was.
  await banner.getByRole('button', { name: 'Go live' }).click();
  await page
    .getByRole('dialog', { name: 'Go live?' })
    .getByRole('button', { name: 'Go live' })
    .click();
  await expect(banner).toHaveCount(0);
  await expect(presenter.page.getByText('Rehearsal · simulated voters')).toHaveCount(0);
  await expect(turnout.getByText('0 voted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rehearse with simulated voters' })).toBeVisible();
  expect(await setUp(room)).toEqual(before);
  const { totals } = await api.activity(room);
  expect(totals).toMatchObject({ ballots: 0, participants: 0 });
  expect((await client.results(room.roomId, room.adminToken)).body.results).toBeNull();
  const log = (await client.admins.log(room.roomId, room.adminToken)).body.entries;
  expect(log[0]?.action).toBe('end_rehearsal');
  await expect(page.getByTestId('admin-log')).toContainText(
    `ended a rehearsal of ${VOTERS} simulated voters`,
  );

  // The real vote after it holds no simulated voter, in its record or its files.
  const voter = await api.join(room.code, 'Real Person');
  await api.vote(voter, [contestants[1]?.id ?? '']);
  await api.finish(room);
  const csv = await client.download(room.roomId, room.adminToken, 'csv', 'include');
  expect(csv.text).toContain('Real Person');
  expect(csv.text).not.toContain('Simulated voter');
  const record = await client.record.file(room.roomId, room.adminToken);
  expect(record.status).toBe(200);
  expect(JSON.stringify(record.body)).not.toContain('Simulated');
  expect(JSON.stringify(record.body.record)).toContain('"ballots"');
});
