import type { Page } from '@playwright/test';
import { adminStorage, api, roomWith } from './support/api.ts';
import { STORAGE, storageItem } from './support/ui.ts';
import { expect, test } from './support/users.ts';

/** The homepage, shown with nothing else: no alert, no admin view. */
async function expectHomepage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'VibeRank' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create a Room' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

async function expectAdminRoomForgotten(page: Page): Promise<void> {
  expect(await storageItem(page, STORAGE.adminRoom)).toBeNull();
  expect(await storageItem(page, STORAGE.adminToken)).toBeNull();
}

const UNKNOWN_ROOM = '00000000-0000-4000-8000-000000000000';

test.describe('a saved admin room that cannot be restored is removed, silently', () => {
  test('a room id no room has (a room that no longer exists)', async ({ users }) => {
    const { page } = await users.open('desktop', {
      storage: { [STORAGE.adminRoom]: UNKNOWN_ROOM, [STORAGE.adminToken]: 'stale-token' },
    });
    await page.goto('/');
    await expectHomepage(page);
    await expectAdminRoomForgotten(page);
  });

  test('an id that is not a room id at all', async ({ users }) => {
    const { page } = await users.open('desktop', {
      storage: { [STORAGE.adminRoom]: 'not-a-room', [STORAGE.adminToken]: 'stale-token' },
    });
    await page.goto('/');
    await expectHomepage(page);
    await expectAdminRoomForgotten(page);
  });

  test('a real room with no admin token saved beside it', async ({ users }) => {
    const { room } = await roomWith(['Pixel Pals'], 'Tokenless Room');
    const { page } = await users.open('desktop', { storage: { [STORAGE.adminRoom]: room.roomId } });
    await page.goto('/');
    await expectHomepage(page);
    await expectAdminRoomForgotten(page);
    // The room itself is untouched: its admin still has it.
    expect((await api.activity(room)).totals.contestants).toBe(1);
  });

  test("a real room that refuses the saved token (another room's admin token)", async ({
    users,
  }) => {
    const { room } = await roomWith([], 'Mine');
    const { room: other } = await roomWith([], 'Theirs');
    const { page } = await users.open('desktop', {
      storage: { [STORAGE.adminRoom]: room.roomId, [STORAGE.adminToken]: other.adminToken },
    });
    await page.goto('/');
    await expectHomepage(page);
    await expectAdminRoomForgotten(page);
  });
});

test.describe('a saved admin room is kept when the server cannot say', () => {
  test('the server is unreachable for the room read', async ({ users }) => {
    const { room } = await roomWith(['Pixel Pals'], 'Flaky Wifi');
    const admin = await users.open('desktop', { storage: adminStorage(room) });
    admin.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
    await admin.page.route(`**/api/rooms/${room.roomId}`, (route) =>
      route.abort('internetdisconnected'),
    );
    await admin.page.goto('/');
    // The dashboard opens over the live connection, and the room is still saved.
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Flaky Wifi' })).toBeVisible();
    expect(await storageItem(admin.page, STORAGE.adminRoom)).toBe(room.roomId);
    expect(await storageItem(admin.page, STORAGE.adminToken)).toBe(room.adminToken);
  });

  test('the server fails on its side (5xx)', async ({ users }) => {
    const { room } = await roomWith(['Pixel Pals'], 'Busy Server');
    const admin = await users.open('desktop', { storage: adminStorage(room) });
    admin.allowConsoleErrors(/status of 503/);
    await admin.page.route(`**/api/rooms/${room.roomId}`, (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'internal', message: 'Room not found.' } },
      }),
    );
    await admin.page.goto('/');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Busy Server' })).toBeVisible();
    expect(await storageItem(admin.page, STORAGE.adminRoom)).toBe(room.roomId);
    expect(await storageItem(admin.page, STORAGE.adminToken)).toBe(room.adminToken);
  });
});

test("a participant's token saved as the admin's opens no dashboard", async ({ users }) => {
  const { room } = await roomWith(['Pixel Pals'], 'Not Yours');
  const participant = await api.join(room.code, 'Robin');
  const { page } = await users.open('desktop', {
    storage: {
      [STORAGE.adminRoom]: room.roomId,
      [STORAGE.adminToken]: participant.participantToken,
    },
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This room is no longer available' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish Voting and Show Results' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expectHomepage(page);
  await expectAdminRoomForgotten(page);
});
