import type { Locator, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/launch/chromium.ts';
import { type AdminRoom, adminStorage, api, participantStorage, roomWith } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BASE_URL } from './support/server-address.ts';
import { expect, test, type User, type Users } from './support/users.ts';

/**
 * A venue: the server reached at a LAN address over plain http, which is no
 * secure context, so the browser offers no Clipboard API and no share sheet.
 * venue.test stands for that address; the browser resolves it to loopback.
 */
const VENUE = `http://venue.test:${new URL(BASE_URL).port}`;

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP venue.test 127.0.0.1'],
  },
});

type Copying = 'works' | 'refused';

/**
 * Someone at the venue address, with `storage` in its localStorage. Every
 * copy the page makes is recorded (what was selected when it happened);
 * with 'refused', execCommand('copy') does nothing, as in browsers that
 * allow it no more.
 */
async function atVenue(
  users: Users,
  device: 'phone' | 'desktop',
  storage: Record<string, string>,
  copying: Copying,
): Promise<User> {
  const user = await users.open(device, {
    contextOptions: {
      baseURL: VENUE,
      storageState: {
        cookies: [],
        origins: [
          {
            origin: VENUE,
            localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })),
          },
        ],
      },
    },
  });
  await user.context.addInitScript((mode: Copying) => {
    const copies: string[] = [];
    Object.defineProperty(window, '__copies', { value: copies });
    window.addEventListener(
      'copy',
      () => {
        const field = document.activeElement;
        copies.push(
          field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement
            ? field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)
            : String(document.getSelection()),
        );
      },
      true,
    );
    if (mode === 'refused') Document.prototype.execCommand = () => false;
  }, copying);
  return user;
}

function copies(page: Page): Promise<string[]> {
  return page.evaluate(() => Reflect.get(window, '__copies') as string[]);
}

/** The page is no secure context: nothing here could copy the modern way. */
async function expectInsecure(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => ({
      secure: window.isSecureContext,
      clipboard: 'clipboard' in navigator,
      share: 'share' in navigator,
    })),
  ).toEqual({ secure: false, clipboard: false, share: false });
}

/**
 * The dialog for copying by hand: `text` in its field, focused and wholly
 * selected, the hint, no axe violation; Close gives the focus back to `opener`.
 */
async function expectCopyByHand(
  page: Page,
  opener: Locator,
  { title, label, text }: { title: string; label: string; text: string },
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox', { name: label });
  await expect(field).toHaveValue(text);
  await expect(field).toBeFocused();
  await expect(field).toHaveJSProperty('selectionStart', 0);
  await expect(field).toHaveJSProperty('selectionEnd', text.length);
  await expect(dialog.getByText('Press and hold to copy')).toBeVisible();
  await expectNoAxeViolations(page, `${title} dialog`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await copies(page)).toEqual([]);
}

/** A phone that voted in a room whose voting has ended: its results view. */
async function phoneOnResults(users: Users, copying: Copying): Promise<Page> {
  const { room, contestants } = await roomWith(['Pixel Pals', 'Vibe Check'], 'Venue Room');
  const participant = await api.join(room.code, 'Ana');
  await api.vote(
    participant,
    contestants.map((contestant) => contestant.id),
  );
  await api.finish(room);
  const { page } = await atVenue(users, 'phone', participantStorage(participant), copying);
  await page.goto('/vote');
  await expect(page.getByRole('heading', { level: 1, name: 'Final Results' })).toBeVisible();
  await expectInsecure(page);
  return page;
}

async function adminOnDashboard(
  users: Users,
  copying: Copying,
): Promise<{ room: AdminRoom; page: Page }> {
  const { room } = await roomWith(['Pixel Pals'], 'Venue Room');
  const { page } = await atVenue(users, 'desktop', adminStorage(room), copying);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Venue Room' })).toBeVisible();
  await expectInsecure(page);
  return { room, page };
}

test.describe('at a plain-http venue address', () => {
  test('Share Results on a phone copies the results and the link, and says Copied!', async ({
    users,
  }) => {
    const page = await phoneOnResults(users, 'works');
    await page.getByRole('button', { name: 'Share Results' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const [copied, ...more] = await copies(page);
    expect(more).toEqual([]);
    expect(copied).toMatch(/^🏆 .+ won the Best vibe-coded app coding challenge with \d+ points?!/);
    expect(copied?.endsWith(` ${page.url()}`)).toBe(true);
    // Nothing left behind, and the focus is where it was.
    await expect(page.locator('textarea')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeFocused();
  });

  test('Share Results on a phone that cannot copy shows the link selected, to copy by hand', async ({
    users,
  }) => {
    const page = await phoneOnResults(users, 'refused');
    const share = page.getByRole('button', { name: 'Share Results' });
    await share.click();
    await expectCopyByHand(page, share, {
      title: 'Share the results',
      label: 'Link to the results',
      text: page.url(),
    });
    await expect(page.getByRole('button', { name: 'Copied!' })).toHaveCount(0);
  });

  test('Copy Code and Copy Link on the dashboard copy, and say so', async ({ users }) => {
    const { room, page } = await adminOnDashboard(users, 'works');
    await page.getByRole('button', { name: 'Copy Code' }).click();
    await expect(page.getByRole('button', { name: 'Copied!', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByRole('button', { name: 'Link copied!' })).toBeVisible();
    const joinUrl = await page.getByTestId('join-url').getAttribute('href');
    expect(await copies(page)).toEqual([room.code, joinUrl]);
  });

  test('Copy Code and Copy Link on a dashboard that cannot copy show them selected, to copy by hand', async ({
    users,
  }) => {
    const { room, page } = await adminOnDashboard(users, 'refused');
    const copyCode = page.getByRole('button', { name: 'Copy Code' });
    await copyCode.click();
    await expectCopyByHand(page, copyCode, {
      title: 'Copy the room code',
      label: 'Room code',
      text: room.code,
    });
    const copyLink = page.getByRole('button', { name: 'Copy Link' });
    await copyLink.click();
    const joinUrl = await page.getByTestId('join-url').getAttribute('href');
    await expectCopyByHand(page, copyLink, {
      title: 'Copy the join link',
      label: 'Join link',
      text: joinUrl ?? '',
    });
    await expect(page.getByRole('button', { name: /copied/i })).toHaveCount(0);
  });
});

test.describe('at a plain-http venue address, inside a dialog', () => {
  /** The owner's dashboard with the link step of an invitation open. */
  async function invitation(
    users: Users,
    copying: Copying,
  ): Promise<{ page: Page; step: Locator; link: string }> {
    const { page } = await adminOnDashboard(users, copying);
    await page
      .getByRole('region', { name: 'Organisers' })
      .getByRole('button', { name: 'Invite co-organiser' })
      .click();
    await page.getByLabel('Name (optional)').fill('Door laptop');
    await page.getByRole('button', { name: 'Create Link' }).click();
    const step = page.getByRole('dialog', { name: 'Link for Door laptop' });
    const link = await step.getByRole('textbox', { name: 'Organiser link' }).inputValue();
    return { page, step, link };
  }

  test('Copy Link of a co-organiser invitation copies from inside the open dialog', async ({
    users,
  }) => {
    const { page, step, link } = await invitation(users, 'works');
    await step.getByRole('button', { name: 'Copy Link' }).click();
    await expect(step.getByRole('button', { name: 'Copied!' })).toBeFocused();
    expect(await copies(page)).toEqual([link]);
  });

  test('Copy Link of a co-organiser invitation that cannot copy shows the link over that dialog', async ({
    users,
  }) => {
    const { page, step, link } = await invitation(users, 'refused');
    const copyLink = step.getByRole('button', { name: 'Copy Link' });
    await copyLink.click();
    await expectCopyByHand(page, copyLink, {
      title: 'Copy the organiser link',
      label: 'Organiser link',
      text: link,
    });
    await expect(step).toBeVisible();
  });
});
