import { api, roomWith } from './support/api.ts';
import { dragTo, keyboardMove } from './support/dnd.ts';
import {
  chipHandle,
  expectLists,
  joinViaUi,
  list,
  rankWithButton,
  STORAGE,
  storageItem,
  submitButton,
  submitVote,
} from './support/ui.ts';
import { expect, test } from './support/users.ts';

const NAMES = ['Pixel Pals', 'Vibe Check', 'Code Canvas', 'Drum Bot'];

test('Reset Vote deletes the vote and puts every ranked contestant back', async ({ users }) => {
  const { room } = await roomWith(NAMES);
  const { page } = await users.open('phone');
  await joinViaUi(page, room.code, 'Robin');
  await expect(submitButton(page)).toHaveCount(0);
  await dragTo(page, 'Drum Bot', 'ranked');
  await dragTo(page, 'Vibe Check', 'ranked', { at: 'start' });
  await expectLists(page, {
    ranked: ['Vibe Check', 'Drum Bot'],
    available: ['Pixel Pals', 'Code Canvas'],
  });
  await submitVote(page);
  expect((await api.activity(room)).totals.ballots).toBe(1);
  // Locked once voted: no drag handles to grab, no buttons to move with.
  await expect(page.getByRole('button', { name: /to Your Rankings$/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset Vote' }).click();
  await expectLists(page, { ranked: [], available: NAMES });
  await expect(page.getByText('✓ Voted')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset Vote' })).toHaveCount(0);
  await expect(submitButton(page)).toHaveCount(0);
  await expect.poll(async () => (await api.activity(room)).totals.ballots).toBe(0);

  await dragTo(page, 'Code Canvas', 'ranked');
  await expect(page.getByRole('button', { name: 'Submit Vote' })).toBeEnabled();
  await submitVote(page);
  const { recentBallots } = await api.activity(room);
  expect(recentBallots.map((b) => b.rankings.map((r) => [r.rank, r.points]))).toEqual([[[1, 3]]]);
});

test('Your Rankings holds 3: a 4th drop is ignored', async ({ users }) => {
  const { room } = await roomWith(NAMES);
  const { page } = await users.open('phone');
  await joinViaUi(page, room.code, 'Robin');
  for (const name of ['Code Canvas', 'Pixel Pals', 'Drum Bot']) await rankWithButton(page, name);
  await expect(page.getByText('3/3')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Add Vibe Check to Your Rankings' }),
  ).toBeDisabled();

  await dragTo(page, 'Vibe Check', 'ranked', { refused: true });
  await expectLists(page, {
    ranked: ['Code Canvas', 'Pixel Pals', 'Drum Bot'],
    available: ['Vibe Check'],
  });
  await expect(list(page, 'ranked')).toContainText('3rd · 1 pts');
  // Reordering inside a full list still works.
  await dragTo(page, 'Drum Bot', 'ranked', { at: 'start' });
  await expectLists(page, {
    ranked: ['Drum Bot', 'Code Canvas', 'Pixel Pals'],
    available: ['Vibe Check'],
  });
});

test('ranking with the keyboard only, side by side and stacked', async ({ users }) => {
  const { room } = await roomWith(NAMES);
  // Wide screen: the library's keys. Available is on the left, Your Rankings on the right.
  const desk = await users.open('desktop');
  await joinViaUi(desk.page, room.code, 'Kim');
  await keyboardMove(desk.page, 'Code Canvas', ['ArrowRight']);
  await keyboardMove(desk.page, 'Pixel Pals', ['ArrowRight']);
  await keyboardMove(desk.page, 'Pixel Pals', ['ArrowUp', 'ArrowUp']);
  await keyboardMove(desk.page, 'Drum Bot', ['ArrowLeft']); // nowhere to go: stays put
  await expectLists(desk.page, {
    ranked: ['Pixel Pals', 'Code Canvas'],
    available: ['Vibe Check', 'Drum Bot'],
  });
  await keyboardMove(desk.page, 'Code Canvas', ['ArrowLeft']);
  await expectLists(desk.page, { ranked: ['Pixel Pals'] });
  await keyboardMove(desk.page, 'Vibe Check', ['ArrowRight', 'ArrowDown']);
  await expectLists(desk.page, { ranked: ['Pixel Pals', 'Vibe Check'] });
  await desk.page.getByRole('button', { name: 'Submit Vote' }).focus();
  await desk.page.keyboard.press('Enter');
  await expect(desk.page.getByRole('button', { name: 'Vote Submitted!' })).toBeDisabled();

  // Phone: the lists are stacked and the library's arrows cannot cross between
  // them, so the + and remove buttons carry the keyboard; focus follows the chip.
  const phone = await users.open('phone');
  await joinViaUi(phone.page, room.code, 'Lee');
  await phone.page.getByRole('button', { name: 'Add Drum Bot to Your Rankings' }).focus();
  await phone.page.keyboard.press('Enter');
  await expect(chipHandle(phone.page, 'Drum Bot')).toBeFocused();
  await phone.page.getByRole('button', { name: 'Add Vibe Check to Your Rankings' }).focus();
  await phone.page.keyboard.press('Space');
  await expect(phone.page.getByRole('status').filter({ hasText: 'ranked' })).toHaveText(
    'Vibe Check ranked 2nd.',
  );
  await keyboardMove(phone.page, 'Vibe Check', ['ArrowUp']);
  await expectLists(phone.page, {
    ranked: ['Vibe Check', 'Drum Bot'],
    available: ['Pixel Pals', 'Code Canvas'],
  });
  await phone.page.getByRole('button', { name: 'Remove Drum Bot from Your Rankings' }).focus();
  await phone.page.keyboard.press('Enter');
  await expect(chipHandle(phone.page, 'Drum Bot')).toBeFocused();
  await expectLists(phone.page, {
    ranked: ['Vibe Check'],
    available: ['Pixel Pals', 'Code Canvas', 'Drum Bot'],
  });
  await phone.page.getByRole('button', { name: 'Submit Vote' }).focus();
  await phone.page.keyboard.press('Enter');
  await expect(phone.page.getByRole('button', { name: 'Vote Submitted!' })).toBeDisabled();

  const ballots = (await api.activity(room)).recentBallots;
  expect(ballots.map((b) => [b.participantName, b.rankings.length])).toEqual([
    ['Lee', 1],
    ['Kim', 2],
  ]);
});

test('a voter who reloads is back in the same room with their vote', async ({ users }) => {
  const { room } = await roomWith(NAMES, 'Reload Room');
  const { page } = await users.open('phone');
  await joinViaUi(page, room.code, 'Robin');
  for (const name of ['Drum Bot', 'Pixel Pals', 'Vibe Check']) await rankWithButton(page, name);
  await submitVote(page);
  await page.reload();
  await expect(page).toHaveURL(/\/vote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reload Room' })).toBeVisible();
  await expect(page.getByText('Voting as Robin')).toBeVisible();
  await expectLists(page, {
    ranked: ['Drum Bot', 'Pixel Pals', 'Vibe Check'],
    available: ['Code Canvas'],
  });
  await expect(page.getByText('✓ Voted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vote Submitted!' })).toBeDisabled();
  expect((await api.activity(room)).totals.participants).toBe(1);
});

test('Leave Room goes home and forgets the room', async ({ users }) => {
  const { room } = await roomWith(NAMES);
  const { page } = await users.open('phone');
  await joinViaUi(page, room.code, 'Robin');
  await rankWithButton(page, 'Vibe Check');
  await submitVote(page);
  await page.getByRole('button', { name: 'Leave Room' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'VibeRank' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storageItem(page, STORAGE.participantSession)).toBeNull();
  const { totals } = await api.activity(room);
  expect(totals).toMatchObject({ participants: 0, ballots: 0 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Join as Voter' })).toBeVisible();
});
