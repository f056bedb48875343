import { formatRoomCode } from '#shared/room-code.ts';
import { adminStorage, api, roomWith } from './support/api.ts';
import {
  addContestantViaUi,
  contestantsSection,
  createRoomViaUi,
  STORAGE,
  storageItem,
} from './support/ui.ts';
import { expect, test } from './support/users.ts';

const LOCK_WARNING =
  'This will lock voting, calculate the final results and end the session for everyone. This cannot be undone.';

test('the admin dashboard comes back after a reload', async ({ users }) => {
  const admin = await users.open('desktop');
  const code = await createRoomViaUi(admin.page, 'Reload Hack', 'Best reload');
  await addContestantViaUi(admin.page, { name: 'Pixel Pals', blurb: 'Terminal pet.' });
  const roomId = await storageItem(admin.page, STORAGE.adminRoom);
  await admin.page.reload();
  await expect(admin.page).toHaveURL(/\/admin$/);
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Reload Hack' })).toBeVisible();
  await expect(admin.page.getByTestId('room-code')).toHaveText(formatRoomCode(code));
  await expect(contestantsSection(admin.page).getByRole('heading', { level: 3 })).toHaveText([
    'Pixel Pals',
  ]);
  // Opening the bare homepage also restores it (spec: start-up behaviour).
  await admin.page.goto('/');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Reload Hack' })).toBeVisible();
  expect(await storageItem(admin.page, STORAGE.adminRoom)).toBe(roomId);

  await admin.page.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'VibeRank' })).toBeVisible();
  expect(await storageItem(admin.page, STORAGE.adminRoom)).toBeNull();
  await admin.page.reload();
  await expect(admin.page.getByRole('button', { name: 'Create a Room' })).toBeVisible();
});

test('the Create Room form checks its fields', async ({ users }) => {
  const { page } = await users.open('phone');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Create Room', exact: true }).click();
  await expect(page.getByText('Room name is required.')).toBeVisible();
  await expect(page.getByText('Challenge title is required.')).toBeVisible();
  await page.getByLabel('Room Name').fill('A room name far longer than twenty');
  await expect(page.getByLabel('Room Name')).toHaveValue('A room name far long');
  await page.getByLabel('Challenge Title').fill('Best hack');
  await page.getByRole('button', { name: 'Create Room', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A room name far long' })).toBeVisible();
  await expect(page.getByText('Voting open')).toBeVisible();
});

test('Copy Code copies the room code and shows Copied! for a moment', async ({ users }) => {
  const { room } = await roomWith([]);
  const admin = await users.open('desktop', {
    storage: adminStorage(room),
    contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
  });
  await admin.page.goto('/admin');
  await expect(admin.page.getByTestId('room-code')).toHaveText(formatRoomCode(room.code));
  await admin.page.getByRole('button', { name: 'Copy Code' }).click();
  await expect(admin.page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await admin.page.evaluate(() => navigator.clipboard.readText())).toBe(room.code);
  await expect(admin.page.getByRole('button', { name: 'Copy Code' })).toBeVisible({
    timeout: 5_000,
  });
  await expect(admin.page.getByText('No contestants yet. Add the first one')).toBeVisible();
});

test('Add Contestant: validation, Adding..., a pasted image, Cancel', async ({ users }) => {
  const { room } = await roomWith([]);
  const admin = await users.open('desktop', { storage: adminStorage(room) });
  const { page } = admin;
  await page.goto('/admin');
  await page.getByRole('button', { name: '+ Add Contestant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Contestant' });
  await dialog.getByRole('button', { name: 'Add Contestant' }).click();
  await expect(dialog.getByText('Contestant name is required.')).toBeVisible();
  await expect(dialog.getByText('Short description is required.')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill('Snap Shot');
  await dialog.getByLabel('Short Description').fill('Screenshots into slide decks.');
  await dialog.getByLabel(/Demo URL/).fill('not a url');
  await dialog.getByRole('button', { name: 'Add Contestant' }).click();
  await expect(dialog.getByText('Demo URL must be a valid http(s) URL.')).toBeVisible();
  await dialog.getByLabel(/Demo URL/).fill('');

  // Paste an image from the clipboard into the image field.
  await dialog.getByLabel(/Image URL/).evaluate(async (input) => {
    const canvas = document.createElement('canvas');
    canvas.width = 80;
    canvas.height = 60;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#7c3aed';
      context.fillRect(0, 0, 80, 60);
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    const data = new DataTransfer();
    if (blob) data.items.add(new File([blob], 'shot.png', { type: 'image/png' }));
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(dialog.getByText('Inline image')).toBeVisible();
  await expect(dialog.getByLabel(/Image URL/)).toHaveValue('Pasted image');

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/rooms/${room.roomId}/contestants`, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Add Contestant' }).click();
  await expect(dialog.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  release();
  await expect(dialog).toBeHidden();
  const card = contestantsSection(page).getByRole('article', { name: 'Snap Shot' });
  await expect(card.getByRole('img', { name: 'Snap Shot' })).toBeVisible();
  await expect
    .poll(() => card.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(80);

  // Click the image to enlarge it; Escape closes the enlarged view.
  await card.getByRole('button', { name: 'Enlarge image of Snap Shot' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Snap Shot' });
  await expect(lightbox.getByRole('img', { name: 'Snap Shot' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);

  // Cancel closes without adding; the form starts afresh next time.
  await page.getByRole('button', { name: '+ Add Contestant' }).click();
  await dialog.getByLabel('Name').fill('Never Added');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: '+ Add Contestant' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(contestantsSection(page).getByRole('article')).toHaveCount(1);
});

test('Finish Voting with no votes: both confirmations, and declining keeps voting open', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals', 'Vibe Check']);
  await api.join(room.code, 'Watcher');
  const admin = await users.open('desktop', { storage: adminStorage(room) });
  const { page } = admin;
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Remove Watcher' })).toBeVisible();
  const finish = page.getByRole('button', { name: 'Finish Voting and Show Results' });
  const first = 'Are you sure you want to finish voting?\n\nNo votes have been cast yet.';

  admin.expectDialog('confirm', first, false);
  await finish.click();
  await expect.poll(() => admin.dialogs.length).toBe(1);
  admin.expectDialog('confirm', first);
  admin.expectDialog('confirm', LOCK_WARNING, false);
  await finish.click();
  await expect.poll(() => admin.dialogs.length).toBe(3);
  await expect(finish).toBeEnabled();
  await expect(page.getByText('Voting open')).toBeVisible();
  expect((await api.activity(room)).totals.contestants).toBe(2);

  admin.expectDialog('confirm', first);
  admin.expectDialog('confirm', LOCK_WARNING);
  await finish.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Final Results' })).toBeVisible();
  await expect(page.getByText('No votes were cast.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pixel Pals' })).toContainText('0 points');
  await expect(finish).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});
