import { adminStorage, api, participantStorage, roomWith } from './support/api.ts';
import {
  addContestantViaUi,
  createRoomViaUi,
  expectLists,
  joinViaUi,
  STORAGE,
  storageItem,
} from './support/ui.ts';
import { expect, test } from './support/users.ts';
import { endedWithoutResults } from './support/wire.ts';

test('No Contestants Yet, then the admin adds one and it appears without a reload', async ({
  users,
}) => {
  const admin = await users.open('desktop', { label: 'admin' });
  const code = await createRoomViaUi(admin.page, 'Empty Start', 'Best landing page');
  await expect(
    admin.page.getByRole('button', { name: 'Finish Voting and Show Results' }),
  ).toHaveCount(0);

  const participant = await users.open('phone', { label: 'voter' });
  await joinViaUi(participant.page, code, 'Robin');
  await expect(participant.page.getByRole('heading', { name: 'No Contestants Yet' })).toBeVisible();
  await expect(participant.page.getByText('The admin is still adding contestants.')).toBeVisible();
  await expect(participant.page.getByRole('button', { name: 'Leave Room' })).toHaveCount(2);
  await participant.page.evaluate(() => document.body.setAttribute('data-no-reload', 'yes'));

  await addContestantViaUi(admin.page, {
    name: 'Late Entry',
    blurb: 'Submitted five minutes before the deadline.',
    demoUrl: 'https://example.com/late',
  });
  await expectLists(participant.page, { ranked: [], available: ['Late Entry'] });
  await expect(participant.page.getByText('Voting Active')).toBeVisible();
  await addContestantViaUi(admin.page, { name: 'Later Entry', blurb: 'Even later.' });
  await expectLists(participant.page, { ranked: [], available: ['Late Entry', 'Later Entry'] });
  await expect(participant.page.locator('body')).toHaveAttribute('data-no-reload', 'yes');
  await expect(admin.page.getByRole('link', { name: 'View Demo' })).toHaveAttribute(
    'href',
    'https://example.com/late',
  );
});

test('the admin removes a participant: gone from the list, and off the voting view', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals', 'Vibe Check']);
  const stays = await api.join(room.code, 'Stays');
  const admin = await users.open('desktop', { label: 'admin', storage: adminStorage(room) });
  await admin.page.goto('/admin');
  const participantList = admin.page.getByTestId('voter-list');
  await expect(participantList.getByRole('listitem')).toHaveCount(1);

  const participant = await users.open('phone', { label: 'removed voter' });
  await joinViaUi(participant.page, room.code, 'Robin');
  await participant.page.getByRole('button', { name: 'Add Vibe Check to Your Rankings' }).click();
  await participant.page.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(participantList.getByRole('listitem')).toHaveCount(2);
  await expect(participantList.getByRole('listitem').first()).toContainText('Robin');
  await expect(participantList.getByRole('listitem').first()).toContainText('Voted');
  await expect(admin.page.getByTestId('participant-count')).toHaveText('2');

  admin.expectDialog(
    'confirm',
    'Remove Robin from the room? Their ballot will be deleted. This cannot be undone.',
  );
  await admin.page.getByRole('button', { name: 'Remove Robin' }).click();
  await expect(participantList.getByText('Robin')).toHaveCount(0);
  await expect(participantList.getByText('Stays')).toBeVisible();
  await expect(admin.page.getByTestId('participant-count')).toHaveText('1');
  await expect(admin.page.getByTestId('ballot-count')).toHaveText('0 votes');

  await expect(
    participant.page.getByRole('heading', { name: 'The organiser removed you from this room.' }),
  ).toBeVisible();
  await expect(participant.page.getByText('Voting Active')).toHaveCount(0);
  await expect(participant.page.getByTestId('contestant-chip')).toHaveCount(0);
  // Sent home, where the notice is.
  await expect(participant.page.getByRole('heading', { level: 1, name: 'VibeRank' })).toBeVisible();
  expect(await storageItem(participant.page, STORAGE.participantSession)).toBeNull();
  expect((await api.activity(room)).totals.participants).toBe(1);
  expect(stays.participantName).toBe('Stays');
});

/*
 * The real server ends a room and publishes its results in one step, so a
 * voter can never see "ended, no results" from it. The screen still exists
 * (spec section 2): reach it by editing the snapshot on the wire.
 */
test('Voting Has Ended while results are not in yet', async ({ users }) => {
  const { room } = await roomWith(['Pixel Pals']);
  const session = await api.join(room.code, 'Robin');
  const participant = await users.open('phone', { storage: participantStorage(session) });
  await endedWithoutResults(participant.page);
  await participant.page.goto('/vote');
  await expect(participant.page.getByRole('heading', { name: 'Voting Has Ended' })).toBeVisible();
  await expect(participant.page.getByText('The admin has ended the voting session.')).toBeVisible();
  await expect(participant.page.getByText('Results are being calculated...')).toBeVisible();
  await expect(participant.page.getByTestId('contestant-chip')).toHaveCount(0);
  await participant.page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(participant.page.getByRole('heading', { level: 1, name: 'VibeRank' })).toBeVisible();
  expect(await storageItem(participant.page, STORAGE.participantSession)).toBeNull();
});

test('a voter joining an already ended room is turned away; one inside sees the results', async ({
  users,
}) => {
  const { room, contestants } = await roomWith(['Pixel Pals', 'Vibe Check'], 'Ended Room');
  const inside = await api.join(room.code, 'Inside');
  const [first] = contestants;
  if (!first) throw new Error('no contestants');
  await api.vote(inside, [first.id]);
  await api.finish(room);

  const late = await users.open('phone', { label: 'late' });
  await late.page.goto(`/join?code=${room.code}`);
  await late.page.getByLabel('Your Name').fill('Late');
  await late.page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(late.page.getByRole('alert')).toHaveText(
    'This room has ended and is no longer accepting votes.',
  );

  const participant = await users.open('phone', {
    label: 'inside',
    storage: participantStorage(inside),
  });
  await participant.page.goto('/vote');
  await expect(
    participant.page.getByRole('heading', { level: 1, name: 'Final Results' }),
  ).toBeVisible();
  await expect(participant.page.getByRole('region', { name: 'Pixel Pals' })).toContainText(
    '3 points',
  );
  await expect(participant.page.getByRole('region', { name: 'Complete Rankings' })).toHaveCount(0);
  await expect(participant.page.getByTestId('confetti').locator('.confetti-piece')).toHaveCount(50);
});

test('Share Results uses the share sheet when there is one, else copies', async ({ users }) => {
  const { room, contestants } = await roomWith(['Pixel Pals', 'Vibe Check'], 'Share Room');
  const participant = await api.join(room.code, 'Sharer');
  const [, second] = contestants;
  if (!second) throw new Error('no contestants');
  await api.vote(participant, [second.id]);
  await api.finish(room);
  const text =
    '🏆 Vibe Check won the Best vibe-coded app coding challenge with 3 points! Run live ranked-choice voting for your own hackathon with VibeRank.';

  // A device without a share sheet: the text and address go to the clipboard.
  const copier = await users.open('phone', {
    storage: participantStorage(participant),
    contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
  });
  await copier.context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
  });
  await copier.page.goto('/vote');
  await copier.page.getByRole('button', { name: 'Share Results' }).click();
  await expect(copier.page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await copier.page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${text} ${copier.page.url()}`,
  );

  // A phone with a share sheet gets a title, the text and the address.
  const sharer = await users.open('phone', { storage: participantStorage(participant) });
  await sharer.context.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, '__shared', { value: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  await sharer.page.goto('/vote');
  await sharer.page.getByRole('button', { name: 'Share Results' }).click();
  await expect
    .poll(() => sharer.page.evaluate(() => Reflect.get(window, '__shared')))
    .toEqual([{ title: 'Share Room — Final Results', text, url: sharer.page.url() }]);
  await sharer.page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(sharer.page.getByRole('heading', { level: 1, name: 'VibeRank' })).toBeVisible();
});
