import { countBallotSubmits } from '../../scripts/launch/ballot-submits.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/launch/chromium.ts';
import { adminStorage, api, participantStorage, roomWith } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { list, rankWithButton } from './support/ui.ts';
import { expect, test, type User, type Users } from './support/users.ts';

const OFFLINE = "You're offline — your vote will be sent when you're back online.";
const CHANGED =
  'Your ballot was changed while you were offline, so this ranking was not sent. Submit Vote to send it instead.';
const NOT_COUNTED = 'Voting ended before your ballot arrived, so it was not counted.';
const NAMES = ['Pixel Pals', 'Vibe Check', 'Code Canvas'];

/** The venue's address as a phone meets it: plain HTTP, not loopback by name, so not a secure context. */
const VENUE = `http://venue.test:${process.env.E2E_PORT ?? 3100}`;
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP venue.test 127.0.0.1'],
  },
});

/** A phone at the venue's address with this participant's saved session, on /vote. */
async function phoneAtVenue(
  users: Users,
  session: Parameters<typeof participantStorage>[0],
): Promise<User> {
  const phone = await users.open('phone', { contextOptions: { baseURL: VENUE } });
  // Chromium logs what fails while the network is away.
  phone.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/, /WebSocket connection to .* failed/);
  await phone.context.addInitScript((saved) => {
    for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
  }, participantStorage(session));
  await phone.page.goto('/vote');
  expect(await phone.page.evaluate(() => window.isSecureContext)).toBe(false);
  return phone;
}

test('a Submit Vote made offline is kept, sent once when the network is back, and reaches the dashboard once', async ({
  users,
}) => {
  const { room } = await roomWith(NAMES);
  const session = await api.join(room.code, 'Wren');
  const phone = await phoneAtVenue(users, session);
  const { page } = phone;
  const delivered = countBallotSubmits(page);
  await rankWithButton(page, 'Vibe Check');
  await rankWithButton(page, 'Pixel Pals');

  await phone.context.setOffline(true);
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  // The ranking is kept, and still not marked as voted.
  await expect(list(page, 'ranked').locator('[data-contestant-name="Vibe Check"]')).toBeVisible();
  await expect(page.getByText('✓ Voted')).toHaveCount(0);
  await expectNoAxeViolations(page, 'offline submit notice at phone size');

  await phone.context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Vote Submitted!' })).toBeDisabled();
  await expect(page.getByText('✓ Voted')).toBeVisible();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);

  const organiser = await users.open('desktop', { storage: adminStorage(room) });
  await organiser.page.goto('/admin');
  const activity = organiser.page.locator('.activity-item');
  await expect(activity).toHaveCount(1);
  await expect(activity).toContainText('Wren');
  const { recentBallots: votes } = await api.activity(room);
  expect(votes).toHaveLength(1);
  expect(delivered()).toBe(1);
});

test('a ballot changed elsewhere while the phone was offline is not overwritten', async ({
  users,
}) => {
  const { room, contestants } = await roomWith(NAMES);
  const session = await api.join(room.code, 'Ash');
  const phone = await phoneAtVenue(users, session);
  const { page } = phone;
  const delivered = countBallotSubmits(page);
  await rankWithButton(page, 'Code Canvas');

  await phone.context.setOffline(true);
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  const elsewhere = contestants.find((c) => c.name === 'Pixel Pals');
  if (!elsewhere) throw new Error('no Pixel Pals');
  await api.vote(session, [elsewhere.id]);

  await phone.context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: CHANGED })).toBeVisible();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  const { recentBallots: votes } = await api.activity(room);
  expect(votes[0]?.rankings.map((entry) => entry.contestantId)).toEqual([elsewhere.id]);
  expect(delivered()).toBe(0);

  // Sending it instead is the participant's own choice.
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(page.getByRole('button', { name: 'Vote Submitted!' })).toBeDisabled();
  const after = await api.activity(room);
  expect(after.recentBallots[0]?.rankings.map((entry) => entry.contestantId)).not.toEqual([
    elsewhere.id,
  ]);
});

test('a ballot kept offline until voting ended is said not to be counted', async ({ users }) => {
  const { room } = await roomWith(NAMES);
  const session = await api.join(room.code, 'Kit');
  const phone = await phoneAtVenue(users, session);
  const { page } = phone;
  await rankWithButton(page, 'Vibe Check');

  await phone.context.setOffline(true);
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await api.finish(room);

  phone.expectDialog(
    'alert',
    'Failed to submit vote: This room has ended and is no longer accepting votes.',
  );
  await phone.context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: NOT_COUNTED })).toBeVisible();
  const { recentBallots: votes } = await api.activity(room);
  expect(votes).toHaveLength(0);
});
