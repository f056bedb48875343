import { api, participantStorage, roomWith } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tabTo } from './support/keyboard.ts';
import { chipHandle, expectLists, list, rankWithButton } from './support/ui.ts';
import { expect, test } from './support/users.ts';

const NAMES = ['Pixel Pals', 'Vibe Check', 'Code Canvas', 'Drum Bot'];
/** A 1×1 PNG, as a pasted image is kept: no request leaves the machine for it. */
const IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const announcement = (page: import('@playwright/test').Page) =>
  page.getByTestId('ballot-announcement');

test('the whole ranking with the keyboard alone on a phone: join, rank 3, reorder, submit', async ({
  users,
}) => {
  const { room, contestants } = await roomWith(NAMES, 'Keyboard Room');
  const { page } = await users.open('phone');
  await page.goto('/join');
  await page.getByLabel('Room Code').fill(room.code);
  await page.getByLabel('Your Name').fill('Kai');
  await page.keyboard.press('Enter');

  // Arrived: the keyboard starts on the room's name.
  const heading = page.getByRole('heading', { level: 1, name: 'Keyboard Room' });
  await expect(heading).toBeFocused();

  // Down from the heading, past Your Rankings, into Available: rank Code Canvas.
  const add = (name: string) => page.getByRole('button', { name: `Add ${name} to Your Rankings` });
  await tabTo(page, add('Code Canvas'));
  await page.keyboard.press('Enter');
  await expect(announcement(page)).toHaveText('Code Canvas ranked 1st.');
  // The keyboard crossed with it, into Your Rankings.
  await expect(chipHandle(page, 'Code Canvas')).toBeFocused();
  await expect(list(page, 'ranked').getByTestId('contestant-chip')).toHaveCount(1);

  // From there, back down into Available, twice more.
  await tabTo(page, add('Drum Bot'));
  await page.keyboard.press('Space');
  await expect(announcement(page)).toHaveText('Drum Bot ranked 2nd.');
  await expect(chipHandle(page, 'Drum Bot')).toBeFocused();
  await tabTo(page, add('Pixel Pals'));
  await page.keyboard.press('Enter');
  await expect(announcement(page)).toHaveText('Pixel Pals ranked 3rd.');
  await expectLists(page, {
    ranked: ['Code Canvas', 'Drum Bot', 'Pixel Pals'],
    available: ['Vibe Check'],
  });
  // Full: the last one cannot be added, and says why.
  await expect(add('Vibe Check')).toBeDisabled();
  await expect(add('Vibe Check')).toHaveAttribute('title', 'Your Rankings already holds 3');

  // Pixel Pals up to the top: the keyboard stays on Move up while it can go further.
  const moveUp = page.getByRole('button', { name: 'Move Pixel Pals up' });
  await tabTo(page, moveUp);
  await page.keyboard.press('Enter');
  await expect(announcement(page)).toHaveText('Pixel Pals moved up to 2nd.');
  await expect(moveUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(announcement(page)).toHaveText('Pixel Pals moved up to 1st.');
  // At the top Move up is disabled: the keyboard moves on to Move down.
  await expect(moveUp).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move Pixel Pals down' })).toBeFocused();
  await expectLists(page, { ranked: ['Pixel Pals', 'Code Canvas', 'Drum Bot'] });
  await expectNoAxeViolations(page, 'keyboard-ranked ballot at phone size');

  // Submit with the keyboard: the keyboard lands on the status that says the vote is in.
  await tabTo(page, page.getByRole('button', { name: 'Submit Vote' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Vote Submitted!' })).toBeDisabled();
  const status = page.getByRole('status').filter({ hasText: 'Voting Active' });
  await expect(status).toContainText('your vote is in');
  await expect(status).toBeFocused();

  const { recentBallots } = await api.activity(room);
  const nameOf = new Map(contestants.map((c) => [c.id, c.name]));
  expect(recentBallots).toHaveLength(1);
  expect(
    recentBallots[0]?.rankings.map((r) => [nameOf.get(r.contestantId), r.rank, r.points]),
  ).toEqual([
    ['Pixel Pals', 1, 3],
    ['Code Canvas', 2, 2],
    ['Drum Bot', 3, 1],
  ]);
  // The tally counts it as ranked: Pixel Pals wins with 3 points.
  const results = await api.finish(room);
  expect(results.finalScores[0]).toMatchObject({ contestantName: 'Pixel Pals', totalPoints: 3 });
});

test('Move up and Move down reorder Your Rankings, the ends disabled; Remove puts one back in its place', async ({
  users,
}) => {
  const { room } = await roomWith(NAMES);
  const session = await api.join(room.code, 'Mo');
  const { page } = await users.open('desktop', { storage: participantStorage(session) });
  await page.goto('/vote');
  for (const name of ['Vibe Check', 'Drum Bot', 'Pixel Pals']) await rankWithButton(page, name);
  await expect(page.getByRole('button', { name: 'Move Vibe Check up' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move Pixel Pals down' })).toBeDisabled();

  await page.getByRole('button', { name: 'Move Vibe Check down' }).click();
  await expectLists(page, { ranked: ['Drum Bot', 'Vibe Check', 'Pixel Pals'] });
  await expect(announcement(page)).toHaveText('Vibe Check moved down to 2nd.');
  await page.getByRole('button', { name: 'Move Pixel Pals up' }).click();
  await expectLists(page, { ranked: ['Drum Bot', 'Pixel Pals', 'Vibe Check'] });
  await expect(list(page, 'ranked')).toContainText('2nd · 2 pts');
  await expect(page.getByRole('button', { name: 'Move Drum Bot up' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move Vibe Check down' })).toBeDisabled();

  // Taken out, Pixel Pals goes back to where it stood in the room, first.
  await page.getByRole('button', { name: 'Remove Pixel Pals from Your Rankings' }).click();
  await expect(announcement(page)).toHaveText('Pixel Pals removed from Your Rankings.');
  await expectLists(page, {
    ranked: ['Drum Bot', 'Vibe Check'],
    available: ['Pixel Pals', 'Code Canvas'],
  });
  await expect(chipHandle(page, 'Pixel Pals')).toBeFocused();

  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(page.getByText('✓ Voted')).toBeVisible();
  // Locked once voted: nothing moves any more.
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
});

test('Details in both lists: image, whole description and View Demo, without leaving the ballot', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals', 'Vibe Check']);
  const longBlurb =
    'A drawing game for two phones. One player sketches a word while the other guesses; the round ends when the timer runs out, and the best drawings are kept in a shared album that the whole team can browse afterwards.';
  await api.addContestant(room, 'Sketch Duel', longBlurb, {
    imageUrl: IMAGE,
    demoUrl: 'https://example.com/sketch-duel',
  });
  const session = await api.join(room.code, 'Ida');
  const { page } = await users.open('phone', {
    storage: participantStorage(session),
    contextOptions: { reducedMotion: 'reduce' },
  });
  await page.goto('/vote');

  // From Available, by keyboard: Enter opens, Escape closes, focus comes back.
  const detailsButton = list(page, 'available').getByRole('button', {
    name: 'Details for Sketch Duel',
  });
  await detailsButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sketch Duel' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(longBlurb, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Sketch Duel' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'View Demo' })).toHaveAttribute(
    'href',
    'https://example.com/sketch-duel',
  );
  await expectNoAxeViolations(page, 'contestant details dialog at phone size');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(detailsButton).toBeFocused();
  await expect(page).toHaveURL(/\/vote$/);

  // From Your Rankings: Close closes, focus comes back there.
  await rankWithButton(page, 'Sketch Duel');
  const rankedDetails = list(page, 'ranked').getByRole('button', {
    name: 'Details for Sketch Duel',
  });
  await rankedDetails.click();
  await expect(dialog.getByText(longBlurb, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rankedDetails).toBeFocused();
  await expectLists(page, { ranked: ['Sketch Duel'], available: ['Pixel Pals', 'Vibe Check'] });
});
