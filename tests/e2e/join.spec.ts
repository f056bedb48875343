import { formatRoomCode } from '#shared/room-code.ts';
import { api, roomWith } from './support/api.ts';
import { joinViaUi, STORAGE, storageItem } from './support/ui.ts';
import { expect, test } from './support/users.ts';

test('each join error shows in the red box, word for word', async ({ users }) => {
  const { room: ended } = await roomWith(['Solo Act'], 'Closed Jam');
  await api.finish(ended);
  const { page } = await users.open('phone');
  await page.goto('/join');
  const code = page.getByLabel('Room Code');
  const name = page.getByLabel('Your Name');
  const join = page.getByRole('button', { name: 'Join', exact: true });
  const error = page.getByRole('alert');

  await join.click();
  await expect(error).toHaveText('Please fill in all fields');
  await code.fill('ABC123');
  await name.fill('   ');
  await join.click();
  await expect(error).toHaveText('Please fill in all fields');
  await code.fill('   ');
  await name.fill('Robin');
  await join.click();
  await expect(error).toHaveText('Please fill in all fields');

  await code.fill('zzzz999999');
  await expect(code).toHaveValue('ZZZZ999999');
  await join.click();
  await expect(error).toHaveText('Room not found. Please check your room code.');
  await expect(join).toBeEnabled();
  // A code no room can have (a dot) is not found either.
  await code.fill('AB.12');
  await join.click();
  await expect(error).toHaveText('Room not found. Please check your room code.');

  await code.fill(ended.code);
  await join.click();
  await expect(error).toHaveText('This room has ended and is no longer accepting votes.');
  await expect(error).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(page).toHaveURL(/\/join$/);
  expect(await storageItem(page, STORAGE.participantSession)).toBeNull();
  expect((await api.activity(ended)).totals.participants).toBe(0);
});

test('the Join button reads Joining Room... and is disabled while joining', async ({ users }) => {
  const { room } = await roomWith(['Pixel Pals']);
  const { page } = await users.open('phone');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/rooms/join', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/join');
  await page.getByLabel('Room Code').fill(room.code);
  await page.getByLabel('Your Name').fill('  Robin  ');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  const joining = page.getByRole('button', { name: 'Joining Room...' });
  await expect(joining).toBeDisabled();
  release();
  await expect(page.getByText('Voting as Robin', { exact: true })).toBeVisible();
  await expect(page.getByTestId('contestant-chip')).toHaveCount(1);
});

test('a join link fills the room code, grouped as the organiser shows it', async ({ users }) => {
  const { room } = await roomWith(['Pixel Pals'], 'Link Room');
  const { page } = await users.open('phone');
  await page.goto(`/join?code=${room.code.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: 'Join a Voting Room' })).toBeVisible();
  await expect(page.getByLabel('Room Code')).toHaveValue(formatRoomCode(room.code));
  await page.getByLabel('Your Name').fill('Sam');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Link Room' })).toBeVisible();
  await expect(page.getByText(`Room code ${formatRoomCode(room.code)}`)).toBeVisible();
  const saved = JSON.parse((await storageItem(page, STORAGE.participantSession)) ?? '{}');
  expect(saved).toMatchObject({ roomId: room.roomId, roomCode: room.code, participantName: 'Sam' });
  expect(saved.participantId).toMatch(/^voter_\d+_[a-z0-9]+$/);
});

test('Back to Home leaves the join view, and joining works from the homepage', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals']);
  const { page } = await users.open('desktop');
  await page.goto('/');
  await page.getByRole('button', { name: 'Join as Voter' }).click();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'VibeRank' })).toBeVisible();
  await joinViaUi(page, room.code, 'Kim');
});
