import type { Page } from '@playwright/test';
import { screenLink } from '#client/lib/screen-link.ts';
import type { Language } from '#shared/languages.ts';
import {
  type AdminRoom,
  adminStorage,
  api,
  client,
  participantStorage,
  roomWith,
} from './support/api.ts';
import { expect, test } from './support/users.ts';

/** Whether the page speaks `language`: its `lang`, and its direction. */
async function expectSpeaks(page: Page, language: Language): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', language);
  await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/** A screen link of the room, made by its organiser. */
async function makeScreenLink(room: AdminRoom): Promise<string> {
  const made = await client.screens.create(room.roomId, room.adminToken, { name: 'Hall' });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return screenLink('', room.roomId, made.body.screenToken);
}

test("the big screen speaks the room's language, which the organiser changes on the dashboard", async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals', 'Vibe Check'], 'Lang Hack', 'Best in any tongue');
  const organiser = await users.open('desktop', { storage: adminStorage(room) });
  await organiser.page.goto('/admin');
  const presenter = await users.open('projector', { storage: adminStorage(room) });
  await presenter.page.goto('/present');
  const screen = await users.open('projector', { label: 'screen link' });
  await screen.page.goto(await makeScreenLink(room));
  const bigScreens = [presenter.page, screen.page];
  for (const page of bigScreens) {
    await expect(page.getByRole('heading', { name: 'Best in any tongue' })).toBeVisible();
    await expectSpeaks(page, 'en');
  }

  const language = organiser.page.getByRole('combobox', { name: 'Room language' });
  await expect(language).toHaveValue('en');
  await language.selectOption('de');
  for (const page of bigScreens) {
    await expectSpeaks(page, 'de');
    // Drawn again in the room's language: the room itself is still there.
    await expect(page.getByRole('heading', { name: 'Best in any tongue' })).toBeVisible();
  }
  // The dashboard speaks the organiser's own language, not the room's.
  await expectSpeaks(organiser.page, 'en');
  await expect(language).toHaveValue('de');

  await language.selectOption('ar');
  for (const page of bigScreens) await expectSpeaks(page, 'ar');
  await expect(language).toHaveValue('ar');

  // A big screen opened afterwards, or reloaded, speaks it from the start.
  await presenter.page.reload();
  await expectSpeaks(presenter.page, 'ar');
  await expect(presenter.page.getByRole('heading', { name: 'Best in any tongue' })).toBeVisible();
  // Voting ended, the organiser may still change it: the reveal shows in it.
  await api.finish(room);
  await organiser.page.reload();
  await organiser.page.getByRole('combobox', { name: 'Room language' }).selectOption('fr');
  for (const page of bigScreens) await expectSpeaks(page, 'fr');
});

test("a room is created in its organiser's language", async ({ users }) => {
  const organiser = await users.open('desktop', { contextOptions: { locale: 'pt-BR' } });
  const { page } = organiser;
  await page.goto('/admin');
  await expectSpeaks(page, 'pt-BR');
  // Found by role and order, not by their words: the page speaks Portuguese.
  const fields = page.locator('form').getByRole('textbox');
  await fields.nth(0).fill('Noite Hack');
  await fields.nth(1).fill('Melhor app');
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/rooms'),
  );
  await fields.nth(1).press('Enter');
  const answer = (await (await created).json()) as { room: { language: string } };
  expect(answer.room.language).toBe('pt-BR');
});

test("a phone whose browser speaks none of ours speaks the room's language; others keep theirs", async ({
  users,
}) => {
  const { room } = await roomWith(['Pixel Pals', 'Vibe Check'], 'Lang Vote', 'Best vibe');
  await api.setRoomLanguage(room, 'de');

  const italian = await users.open('phone', {
    storage: participantStorage(await api.join(room.code, 'Ada')),
    contextOptions: { locale: 'it-IT' },
  });
  await italian.page.goto('/vote');
  await expectSpeaks(italian.page, 'de');

  const french = await users.open('phone', {
    storage: participantStorage(await api.join(room.code, 'Bea')),
    contextOptions: { locale: 'fr-FR' },
  });
  await french.page.goto('/vote');
  await expectSpeaks(french.page, 'fr');

  // The public results page, for a phone of no language of ours: the room's.
  const visitor = await users.open('phone', { contextOptions: { locale: 'it-IT' } });
  await visitor.page.goto(`/results/${room.code}`);
  await expectSpeaks(visitor.page, 'de');
  // Home, away from any room, stays English.
  const home = await users.open('phone', { contextOptions: { locale: 'it-IT' } });
  await home.page.goto('/');
  await expectSpeaks(home.page, 'en');
});
