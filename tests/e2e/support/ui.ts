import { expect, type Locator, type Page } from '@playwright/test';
import { normaliseRoomCode } from '#shared/room-code.ts';

export const STORAGE = {
  adminRoom: 'viberank_admin_room',
  adminToken: 'viberank_admin_token',
  participantSession: 'viberank_participant_session',
} as const;

export function chip(page: Page, name: string): Locator {
  return page.locator(`[data-testid="contestant-chip"][data-contestant-name="${name}"]`);
}

/**
 * The chip's handle: what a person grabs or focuses. Focusable from the first
 * paint; the drag and drop, once loaded, makes it its own role="button".
 */
export function chipHandle(page: Page, name: string): Locator {
  return chip(page, name).locator('.chip-handle');
}

export function list(page: Page, which: 'ranked' | 'available'): Locator {
  return page.getByTestId(`${which}-list`);
}

/** Contestant names in a list, top to bottom. */
export async function namesIn(page: Page, which: 'ranked' | 'available'): Promise<string[]> {
  return list(page, which)
    .getByTestId('contestant-chip')
    .evaluateAll((chips) => chips.map((el) => el.getAttribute('data-contestant-name') ?? ''));
}

export async function expectLists(
  page: Page,
  expected: { ranked?: string[]; available?: string[] },
): Promise<void> {
  if (expected.ranked) {
    await expect.poll(() => namesIn(page, 'ranked')).toEqual(expected.ranked);
  }
  if (expected.available) {
    await expect.poll(() => namesIn(page, 'available')).toEqual(expected.available);
  }
}

export async function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/** Homepage → Create a Room → the dashboard. Returns the room code. */
export async function createRoomViaUi(page: Page, name: string, title: string): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create a Room' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Room Name').fill(name);
  await page.getByLabel('Challenge Title').fill(title);
  await page.getByRole('button', { name: 'Create Room', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  // Shown grouped for reading aloud (ABCDE-FGHIJ); the plain code is what a voter's phone sends.
  const shown = (await page.getByTestId('room-code').textContent()) ?? '';
  expect(shown.trim()).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
  const code = normaliseRoomCode(shown);
  expect(code).toMatch(/^[A-Z0-9]{10}$/);
  return code;
}

/** The admin dashboard's Contestants section. */
export function contestantsSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Contestants', exact: true });
}

export type ContestantFields = { name: string; blurb: string; imageUrl?: string; demoUrl?: string };

/** The Add Contestant dialog, filled and saved; waits for it to close and the card to show. */
export async function addContestantViaUi(page: Page, fields: ContestantFields): Promise<void> {
  await page.getByRole('button', { name: '+ Add Contestant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Contestant' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill(fields.name);
  await dialog.getByLabel('Short Description').fill(fields.blurb);
  if (fields.imageUrl) await dialog.getByLabel(/Image URL/).fill(fields.imageUrl);
  if (fields.demoUrl) await dialog.getByLabel(/Demo URL/).fill(fields.demoUrl);
  await dialog.getByRole('button', { name: 'Add Contestant' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    contestantsSection(page).getByRole('heading', { level: 3, name: fields.name }),
  ).toBeVisible();
}

/** Homepage → Join as Voter → the voting view. */
export async function joinViaUi(page: Page, code: string, name: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Join as Voter' }).click();
  await expect(page).toHaveURL(/\/join$/);
  await page.getByLabel('Room Code').fill(code);
  await page.getByLabel('Your Name').fill(name);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText(`Voting as ${name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/vote$/);
}

export function submitButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(Submit Vote|Vote Submitted!)$/ });
}

/** Submit Vote → Vote Submitted! (disabled), the Voted badge and Reset Vote. */
export async function submitVote(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await expect(page.getByRole('button', { name: 'Vote Submitted!' })).toBeDisabled();
  await expect(page.getByText('✓ Voted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Vote' })).toBeVisible();
}

/** The one-tap alternative to dragging: the + button on an available chip. */
export async function rankWithButton(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Add ${name} to Your Rankings` }).click();
  await expect(list(page, 'ranked').locator(`[data-contestant-name="${name}"]`)).toBeVisible();
}
