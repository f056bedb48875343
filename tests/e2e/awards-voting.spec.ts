import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Contestant } from '#shared/api.ts';
import { type AdminRoom, api, client, participantStorage, roomWith } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectLists, rankWithButton, submitVote } from './support/ui.ts';
import { expect, test } from './support/users.ts';

const SCREENSHOTS = 'test-results/awards-voting';
const NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];

/** The organiser's award call, through the API: the award as saved. */
async function saved<B>(answer: Promise<{ status: number; body: B }>): Promise<B> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`award call -> ${status}: ${JSON.stringify(body)}`);
  return body;
}

function idsOf(contestants: Contestant[], ...names: string[]): string[] {
  return names.map((name) => contestants.find((c) => c.name === name)?.id ?? '');
}

/** The room's first award ("Overall", open to all) renamed, and Best Design open to three. */
async function roomOfTwoAwards() {
  const { room, contestants } = await roomWith(NAMES, 'Awards Night');
  const { awards } = await saved(client.awards.list(room.roomId, room.adminToken));
  const overall = awards[0]?.id ?? '';
  const design = await saved(
    client.awards.add(room.roomId, room.adminToken, {
      name: 'Best Design',
      contestantIds: idsOf(contestants, 'Charlie', 'Alpha', 'Bravo'),
    }),
  );
  return { room, contestants, overall, design: design.award.id };
}

function tab(page: Page, name: string) {
  return page.getByRole('tablist', { name: 'Awards' }).getByRole('tab', { name });
}

async function expectOpenTab(page: Page, name: string): Promise<void> {
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name })).toBeVisible();
}

async function renameAward(room: AdminRoom, awardId: string, name: string, ids: string[] | null) {
  await saved(
    client.awards.update(room.roomId, room.adminToken, awardId, { name, contestantIds: ids }),
  );
}

test('a phone votes in each award in turn, comes back to its tab, and hears of its award’s changes', async ({
  users,
}) => {
  test.slow();
  const { room, contestants, overall, design } = await roomOfTwoAwards();
  const session = await api.join(room.code, 'Robin');
  const { page } = await users.open('phone', { storage: participantStorage(session) });
  await page.goto('/vote');

  await expect(page.getByRole('tablist', { name: 'Awards' }).getByRole('tab')).toHaveText([
    'Overall',
    'Best Design',
  ]);
  await expect(page.getByText('Voted in 0 of 2 awards')).toBeVisible();
  await expectOpenTab(page, 'Overall');
  await expectLists(page, { ranked: [], available: NAMES });
  // A rename reaches the phone live.
  await renameAward(room, overall, 'Best Overall', null);
  await expect(tab(page, 'Best Overall')).toBeVisible();
  await expectNoAxeViolations(page, 'award tabs, nothing voted');

  await rankWithButton(page, 'Delta');
  await rankWithButton(page, 'Alpha');
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  // The next award not yet voted in opens by itself, its tab taking the keyboard.
  await expectOpenTab(page, 'Best Design');
  await expect(tab(page, 'Best Design')).toBeFocused();
  await expect(tab(page, 'Best Overall')).toHaveAccessibleName('Best Overall Voted');
  await expect(page.getByText('Voted in 1 of 2 awards')).toBeVisible();
  await expectLists(page, { ranked: [], available: ['Alpha', 'Bravo', 'Charlie'] });

  await rankWithButton(page, 'Bravo');
  await rankWithButton(page, 'Alpha');
  await submitVote(page);
  await expectOpenTab(page, 'Best Design');
  await expect(page.getByText('Voted in 2 of 2 awards')).toBeVisible();
  await expectNoAxeViolations(page, 'award tabs, every award voted');

  const own = await saved(client.getBallot(room.roomId, session.participantToken));
  const ranked = (awardId: string) =>
    own.ballots
      .find((ballot) => ballot.awardId === awardId)
      ?.rankings.map((entry) => entry.contestantId);
  expect(ranked(overall)).toEqual(idsOf(contestants, 'Delta', 'Alpha'));
  expect(ranked(design)).toEqual(idsOf(contestants, 'Bravo', 'Alpha'));

  // A reload comes back to the tab that was open, with both ballots.
  await page.reload();
  await expectOpenTab(page, 'Best Design');
  await expectLists(page, { ranked: ['Bravo', 'Alpha'], available: ['Charlie'] });
  await expect(page.getByRole('button', { name: 'Vote Submitted!' })).toBeDisabled();
  await tab(page, 'Best Design').focus();
  await page.keyboard.press('ArrowLeft');
  await expectOpenTab(page, 'Best Overall');
  await expect(tab(page, 'Best Overall')).toBeFocused();
  await expectLists(page, { ranked: ['Delta', 'Alpha'], available: ['Bravo', 'Charlie', 'Echo'] });
  await page.keyboard.press('End');
  await expectOpenTab(page, 'Best Design');

  // The organiser takes a contestant this ballot ranked out of Best Design.
  await renameAward(room, design, 'Best Design', idsOf(contestants, 'Alpha', 'Charlie'));
  await expect(page.getByRole('status').filter({ hasText: 'was removed' })).toHaveText(
    /^Best Design: Bravo was removed by the organiser; your ballot now ranks Alpha\./,
  );
  await expectLists(page, { ranked: ['Alpha'], available: ['Charlie'] });
  await expect(page.getByText('Voted in 2 of 2 awards')).toBeVisible();
  await expectNoAxeViolations(page, 'award tabs with a ballot notice');

  // The other award's ballot is untouched.
  await tab(page, 'Best Overall').click();
  await expectLists(page, { ranked: ['Delta', 'Alpha'] });
});

test('a draft in each award survives a reload, and a new award arrives live', async ({ users }) => {
  test.slow();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const { room, contestants } = await roomOfTwoAwards();
  const session = await api.join(room.code, 'Sam');
  const phone = await users.open('phone', { storage: participantStorage(session) });
  const { page } = phone;
  await page.goto('/vote');
  await rankWithButton(page, 'Echo');
  await tab(page, 'Best Design').click();
  await expectLists(page, { ranked: [], available: ['Alpha', 'Bravo', 'Charlie'] });
  await rankWithButton(page, 'Charlie');

  await saved(
    client.awards.add(room.roomId, room.adminToken, {
      name: "People's Choice",
      contestantIds: idsOf(contestants, 'Alpha', 'Delta', 'Echo'),
    }),
  );
  await expect(page.getByRole('tablist', { name: 'Awards' }).getByRole('tab')).toHaveText([
    'Overall',
    'Best Design',
    "People's Choice",
  ]);
  await expect(page.getByText('Voted in 0 of 3 awards')).toBeVisible();
  await expectLists(page, { ranked: ['Charlie'] });

  await page.reload();
  await expectOpenTab(page, 'Best Design');
  await expectLists(page, { ranked: ['Charlie'], available: ['Alpha', 'Bravo'] });
  await expect(page.getByText('You have unsent changes')).toBeVisible();
  await tab(page, 'Overall').click();
  await expectLists(page, { ranked: ['Echo'] });
  await page.getByRole('button', { name: 'Submit Vote' }).click();
  await expectOpenTab(page, 'Best Design');
  await expect(page.getByText('Voted in 1 of 3 awards')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/voting-3-awards-390x844.png`, fullPage: true });
  await expectNoAxeViolations(page, 'three award tabs');

  const desktop = await users.open('desktop', { storage: participantStorage(session) });
  await desktop.page.goto('/vote');
  // Another device keeps no tab of its own yet: the first opens, with the ballot sent from the phone.
  await expectOpenTab(desktop.page, 'Overall');
  await expectLists(desktop.page, { ranked: ['Echo'] });
  await tab(desktop.page, 'Best Design').click();
  await expectOpenTab(desktop.page, 'Best Design');
  await rankWithButton(desktop.page, 'Bravo');
  await desktop.page.screenshot({
    path: `${SCREENSHOTS}/voting-3-awards-1280x800.png`,
    fullPage: true,
  });
});
