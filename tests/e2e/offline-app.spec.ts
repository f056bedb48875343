import { countBallotSubmits } from '../../scripts/launch/ballot-submits.ts';
import { adminStorage, api, participantStorage, roomWith } from './support/api.ts';
import { list, rankWithButton } from './support/ui.ts';
import { expect, test } from './support/users.ts';

const OFFLINE = "You're offline — your vote will be sent when you're back online.";
/** A pasted image: the server keeps it and serves it at an address of its own. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A Pixel-class phone that lets the offline web app in. */
const PHONE = {
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  serviceWorkers: 'allow' as const,
};

test('a phone that opened the room once reloads it without a network, and its offline vote is sent once', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals', 'Vibe Check', 'Code Canvas'], 'Offline Hack');
  const session = await api.join(room.code, 'Rowan');
  const phone = await users.open('phone', {
    storage: participantStorage(session),
    contextOptions: PHONE,
  });
  phone.allowConsoleErrors(
    /ERR_INTERNET_DISCONNECTED/,
    /WebSocket connection to .* failed/,
    /Failed to load resource/,
  );
  const { page } = phone;
  await page.goto('/vote');
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  await expect(page.getByText('Voting as Rowan')).toBeVisible();
  // The worker registers once the page is idle, then takes the page over.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  // A contestant added now is seen through the worker, image and all.
  await api.addContestant(room, 'Drum Bot', 'Beats', { imageUrl: PIXEL });
  const image = page.locator('[data-contestant-name="Drum Bot"] img').first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await rankWithButton(page, 'Vibe Check');

  await phone.context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Offline Hack' })).toBeVisible();
  await expect(page.getByText('Voting as Rowan')).toBeVisible();
  await expect(list(page, 'ranked').locator('[data-contestant-name="Vibe Check"]')).toBeVisible();
  await expect(page.getByText('You have unsent changes')).toBeVisible();
  await expect(
    list(page, 'available').locator('[data-contestant-name="Code Canvas"]'),
  ).toBeVisible();
  // Images load as they come into view. The list may draw its cards again as
  // the page settles, so the scroll is retried on the card that is there.
  await expect(async () => {
    await image.scrollIntoViewIfNeeded({ timeout: 2_000 });
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  }).toPass({ timeout: 10_000 });

  const delivered = countBallotSubmits(page);
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await phone.context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Vote Submitted!' })).toBeDisabled();

  const organiser = await users.open('desktop', { storage: adminStorage(room) });
  await organiser.page.goto('/admin');
  await expect(organiser.page.locator('.activity-item')).toHaveCount(1);
  const { recentBallots } = await api.activity(room);
  expect(recentBallots.map((ballot) => ballot.participantName)).toEqual(['Rowan']);
  expect(delivered()).toBe(1);
});
