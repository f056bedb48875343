import { adminStorage, api, participantStorage, roomWith } from './support/api.ts';
import { expectLists, rankWithButton } from './support/ui.ts';
import { expect, test, type User } from './support/users.ts';

const UNREACHABLE = 'Could not reach VibeRank. Check your connection and try again.';
const OFFLINE = "You're offline — your vote will be sent when you're back online.";
const BANNER = 'Reconnecting… your changes are safe.';

/** Chromium logs the failed requests and socket of an outage as console errors. */
function expectOutage(user: User): void {
  user.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/, /WebSocket connection to .* failed/);
}

test('a voter who loses the connection sees it calmly, submits anyway, then resyncs and the vote is sent', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals', 'Vibe Check']);
  const participant = await api.join(room.code, 'Wren');
  const phone = await users.open('phone', {
    label: 'voter',
    storage: participantStorage(participant),
  });
  expectOutage(phone);
  await phone.page.goto('/vote');
  await expect(phone.page.getByText('Voting Active')).toBeVisible();
  await expect(phone.page.getByText(BANNER)).toHaveCount(0);

  await phone.context.setOffline(true);
  await expect(phone.page.getByText(BANNER)).toBeVisible();

  // While the phone is away, the organiser adds a contestant.
  await api.addContestant(room, 'Late Entry', 'Added during the outage.');

  await rankWithButton(phone.page, 'Vibe Check');
  await phone.page.getByRole('button', { name: 'Submit Vote' }).click();
  // Not marked as submitted yet: it waits for the network, without an alert.
  await expect(phone.page.getByText(OFFLINE)).toBeVisible();
  await expect(phone.page.getByText('✓ Voted')).toHaveCount(0);

  await phone.context.setOffline(false);
  await expect(phone.page.getByText(BANNER)).toHaveCount(0);
  // The resync brings what happened while away, keeping the voter's rankings.
  await expectLists(phone.page, {
    ranked: ['Vibe Check'],
    available: ['Pixel Pals', 'Late Entry'],
  });
  await expect(phone.page.getByRole('button', { name: 'Vote Submitted!' })).toBeDisabled();
  expect(phone.dialogs).toEqual([]);
  const activity = await api.activity(room);
  expect(activity.recentBallots.map((ballot) => ballot.participantName)).toEqual(['Wren']);
});

test('Reset Vote without a connection says so and leaves the lists as they were', async ({
  users,
}) => {
  const { room, contestants } = await roomWith(['Pixel Pals', 'Vibe Check']);
  const participant = await api.join(room.code, 'Kit');
  const [first, second] = contestants;
  if (!first || !second) throw new Error('contestants missing');
  await api.vote(participant, [second.id, first.id]);
  const phone = await users.open('phone', {
    label: 'voter',
    storage: participantStorage(participant),
  });
  expectOutage(phone);
  await phone.page.goto('/vote');
  await expect(phone.page.getByText('✓ Voted')).toBeVisible();

  await phone.context.setOffline(true);
  phone.expectDialog('alert', `Failed to reset vote: ${UNREACHABLE}`);
  await phone.page.getByRole('button', { name: 'Reset Vote' }).click();
  await expect.poll(() => phone.dialogs.length).toBe(1);
  await expectLists(phone.page, { ranked: ['Vibe Check', 'Pixel Pals'], available: [] });
  await expect(phone.page.getByText('✓ Voted')).toBeVisible();
  await phone.context.setOffline(false);
  await expect(phone.page.getByText(BANNER)).toHaveCount(0);
});

test('the organiser offline: removal and finishing fail with the spec alerts, and nothing changes', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals', 'Vibe Check']);
  await api.join(room.code, 'Ash');
  const admin = await users.open('desktop', { label: 'admin', storage: adminStorage(room) });
  expectOutage(admin);
  await admin.page.goto('/admin');
  const participantList = admin.page.getByTestId('voter-list');
  await expect(participantList.getByRole('listitem')).toHaveCount(1);

  await admin.context.setOffline(true);
  await expect(admin.page.getByText(BANNER)).toBeVisible();
  admin.expectDialog('confirm', /^Remove Ash from the room\? Their ballot will be deleted\./);
  admin.expectDialog('alert', `Failed to remove participant: ${UNREACHABLE}`);
  await admin.page.getByRole('button', { name: 'Remove Ash' }).click();
  await expect.poll(() => admin.dialogs.length).toBe(2);

  admin.expectDialog('confirm', /^Are you sure you want to finish voting\?/);
  admin.expectDialog('confirm', /cannot be undone/);
  admin.expectDialog('alert', 'An error occurred while finalizing results. Please try again.');
  await admin.page.getByRole('button', { name: 'Finish Voting and Show Results' }).click();
  await expect.poll(() => admin.dialogs.length).toBe(5);

  await admin.context.setOffline(false);
  await expect(admin.page.getByText(BANNER)).toHaveCount(0);
  await expect(participantList.getByRole('listitem')).toHaveCount(1);
  await expect(
    admin.page.getByRole('button', { name: 'Finish Voting and Show Results' }),
  ).toBeVisible();
  const activity = await api.activity(room);
  expect(activity.totals.participants).toBe(1);
});
