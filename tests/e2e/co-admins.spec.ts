import type { Page } from '@playwright/test';
import type { InvitedAdmin } from '#shared/admins.ts';
import {
  type AdminRoom,
  adminStorage,
  api,
  client,
  participantStorage,
  roomWith,
} from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { readQrCode } from './support/qr.ts';
import { PUBLIC_URL } from './support/server-address.ts';
import { STORAGE, storageItem } from './support/ui.ts';
import { expect, test } from './support/users.ts';

const FINISH_CONFIRMATION = 'Are you sure you want to finish voting?';
const LOCK_WARNING =
  'This will lock voting, calculate the final results and end the session for everyone. This cannot be undone.';

/** The owner invites a co-organiser through the API, as the dashboard does. */
async function inviteAdmin(room: AdminRoom, name: string): Promise<InvitedAdmin> {
  const invited = await client.admins.invite(room.roomId, room.adminToken, { name });
  expect(invited.status).toBe(201);
  return invited.body;
}

function adminsPanel(page: Page) {
  return page.getByRole('region', { name: 'Organisers' });
}

function adminItem(page: Page, name: string) {
  return adminsPanel(page)
    .getByRole('list', { name: 'Organiser devices' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

test('the owner invites a co-organiser, whose device finishes voting; the log names it', async ({
  users,
}) => {
  const { room, contestants } = await roomWith(['Pixel Pals', 'Neon Notes'], 'Co Hack');
  const voter = await api.join(room.code, 'Ana');
  await api.vote(voter, [contestants[1]?.id ?? '', contestants[0]?.id ?? '']);
  const phone = await users.open('phone', { label: 'voter', storage: participantStorage(voter) });
  await phone.page.goto('/vote');
  await expect(phone.page.getByText('Voting Active')).toBeVisible();

  const owner = await users.open('desktop', { label: 'owner', storage: adminStorage(room) });
  await owner.page.goto('/admin');
  const ownerItem = adminItem(owner.page, 'Organiser');
  await expect(ownerItem).toContainText('Owner');
  await expect(ownerItem).toContainText('This device');

  // Invite: a name, then the link and its QR code, shown once.
  await adminsPanel(owner.page).getByRole('button', { name: 'Invite co-organiser' }).click();
  const invite = owner.page.getByRole('dialog', { name: 'Invite co-organiser' });
  await expect(invite.getByLabel('Name (optional)')).toBeVisible();
  await expectNoAxeViolations(owner.page, 'invite co-admin: name');
  await invite.getByLabel('Name (optional)').fill('Door laptop');
  await invite.getByRole('button', { name: 'Create Link' }).click();
  const linkStep = owner.page.getByRole('dialog', { name: 'Link for Door laptop' });
  await expect(linkStep.getByText('This link is shown only once.')).toBeVisible();
  const qr = linkStep.getByRole('img', { name: 'QR code of the organiser link for Door laptop' });
  await expect(qr).toHaveAttribute('data-qr-text', /.+/);
  const link = await linkStep.getByRole('textbox', { name: 'Organiser link' }).inputValue();
  expect(link.startsWith(`${PUBLIC_URL}/admin#admin=${room.roomId}.`)).toBe(true);
  expect(await readQrCode(qr)).toBe(link);
  await expectNoAxeViolations(owner.page, 'invite co-admin: link');
  await linkStep.getByRole('button', { name: 'Done' }).click();
  await expect(linkStep).toHaveCount(0);
  await expect(adminItem(owner.page, 'Door laptop')).toContainText('Co-organiser');

  // The link opens the dashboard on another device, and leaves the address bar.
  const co = await users.open('desktop', { label: 'co-organiser' });
  await co.page.goto(link);
  await expect(co.page.getByRole('heading', { level: 1, name: 'Co Hack' })).toBeVisible();
  await expect(co.page).toHaveURL(`${PUBLIC_URL}/admin`);
  expect(await storageItem(co.page, STORAGE.adminRoom)).toBe(room.roomId);
  const coItem = adminItem(co.page, 'Door laptop');
  await expect(coItem).toContainText('This device');
  await expect(adminItem(co.page, 'Organiser')).toContainText('Owner');
  // An invitation made elsewhere shows on every organiser device, live.
  await inviteAdmin(room, 'Back office');
  await expect(adminItem(co.page, 'Back office')).toContainText('Co-organiser');
  await expect(adminItem(owner.page, 'Back office')).toContainText('Co-organiser');
  // Co-organisers neither invite nor revoke.
  await expect(co.page.getByRole('button', { name: 'Invite co-organiser' })).toHaveCount(0);
  await expect(co.page.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

  co.expectDialog('confirm', FINISH_CONFIRMATION);
  co.expectDialog('confirm', LOCK_WARNING);
  await co.page.getByRole('button', { name: 'Finish Voting and Show Results' }).click();
  for (const page of [co.page, owner.page]) {
    await expect(page.getByRole('heading', { level: 2, name: 'Final Results' })).toBeVisible();
  }
  // The voter sees the results at once, Ana's first pick the winner.
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Final Results' })).toBeVisible();
  await expect(
    phone.page.getByRole('region', { name: 'Neon Notes', exact: true }).getByText('Winner'),
  ).toBeVisible();
  await expect(owner.page.getByTestId('admin-log')).toContainText('Door laptop finished voting');
  await expect(co.page.getByTestId('admin-log')).toContainText('Door laptop finished voting');
});

test('a revoked co-organiser is told on its open dashboard, sent home, and refused', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals'], 'Revoke Hack');
  const invited = await inviteAdmin(room, 'Third device');
  const secret = invited.adminToken;
  const coRoom: AdminRoom = { ...room, adminToken: secret };

  const co = await users.open('phone', { label: 'revoked', storage: adminStorage(coRoom) });
  await co.page.goto('/admin');
  await expect(adminItem(co.page, 'Third device')).toContainText('This device');

  // The owner tries the invitation in its own browser: it stays the owner.
  const owner = await users.open('desktop', { label: 'owner', storage: adminStorage(room) });
  await owner.page.goto(`/admin#admin=${room.roomId}.${secret}`);
  await expect(adminItem(owner.page, 'Organiser')).toContainText('This device');
  await expect(owner.page).toHaveURL(/\/admin$/);
  expect(await storageItem(owner.page, STORAGE.adminToken)).toBe(room.adminToken);
  const item = adminItem(owner.page, 'Third device');
  await item.getByRole('button', { name: 'Revoke' }).click();
  const confirm = owner.page.getByRole('dialog', { name: 'Revoke Third device?' });
  await expect(confirm).toContainText('loses access to this room at once');
  await expectNoAxeViolations(owner.page, 'revoke co-admin: confirmation');
  // Cancel changes nothing; Revoke revokes.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Revoke' }).click();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(item).toHaveCount(0);

  const notice = co.page.getByRole('heading', {
    name: 'Your organiser access to this room was revoked.',
  });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(co.page, 'revoked organiser notice');
  expect(await storageItem(co.page, STORAGE.adminRoom)).toBeNull();
  await co.page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(co.page.getByRole('heading', { level: 1, name: 'VibeRank' })).toBeVisible();

  const refused = await client.getRoom(room.roomId, secret);
  expect(refused.status).toBe(403);
  await expect(api.finish(coRoom)).rejects.toThrow(/403/);
});
