import type { Page } from '@playwright/test';
import {
  type AdminRoom,
  adminStorage,
  api,
  client,
  type ParticipantSession,
  participantStorage,
  roomWith,
} from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test, type Users } from './support/users.ts';

/** A short timer, started through the API so the test need not wait minutes. */
const SHORT_TIMER_SECONDS = 5;
/** Long enough for a short timer to run out and every screen to move on. */
const RUNS_OUT_WITHIN_MS = SHORT_TIMER_SECONDS * 1000 + 15_000;

async function startTimer(room: AdminRoom, seconds: number): Promise<void> {
  const started = await client.startTimer(room.roomId, room.adminToken, { seconds });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
}

/** The organiser's dashboard, a phone that joined and the presenter screen, all on one room. */
async function threeScreens(users: Users, room: AdminRoom, participant: ParticipantSession) {
  const admin = await users.open('desktop', { label: 'organiser', storage: adminStorage(room) });
  await admin.page.goto('/admin');
  const phone = await users.open('phone', { storage: participantStorage(participant) });
  await phone.page.goto('/vote');
  const presenter = await users.open('projector', { storage: adminStorage(room) });
  await presenter.page.goto('/present');
  return { dashboard: admin.page, phone: phone.page, presenter: presenter.page };
}

const timerOn = (page: Page) => page.getByRole('timer');
const timerControls = (page: Page) => page.getByRole('region', { name: 'Voting controls' });

test('the organiser starts a timer in minutes; the dashboard, phone and presenter count down; Cancel timer stops it', async ({
  users,
}) => {
  // Three screens counting down and axe on each, twice: close to a minute on two cores.
  test.slow();
  const { room } = await roomWith(['Pixel Pals', 'Vibe Check'], 'Timer Night');
  const participant = await api.join(room.code, 'Ana');
  const { dashboard, phone, presenter } = await threeScreens(users, room, participant);

  const controls = timerControls(dashboard);
  await expect(controls.getByRole('button', { name: 'Start timer' })).toBeVisible();
  await expectNoAxeViolations(dashboard, 'dashboard, timer idle');

  await controls.getByLabel('Minutes').fill('0');
  await controls.getByRole('button', { name: 'Start timer' }).click();
  await expect(controls.getByRole('alert')).toHaveText(
    'The timer was not started. Whole minutes, 1 to 180.',
  );
  await expect(timerOn(phone)).toHaveCount(0);

  await controls.getByLabel('Minutes').fill('5');
  await controls.getByRole('button', { name: 'Start timer' }).click();
  await expect(timerOn(dashboard)).toHaveText(/^Voting closes in (5:00|4:5\d)$/);
  await expect(controls.getByRole('alert')).toHaveCount(0);
  await expect(timerOn(phone)).toHaveText(/^Voting closes in (5:00|4:5\d)$/);
  await expect(timerOn(presenter)).toHaveText(/^Voting closes in (5:00|4:5\d)$/);
  // It counts down on its own, second by second.
  const shown = await timerOn(phone).textContent();
  await expect(timerOn(phone)).not.toHaveText(shown ?? '');
  // A screen reader hears the time left once, politely, not every second.
  await expect(phone.locator('[aria-live="polite"]', { hasText: 'Voting closes in' })).toHaveText(
    /^Voting closes in (5 minutes|4 minutes)$/,
  );
  await expect(
    controls.getByRole('button', { name: 'Finish Voting and Show Results' }),
  ).toBeVisible();

  await expectNoAxeViolations(dashboard, 'dashboard, timer running');
  await expectNoAxeViolations(phone, 'phone, timer running');
  await expectNoAxeViolations(presenter, 'presenter, timer running');

  await controls.getByRole('button', { name: 'Cancel timer' }).click();
  for (const page of [dashboard, phone, presenter]) await expect(timerOn(page)).toHaveCount(0);
  await expect(controls.getByRole('button', { name: 'Start timer' })).toBeVisible();
  await expect(phone.locator('[aria-live="polite"]', { hasText: 'stopped' })).toHaveText(
    'The timer has stopped: voting stays open.',
  );
  await expect(phone.getByText('Voting Active')).toBeVisible();
});

test('a timer of a few seconds ends voting on every screen, with nobody pressing Finish', async ({
  users,
}) => {
  const { room, contestants } = await roomWith(['Pixel Pals', 'Vibe Check'], 'Timer Night');
  const participant = await api.join(room.code, 'Ben');
  await api.vote(participant, [contestants[1]?.id ?? '']);
  const { dashboard, phone, presenter } = await threeScreens(users, room, participant);
  await expect(phone.getByText('Voting Active')).toBeVisible();
  await expect(presenter.getByRole('region', { name: 'Turnout' })).toBeVisible();

  await startTimer(room, SHORT_TIMER_SECONDS);
  await expect(timerOn(phone)).toContainText('Voting closes in 0:0');

  const ended = { timeout: RUNS_OUT_WITHIN_MS };
  await expect(phone.getByRole('heading', { level: 1, name: 'Final Results' })).toBeVisible(ended);
  await expect(phone.getByText('Vibe Check').first()).toBeVisible();
  await expect(dashboard.getByRole('heading', { name: 'Final Results' })).toBeVisible(ended);
  await expect(presenter.getByText('Results are ready')).toBeVisible(ended);
  for (const page of [dashboard, phone, presenter]) await expect(timerOn(page)).toHaveCount(0);
  await expect(timerControls(dashboard).getByRole('button', { name: 'Start timer' })).toHaveCount(
    0,
  );
});
