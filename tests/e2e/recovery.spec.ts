import { adminStorage, api, participantStorage, roomWith } from './support/api.ts';
import { expect, test } from './support/users.ts';
import { breakFirstSnapshot, RENDER_ERROR_LOG } from './support/wire.ts';

test('a view that fails to render shows the recovery screen, logs once, and Reload recovers', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals', 'Vibe Check'], 'Fault Night');
  const session = await api.join(room.code, 'Robin');
  const phone = await users.open('phone', { storage: participantStorage(session) });
  phone.allowConsoleErrors(RENDER_ERROR_LOG);
  const logged: string[] = [];
  phone.page.on('console', (message) => {
    if (message.type() === 'error' && RENDER_ERROR_LOG.test(message.text())) {
      logged.push(message.text());
    }
  });
  await breakFirstSnapshot(phone.page);

  await phone.page.goto('/vote');
  await expect(
    phone.page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeVisible();
  await expect(phone.page.getByText('VibeRank could not show this screen.')).toBeVisible();
  await expect(phone.page.getByText('Voting Active')).toHaveCount(0);
  expect(logged).toHaveLength(1);

  // The next snapshot arrives intact: Reload brings the voting view back.
  await phone.page.getByRole('button', { name: 'Reload' }).click();
  await expect(phone.page.getByText('Voting as Robin')).toBeVisible();
  await expect(phone.page.getByTestId('contestant-chip')).toHaveCount(2);
  expect(logged).toHaveLength(1);
});

test("the organiser's dashboard recovers the same way", async ({ users }) => {
  const { room } = await roomWith(['Pixel Pals'], 'Fault Desk');
  const admin = await users.open('desktop', { storage: adminStorage(room) });
  admin.allowConsoleErrors(RENDER_ERROR_LOG);
  await breakFirstSnapshot(admin.page);
  await admin.page.goto('/admin');
  await expect(
    admin.page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeVisible();
  await admin.page.getByRole('button', { name: 'Reload' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Fault Desk' })).toBeVisible();
  await expect(admin.page).toHaveURL(/\/admin$/);
});
