import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { type AdminRoom, adminStorage, api, client, roomWith } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test, type Users } from './support/users.ts';

const SCREENSHOTS = 'test-results';
const FINISH_CONFIRMATION = 'Are you sure you want to finish voting?';
const LOCK_WARNING =
  'This will lock voting, calculate the final results and end the session for everyone. This cannot be undone.';
const MOVED =
  'The reveal was moved from another screen first: check the step it is on now, then try again.';

/** Four contestants, three ballots: the reveal has #3, #2, #1 and the complete rankings. */
async function votedRoom(name: string): Promise<AdminRoom> {
  const { room, contestants } = await roomWith(['Alpha', 'Bravo', 'Charlie', 'Delta'], name);
  const ids = contestants.map((contestant) => contestant.id);
  for (const [voter, ranking] of [
    ['Ana', [0, 1, 2]],
    ['Ben', [0, 2, 3]],
    ['Cai', [1, 0, 3]],
  ] as const) {
    await api.vote(
      await api.join(room.code, voter),
      ranking.map((index) => ids[index] ?? ''),
    );
  }
  return room;
}

/** An organiser's phone on the room's dashboard. */
async function organiserPhone(users: Users, room: AdminRoom, label: string) {
  const phone = await users.open('phone', {
    label,
    storage: adminStorage(room),
    contextOptions: { reducedMotion: 'reduce' },
  });
  await phone.page.goto('/admin');
  return phone;
}

const bar = (page: Page) => page.getByRole('region', { name: 'Show controls' });
const revealNext = (page: Page) => bar(page).getByRole('button', { name: 'Reveal next' });
const backOneStep = (page: Page) => bar(page).getByRole('button', { name: 'Back one step' });
/** The whole page, and what the phone's screen shows of it (the bar docked at its bottom). */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/remote-${name}.png`, fullPage: true });
  await page.screenshot({ path: `${SCREENSHOTS}/remote-${name}-screen.png` });
}

test.beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

test("the organiser's phone runs the show: the timer, Finish Voting, then the reveal forward and back, with the big screen following", async ({
  users,
}) => {
  // A phone, the big screen and a laptop's dashboard, through a whole reveal.
  test.slow();
  const room = await votedRoom('Remote Night');
  const phone = await organiserPhone(users, room, 'organiser phone');
  const { page } = phone;

  // Voting open: the timer and Finish Voting in the bar at the bottom, not twice on the page.
  await expect(bar(page).getByRole('button', { name: 'Start timer' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Finish Voting and Show Results' })).toHaveCount(1);
  await shot(page, 'open');
  await bar(page).getByLabel('Minutes').fill('10');
  await bar(page).getByRole('button', { name: 'Start timer' }).click();
  await expect(bar(page).getByRole('timer')).toHaveText(/^Voting closes in (10:00|9:5\d)$/);
  await expectNoAxeViolations(page, 'phone remote, timer running');
  await shot(page, 'timer');

  const presenter = await users.open('projector', {
    label: 'big screen',
    storage: adminStorage(room),
    contextOptions: { reducedMotion: 'reduce' },
  });
  await presenter.page.goto('/present');
  await expect(presenter.page.getByRole('timer')).toBeVisible();

  phone.expectDialog('confirm', FINISH_CONFIRMATION);
  phone.expectDialog('confirm', LOCK_WARNING);
  const finish = bar(page).getByRole('button', { name: 'Finish Voting and Show Results' });
  await expect(finish).toBeInViewport();
  await finish.click();

  // The reveal, from the phone; the big screen follows each step.
  const big = presenter.page;
  await expect(big.getByRole('heading', { level: 2, name: 'Results are ready' })).toBeVisible();
  await expect(bar(page).getByRole('status')).toHaveText(
    'Showing “Results are ready”Step 0 of 4 · Next: #3',
  );
  await expect(backOneStep(page)).toBeDisabled();
  await expect(revealNext(page)).toBeInViewport();
  await shot(page, 'ready');

  const steps = [
    { press: revealNext, showing: 'Showing #3 of 3', big: 'Step 1 of 4' },
    { press: revealNext, showing: 'Showing #2 of 3', big: 'Step 2 of 4' },
    { press: backOneStep, showing: 'Showing #3 of 3', big: 'Step 1 of 4' },
    { press: revealNext, showing: 'Showing #2 of 3', big: 'Step 2 of 4' },
    { press: revealNext, showing: 'Showing #1 of 3', big: 'Step 3 of 4' },
  ];
  for (const step of steps) {
    await step.press(page).click();
    await expect(bar(page).getByRole('status')).toContainText(step.showing);
    await expect(big.getByText(step.big, { exact: true })).toBeVisible();
  }
  // A winner once shown stays shown: no Back from #1.
  await expect(backOneStep(page)).toBeDisabled();
  await expect(
    bar(page).getByText('A winner once shown stays shown: Back stops here.'),
  ).toBeVisible();
  await shot(page, 'winner');

  await revealNext(page).click();
  await expect(bar(page).getByRole('status')).toHaveText(
    'Showing the complete rankingsStep 4 of 4: the reveal is complete',
  );
  await expect(
    big.getByRole('heading', { level: 2, name: 'The reveal is complete' }),
  ).toBeVisible();
  await expect(revealNext(page)).toBeDisabled();
  await expect(backOneStep(page)).toBeEnabled();
  await expectNoAxeViolations(page, 'phone remote, reveal complete');
  await shot(page, 'complete');
  expect((await client.getRoom(room.roomId, room.adminToken)).body.room.revealStep).toBe(4);

  // A laptop's dashboard: the reveal as a card among the others, no bar.
  const laptop = await users.open('desktop', {
    label: 'laptop',
    storage: adminStorage(room),
    contextOptions: { reducedMotion: 'reduce' },
  });
  await laptop.page.goto('/admin');
  const card = laptop.page.getByRole('region', { name: 'The reveal' });
  await expect(card.getByRole('status')).toContainText('Showing the complete rankings');
  await expect(bar(laptop.page)).toHaveCount(0);
  await card.getByRole('button', { name: 'Back one step' }).click();
  await expect(bar(page).getByRole('status')).toContainText('Showing #1 of 3');
  await expect(big.getByText('Step 3 of 4', { exact: true })).toBeVisible();
  await shot(laptop.page, 'desktop');
});

test('two organiser phones tap Reveal next at once: the reveal moves one step, both show it, the other phone is told why', async ({
  users,
}) => {
  const room = await votedRoom('Two Phones');
  await api.finish(room);
  const invited = await client.admins.invite(room.roomId, room.adminToken, { name: 'Stage phone' });
  expect(invited.status).toBe(201);
  const owner = await organiserPhone(users, room, 'owner phone');
  const co = await organiserPhone(
    users,
    { ...room, adminToken: invited.body.adminToken },
    'co-organiser phone',
  );
  const phones = [owner.page, co.page];
  for (const page of phones) {
    await expect(bar(page).getByRole('status')).toContainText('Step 0 of 4');
  }

  // Hold both presses until both are on their way: the same moment, from the same step.
  const held: (() => void)[] = [];
  let bothSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => {
    bothSent = resolve;
  });
  for (const page of phones) {
    await page.route(/\/reveal$/, async (route) => {
      held.push(() => void route.continue());
      if (held.length === 2) bothSent();
      await sent;
    });
  }
  const answers = phones.map((page) =>
    page.waitForResponse((response) => response.url().endsWith('/reveal')),
  );
  await Promise.all(phones.map((page) => revealNext(page).click()));
  await sent;
  for (const release of held) release();
  const responses = await Promise.all(answers);
  expect(responses.map((response) => response.request().postDataJSON())).toEqual([
    { from: 0, step: 1 },
    { from: 0, step: 1 },
  ]);
  expect(responses.map((response) => response.status()).sort()).toEqual([200, 409]);

  expect((await client.getRoom(room.roomId, room.adminToken)).body.room.revealStep).toBe(1);
  for (const page of phones) {
    await expect(bar(page).getByRole('status')).toContainText('Showing #3 of 3');
  }
  const refused = responses[0]?.status() === 409 ? owner.page : co.page;
  await expect(bar(refused).getByRole('alert')).toHaveText(MOVED);
  await expectNoAxeViolations(refused, 'phone remote, press refused');
  await shot(refused, 'refused');
});
