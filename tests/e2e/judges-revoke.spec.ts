import { adminStorage, api, client } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { PUBLIC_URL } from './support/server-address.ts';
import { expect, test } from './support/users.ts';

test('revoking a judge sends their phone home at once, and their link opens nothing after', async ({
  users,
}) => {
  const room = await api.createRoom('Jury Night', 'Best of the weekend');
  for (const name of ['Alpha', 'Bravo']) await api.addContestant(room, name, `${name} app`);
  const invited = await client.judges.invite(room.roomId, room.adminToken, { name: 'Ada' });
  expect(invited.status).toBe(201);
  const link = `${PUBLIC_URL}/judge#judge=${room.roomId}.${invited.body.judgeToken}`;

  const ada = await users.open('phone', { label: 'Ada' });
  await ada.page.goto(link);
  await expect(ada.page.getByText('Voting as Ada')).toBeVisible();
  await ada.page.getByRole('button', { name: 'Add Bravo to Your Rankings' }).click();
  await ada.page.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(ada.page.getByRole('button', { name: 'Vote Submitted!' })).toBeDisabled();

  const admin = await users.open('desktop', { label: 'organiser', storage: adminStorage(room) });
  await admin.page.goto('/admin');
  const panel = admin.page.getByRole('region', { name: 'Judges' });
  await expect(panel).toContainText('Voted in 1 of 1 award');
  await expect(admin.page.getByTestId('judge-turnout')).toHaveText('1/1');
  await panel.getByRole('button', { name: 'Revoke judge Ada' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Revoke judge Ada?' });
  await expect(dialog).toContainText('Their ballots are deleted');
  await expectNoAxeViolations(admin.page, 'Revoke judge');
  await dialog.getByRole('button', { name: 'Revoke judge' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText('No judges yet.');

  // The phone is told and goes home; the link opens nothing any more.
  await expect(ada.page.getByText('Your judge link was revoked.')).toBeVisible();
  await expect(ada.page).toHaveURL(/\/$/);
  await expectNoAxeViolations(ada.page, 'a revoked judge, home');
  await ada.page.goto(link);
  await expect(
    ada.page.getByRole('heading', {
      name: 'This judge link no longer opens the room. Ask the organiser for a new one.',
    }),
  ).toBeVisible();
  const log = (await client.admins.log(room.roomId, room.adminToken)).body.entries;
  expect(log.map((entry) => entry.action).slice(0, 2)).toEqual(['revoke_judge', 'invite_judge']);
  await expect(admin.page.getByTestId('admin-log')).toContainText('revoked judge Ada');
});
