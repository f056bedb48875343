import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LOOPBACK_HINT } from '#server/http/public-address.ts';
import { formatRoomCode, ROOM_CODE_INPUT_MAX_LENGTH } from '#shared/room-code.ts';
import { type AdminRoom, adminStorage, api, roomWith } from './support/api.ts';
import { startLoopbackServer } from './support/dashboard-loopback-server.ts';
import { freezableLiveUpdates } from './support/dashboard-wire.ts';
import { readQrCode } from './support/qr.ts';
import { BASE_URL, PUBLIC_URL } from './support/server-address.ts';
import { type Device, expect, test } from './support/users.ts';
import { imagesLoaded } from './support/views.ts';

const SCREENSHOTS = 'test-results/screenshots';
const HOLD = 'Hold results for the reveal';
const PHONES_WAIT = 'Results will be revealed on the main screen';

/** The dashboard's QR code, by the accessible name every QR code of the product has. */
const qrCode = (page: Page) => page.getByRole('img', { name: /QR code/ });

test('the join link and QR code lead phones to the public address, with the code filled in', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals'], 'Hack Night');
  const admin = await users.open('desktop', {
    storage: adminStorage(room),
    contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
  });
  await admin.page.goto('/admin');
  // The organiser's browser is on 127.0.0.1; phones reach the server at PUBLIC_URL.
  expect(admin.page.url().startsWith(BASE_URL)).toBe(true);
  expect(PUBLIC_URL).not.toBe(BASE_URL);
  const joinUrl = `${PUBLIC_URL}/join?code=${room.code}`;

  const link = admin.page.getByTestId('join-url');
  await expect(link).toHaveAttribute('href', joinUrl);
  await expect(link).toHaveText(joinUrl.replace(/^http:\/\//, ''));
  const qr = qrCode(admin.page);
  await expect(qr).toHaveAttribute('data-qr-text', joinUrl);
  await expect(qr).toHaveAccessibleName('QR code to join Hack Night');
  await expect.poll(() => readQrCode(qr)).toBe(joinUrl);
  await expect(admin.page.getByText("Phones can't reach", { exact: false })).toHaveCount(0);

  // Grouped for reading aloud; Copy Code still copies the code itself.
  const grouped = formatRoomCode(room.code);
  expect(grouped).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  await expect(admin.page.getByTestId('room-code')).toHaveText(grouped);
  await admin.page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(admin.page.getByRole('button', { name: 'Link copied!' })).toBeVisible();
  expect(await admin.page.evaluate(() => navigator.clipboard.readText())).toBe(joinUrl);
  await admin.page.getByRole('button', { name: 'Copy Code' }).click();
  await expect(admin.page.getByRole('button', { name: 'Copied!', exact: true })).toBeVisible();
  expect(await admin.page.evaluate(() => navigator.clipboard.readText())).toBe(room.code);

  // A phone follows the link (a loopback address, like every address tests use).
  const phone = await users.open('phone', { label: 'phone' });
  await phone.page.goto(joinUrl);
  await expect(phone.page.getByLabel('Room Code')).toHaveValue(grouped);
  await phone.page.getByLabel('Your Name').fill('Scanner');
  await phone.page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(phone.page.getByText('Voting as Scanner', { exact: true })).toBeVisible();
  await expect(admin.page.getByTestId('voter-list')).toContainText('Scanner');
});

test('a server phones cannot reach says so beside the join link', async ({ users }) => {
  const server = await startLoopbackServer();
  try {
    const admin = await users.open('desktop');
    await admin.page.goto(`${server.url}/admin`);
    await admin.page.getByLabel('Room Name').fill('Local Only');
    await admin.page.getByLabel('Challenge Title').fill('Best offline app');
    await admin.page.getByRole('button', { name: 'Create Room', exact: true }).click();
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Local Only' })).toBeVisible();
    await expect(admin.page.getByRole('status').filter({ hasText: LOOPBACK_HINT })).toHaveText(
      LOOPBACK_HINT,
    );
    await expect(admin.page.getByTestId('join-url')).toHaveAttribute(
      'href',
      new RegExp(`^${server.url}/join\\?code=[A-Z0-9]{10}$`),
    );
    await admin.context.close();
  } finally {
    await server.close();
  }
});

test('the join form takes the code as it is read aloud: lower case, dashes, spaces', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals'], 'Spoken Room');
  const lower = room.code.toLowerCase();
  const { page } = await users.open('phone');
  await page.goto('/join');
  const code = page.getByLabel('Room Code');
  await expect(code).toHaveAttribute('maxlength', String(ROOM_CODE_INPUT_MAX_LENGTH));
  await code.fill(`${lower.slice(0, 5)} - ${lower.slice(5)}`);
  await expect(code).toHaveValue(`${room.code.slice(0, 5)} - ${room.code.slice(5)}`);
  await page.getByLabel('Your Name').fill('Robin');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spoken Room' })).toBeVisible();
  await expect(page.getByText('Voting as Robin', { exact: true })).toBeVisible();

  // A join link with the grouped, lower-case code fills the form with it grouped.
  const other = await users.open('phone', { label: 'link' });
  await other.page.goto(`/join?code=${lower.slice(0, 5)}-${lower.slice(5)}`);
  await expect(other.page.getByLabel('Room Code')).toHaveValue(formatRoomCode(room.code));
});

test('Hold results for the reveal: off by default, the same on every dashboard, locked at the end', async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals', 'Vibe Check'], 'Held Room');
  const first = await users.open('desktop', { label: 'dashboard', storage: adminStorage(room) });
  const second = await users.open('desktop', { label: 'second', storage: adminStorage(room) });
  const live = await freezableLiveUpdates(second.page);
  await first.page.goto('/admin');
  await second.page.goto('/admin');
  const hold = (page: Page) => page.getByRole('checkbox', { name: HOLD });

  await expect(hold(first.page)).not.toBeChecked();
  await expect(hold(second.page)).not.toBeChecked();
  await expect(hold(first.page)).toHaveAccessibleDescription(new RegExp(PHONES_WAIT));

  await hold(first.page).check();
  await expect(hold(first.page)).toBeChecked();
  await expect(hold(second.page)).toBeChecked();
  await hold(second.page).uncheck();
  await expect(hold(first.page)).not.toBeChecked();
  await hold(first.page).check();
  await expect(hold(second.page)).toBeChecked();
  await first.page.reload();
  await expect(hold(first.page)).toBeChecked();
  await expect(hold(first.page)).toBeEnabled();

  // Voting ends while the second dashboard hears nothing: the server refuses its change.
  live.freeze();
  await api.finish(room);
  await expect(first.page.getByText('Voting ended')).toBeVisible();
  await expect(hold(first.page)).toBeDisabled();
  await expect(hold(first.page)).toBeChecked();
  await expect(first.page.getByText(`Phones show “${PHONES_WAIT}”`)).toBeVisible();

  await expect(hold(second.page)).toBeEnabled();
  await hold(second.page).click();
  await expect(second.page.getByRole('alert')).toHaveText(
    'The results hold was not changed. Voting has ended: the results hold can no longer be changed.',
  );
  await expect(hold(second.page)).toBeChecked();
  await first.page.reload();
  await expect(hold(first.page)).toBeChecked();
  await expect(hold(first.page)).toBeDisabled();
});

test('the Activity list shows who voted and when; a ballot only after Show ballot', async ({
  users,
}) => {
  const { room, contestants } = await roomWith(
    ['Pixel Pals', 'Vibe Check', 'Code Canvas'],
    'Private Room',
  );
  const [pixel, vibe, canvas] = contestants;
  if (!pixel || !vibe || !canvas) throw new Error('contestants missing');
  const ana = await api.join(room.code, 'Ana');
  await api.vote(ana, [vibe.id, pixel.id]);
  const admin = await users.open('desktop', { storage: adminStorage(room) });
  await admin.page.goto('/admin');

  const panel = admin.page.getByRole('complementary', { name: 'Voters and Activity' });
  const entry = (name: string) =>
    admin.page.getByTestId('activity-list').getByRole('listitem').filter({ hasText: name });
  await expect(entry('Ana')).toContainText('just now');
  for (const contestant of contestants) {
    await expect(panel.getByText(contestant.name)).toHaveCount(0);
  }

  // A ballot that arrives live stays private too.
  const ben = await api.join(room.code, 'Ben');
  await api.vote(ben, [canvas.id]);
  await expect(entry('Ben')).toBeVisible();
  await expect(panel.getByText('Code Canvas')).toHaveCount(0);

  const show = entry('Ana').getByRole('button', { name: 'Show ballot' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(show).toHaveAccessibleDescription('Ana');
  await show.click();
  const hide = entry('Ana').getByRole('button', { name: 'Hide ballot' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(entry('Ana')).toContainText('1. Vibe Check  ·  2. Pixel Pals');
  await expect(entry('Ben')).not.toContainText('Code Canvas');
  await hide.click();
  await expect(panel.getByText('Vibe Check')).toHaveCount(0);
  await expect(entry('Ana').getByRole('button', { name: 'Show ballot' })).toBeVisible();
});

test('Present opens the presenter screen in a window of its own', async ({ users }) => {
  const { room } = await roomWith(['Pixel Pals'], 'Show Room');
  const admin = await users.open('desktop', { storage: adminStorage(room) });
  await admin.page.goto('/admin');
  const [presenter] = await Promise.all([
    admin.page.waitForEvent('popup'),
    admin.page.getByRole('button', { name: 'Present', exact: true }).click(),
  ]);
  await expect(presenter).toHaveURL(`${BASE_URL}/present`);
  expect(await presenter.evaluate(() => window.name)).toBe('viberank-presenter');
  // The same origin: the presenter finds the saved room and shows how to join it.
  await expect(qrCode(presenter)).toHaveAttribute(
    'data-qr-text',
    `${PUBLIC_URL}/join?code=${room.code}`,
  );
});

/** The dashboard of a room in full swing, for the screenshots. */
async function busyRoom() {
  const { room, contestants } = await roomWith(
    ['Pixel Pals', 'Vibe Check', 'Code Canvas', 'Drum Bot'],
    'Friday Hack Night',
  );
  const ids = contestants.map((c) => c.id);
  for (const [name, picks] of [
    ['Alexandra Montgomery-Smith', [ids[1], ids[2], ids[0]]],
    ['Ben', [ids[2], ids[1]]],
    ['Cai', [ids[0]]],
  ] as const) {
    const participant = await api.join(room.code, name);
    await api.vote(
      participant,
      picks.filter((id): id is string => id !== undefined),
    );
  }
  await api.join(room.code, 'Dana');
  return room;
}

let rooms: { open: AdminRoom; ended: AdminRoom } | undefined;

/** The two dashboards the size checks look at, made once for the three sizes. */
async function sizeCheckRooms(): Promise<{ open: AdminRoom; ended: AdminRoom }> {
  if (!rooms) {
    const ended = await busyRoom();
    await api.finish(ended);
    rooms = { open: await busyRoom(), ended };
  }
  return rooms;
}

for (const device of ['phone', 'desktop', 'projector'] as const satisfies readonly Device[]) {
  test(`the dashboard reads well, and passes axe, at ${device} size`, async ({ users }) => {
    // Two full dashboards, each screenshotted and checked by axe.
    test.slow();
    mkdirSync(SCREENSHOTS, { recursive: true });
    const found: string[] = [];
    const { open, ended } = await sizeCheckRooms();
    for (const [state, room] of [
      ['open', open],
      ['ended', ended],
    ] as const) {
      const user = await users.open(device, {
        label: `${state} ${device}`,
        storage: adminStorage(room),
        contextOptions: { reducedMotion: 'reduce' },
      });
      const { page } = user;
      await page.goto('/admin');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Friday Hack Night' }),
      ).toBeVisible();
      if (state === 'open') {
        await expect(qrCode(page)).toHaveAttribute('data-qr-text', /^http:\/\/127\.0\.0\.2:/);
      } else {
        // Nobody can join an ended room: the code stays, the join link and QR code go.
        await expect(page.getByRole('heading', { level: 2, name: 'Final Results' })).toBeVisible();
        await expect(qrCode(page)).toHaveCount(0);
        await expect(page.getByTestId('join-url')).toHaveCount(0);
        await expect(page.getByTestId('room-code')).toHaveText(formatRoomCode(room.code));
      }
      const activity = page.getByTestId('activity-list').getByRole('listitem');
      await expect(activity).toHaveCount(3);
      await activity.first().getByRole('button', { name: 'Show ballot' }).click();
      await imagesLoaded(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${state} at ${device} size scrolls sideways`).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
      await page.screenshot({
        path: `${SCREENSHOTS}/dashboard-${state}-${device}.png`,
        fullPage: true,
      });
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      for (const violation of violations) {
        const nodes = violation.nodes.map((node) => node.target.join(' ')).join(', ');
        found.push(`${state}: ${violation.id} ${nodes}`);
      }
      await user.context.close();
    }
    expect(found).toEqual([]);
  });
}
