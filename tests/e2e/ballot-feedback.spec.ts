import type { Locator, Page } from '@playwright/test';
import { adminStorage, api, participantStorage, roomWith } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { rankWithButton, STORAGE, storageItem, submitVote } from './support/ui.ts';
import { type Device, expect, test, type User } from './support/users.ts';

const NAMES = ['Pixel Pals', 'Vibe Check', 'Code Canvas', 'Drum Bot'];
const PROXY_FAILURE = 'Request failed (502).';
const BANNER = 'Reconnecting… your changes are safe.';
const NOT_COUNTED = 'Voting ended before your ballot arrived, so it was not counted.';
const ROOM_ENDED = 'This room has ended and is no longer accepting votes.';

/** Chromium logs the failed requests and socket of an outage as console errors. */
function expectOutage(user: User): void {
  user.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/, /WebSocket connection to .* failed/);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

/** Whether two elements' boxes on screen share any area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [await box(a), await box(b)];
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

/**
 * Holds what the server sends the page over its realtime socket while
 * `hold` is on, and passes it on when it is released: a phone whose socket
 * lags behind the server by a moment.
 */
async function laggingSocket(page: Page) {
  let held: (() => void)[] | null = null;
  await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (held) held.push(() => socket.send(message));
      else socket.send(message);
    });
  });
  return {
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const send of waiting) send();
    },
  };
}

for (const device of ['phone', 'desktop'] as const satisfies readonly Device[]) {
  test(`the offline notice never covers Submit Vote (${device})`, async ({ users }) => {
    const { room } = await roomWith(NAMES);
    const session = await api.join(room.code, 'Wren');
    const voter = await users.open(device, { storage: participantStorage(session) });
    expectOutage(voter);
    await voter.page.goto('/vote');
    await rankWithButton(voter.page, 'Vibe Check');
    const submit = voter.page.getByRole('button', { name: 'Submit Vote' });

    await voter.context.setOffline(true);
    const banner = voter.page.getByRole('status').filter({ hasText: BANNER });
    await expect(banner).toBeVisible();
    await expect(submit).toBeInViewport();
    expect(await overlap(banner, submit)).toBe(false);
    // Scrolled to the top of a long page too: the sticky bar carries both.
    await voter.page.evaluate(() => window.scrollTo(0, 0));
    expect(await overlap(banner, submit)).toBe(false);
    await voter.context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });
}

test('a failed Submit Vote alerts, then keeps its message in focus until the next try', async ({
  users,
}) => {
  const { room } = await roomWith(NAMES);
  const session = await api.join(room.code, 'Wren');
  const voter = await users.open('phone', { storage: participantStorage(session) });
  const { page } = voter;
  await page.goto('/vote');
  await rankWithButton(page, 'Vibe Check');

  // A proxy in front of the server fails the request: the server never saw it.
  const ballotUrl = /\/api\/rooms\/[^/]+\/ballot$/;
  await page.route(ballotUrl, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 502, body: 'Bad Gateway' })
      : route.fallback(),
  );
  voter.allowConsoleErrors(/502 \(Bad Gateway\)/);
  const message = `Failed to submit vote: ${PROXY_FAILURE}`;
  voter.expectDialog('alert', message);
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  const error = page.getByRole('alert').filter({ hasText: message });
  await expect(error).toHaveText(message);
  await expect(error).toBeFocused();
  await expect(page.getByText('✓ Voted')).toHaveCount(0);
  await expectNoAxeViolations(page, 'failed submit at phone size');

  await page.unroute(ballotUrl);
  await submitVote(page);
  await expect(error).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Voting Active' })).toBeFocused();

  // Reset Vote: the keyboard goes back to the status, which says to rank again.
  await page.getByRole('button', { name: 'Reset Vote' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Voting Active' });
  await expect(status).toContainText('drag or tap + to rank');
  await expect(status).toBeFocused();
});

test('a participant the organiser removes is told so at home, and the room is forgotten', async ({
  users,
}) => {
  const { room } = await roomWith(NAMES);
  const session = await api.join(room.code, 'Robin');
  const voter = await users.open('phone', { storage: participantStorage(session) });
  await voter.page.goto('/vote');
  await rankWithButton(voter.page, 'Drum Bot');
  await submitVote(voter.page);

  const adminUser = await users.open('desktop', { storage: adminStorage(room) });
  await adminUser.page.goto('/admin');
  adminUser.expectDialog(
    'confirm',
    'Remove Robin from the room? Their ballot will be deleted. This cannot be undone.',
  );
  await adminUser.page.getByRole('button', { name: 'Remove Robin' }).click();

  const notice = voter.page.getByRole('alert');
  await expect(
    notice.getByRole('heading', { name: 'The organiser removed you from this room.' }),
  ).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(voter.page).toHaveURL(/\/$/);
  await expect(voter.page.getByRole('button', { name: 'Join as Voter' })).toBeVisible();
  expect(await storageItem(voter.page, STORAGE.participantSession)).toBeNull();
  await expectNoAxeViolations(voter.page, 'removed participant notice at phone size');
  expect((await api.activity(room)).totals).toMatchObject({ participants: 0, ballots: 0 });

  // The notice was for that moment: a reload is a plain homepage.
  await voter.page.reload();
  await expect(voter.page.getByRole('heading', { level: 1, name: 'VibeRank' })).toBeVisible();
  await expect(voter.page.getByRole('alert')).toHaveCount(0);
});

test('a ballot that reaches the server after voting ended is said not to be counted', async ({
  users,
}) => {
  const { room } = await roomWith(NAMES, 'Late Room');
  const session = await api.join(room.code, 'Tess');
  const voter = await users.open('phone', { storage: participantStorage(session) });
  const { page } = voter;
  const socket = await laggingSocket(page);
  await page.goto('/vote');
  await rankWithButton(page, 'Code Canvas');
  await rankWithButton(page, 'Pixel Pals');

  // The organiser finishes while the phone has not heard yet; then it submits.
  socket.hold();
  await api.finish(room);
  voter.expectDialog('alert', `Failed to submit vote: ${ROOM_ENDED}`);
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  const notice = page.getByRole('alert').filter({ hasText: NOT_COUNTED });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();

  // The room's news arrives: the results, with the notice still above them.
  socket.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Final Results' })).toBeVisible();
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(page.getByText('Your 1st pick')).toHaveCount(0);
  await expectNoAxeViolations(page, 'ballot not counted at phone size');
  expect((await api.activity(room)).totals.ballots).toBe(0);
});
