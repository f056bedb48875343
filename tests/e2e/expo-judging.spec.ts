import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { Award, Contestant } from '#shared/api.ts';
import type { Judging } from '#shared/expo.ts';
import { type AdminRoom, adminStorage, client, roomWith } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test, type Users } from './support/users.ts';

const SCREENSHOTS = 'test-results/expo-judging';
const NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];
const EXPO = 'Expo Floor';
/** What each judge saw on the floor, and what they found away from its table. */
const WALKS: Record<string, { seen: string[]; absent: string[] }> = {
  Ada: { seen: ['Alpha', 'Bravo', 'Charlie', 'Delta'], absent: ['Golf'] },
  Grace: { seen: ['Bravo', 'Charlie', 'Delta', 'Echo'], absent: ['Golf'] },
  Linus: { seen: ['Alpha', 'Bravo', 'Foxtrot'], absent: [] },
};

function judgingPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Judging', exact: true });
}

function awardsSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Awards', exact: true });
}

/** Add award → Judged at an expo, with its projects per judge; judges only vote in it. */
async function addExpoAward(page: Page, phone: Page): Promise<void> {
  await awardsSection(page).getByRole('button', { name: 'Add award' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add award' });
  await dialog.getByLabel('Award name').fill(EXPO);
  await expect(dialog.getByRole('radio', { name: 'Top three on every phone' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Judged at an expo' }).check();
  await expect(dialog.getByRole('radio', { name: 'Judges only' })).toBeChecked();
  for (const other of ['Everyone', 'Audience only', 'Judges and audience']) {
    await expect(dialog.getByRole('radio', { name: other, exact: true })).toBeDisabled();
  }
  const size = dialog.getByLabel('Projects per judge');
  await expect(size).toHaveValue('10');
  await size.fill('31');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Projects per judge must be a whole number from 2 to 30.'),
  ).toBeVisible();
  await expect(size).toBeFocused();
  await size.fill('6');
  await expectNoAxeViolations(page, 'Add award, judged at an expo');
  await page.screenshot({ path: `${SCREENSHOTS}/award-dialog-expo-1280x800.png` });

  // The same dialog on a phone.
  await awardsSection(phone).getByRole('button', { name: 'Add award' }).click();
  const small = phone.getByRole('dialog', { name: 'Add award' });
  await small.getByRole('radio', { name: 'Judged at an expo' }).check();
  await expect(small.getByLabel('Projects per judge')).toBeVisible();
  await phone.screenshot({ path: `${SCREENSHOTS}/award-dialog-expo-390x844.png` });
  await expectNoAxeViolations(phone, 'Add award on a phone, judged at an expo');
  await small.getByRole('button', { name: 'Cancel' }).click();

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = awardsSection(page).getByRole('listitem').filter({ hasText: EXPO });
  await expect(row).toContainText('Expo · 6 per judge');
}

/** Invite judge on the dashboard: the judge's secret, from the link shown once. */
async function inviteJudge(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Invite judge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite judge' });
  await dialog.getByLabel('Judge name').fill(name);
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  const step = page.getByRole('dialog', { name: `Link for ${name}` });
  const link = await step.getByRole('textbox', { name: 'Judge link' }).inputValue();
  await step.getByRole('button', { name: 'Done' }).click();
  await expect(step).toBeHidden();
  const secret = new URLSearchParams(new URL(link).hash.slice(1)).get('judge') ?? '';
  return decodeURIComponent(secret.slice(secret.indexOf('.') + 1));
}

/** A judge walks the floor through the API, as their phone does. */
async function walk(
  room: AdminRoom,
  token: string,
  award: Award,
  ids: Map<string, string>,
  name: string,
) {
  const { seen, absent } = WALKS[name] ?? { seen: [], absent: [] };
  for (const [project, status] of [
    ...seen.map((p) => [p, 'seen'] as const),
    ...absent.map((p) => [p, 'absent'] as const),
  ]) {
    const walked = await client.judging.walk(room.roomId, token, award.id, ids.get(project) ?? '', {
      status,
    });
    expect(walked.status, `${name} at ${project}: ${JSON.stringify(walked.body)}`).toBe(200);
  }
}

async function judgingOf(room: AdminRoom, award: Award): Promise<Judging> {
  const read = await client.judging.view(room.roomId, room.adminToken, award.id);
  expect(read.status).toBe(200);
  return read.body;
}

/** Scrolls the page so that the region's top is at the top of the window. */
async function scrollToTop(region: Locator): Promise<void> {
  await region.evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

/** The organiser's dashboard at another size, for its screenshot of the judging panel. */
async function screenshotAt(users: Users, room: AdminRoom, state: string) {
  const projector = await users.open('projector', { storage: adminStorage(room) });
  await projector.page.goto('/admin');
  await expect(
    judgingPanel(projector.page).getByRole('region', { name: 'Jury order' }).locator('tbody tr'),
  ).toHaveCount(NAMES.length);
  await scrollToTop(judgingPanel(projector.page));
  await projector.page.screenshot({ path: `${SCREENSHOTS}/judging-${state}-1920x1080.png` });
  await projector.context.close();
}

/** The panel right to left, in Arabic: its parts mirror, its figures stay as they are. */
async function screenshotInArabic(users: Users, room: AdminRoom) {
  const arabic = await users.open('desktop', {
    storage: { ...adminStorage(room), viberank_language: 'ar' },
    label: 'organiser in Arabic',
  });
  await arabic.page.goto('/admin');
  const panel = arabic.page.getByRole('region', { name: 'التحكيم', exact: true });
  await expect(
    panel.getByRole('region', { name: 'ترتيب لجنة التحكيم' }).locator('tbody tr'),
  ).toHaveCount(NAMES.length);
  await expect(arabic.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await panel.screenshot({ path: `${SCREENSHOTS}/judging-panel-closed-ar-1280x800.png` });
  await arabic.context.close();
}

test('an expo judged on the floor: the organiser follows judges live, closes judging and sends the top 5 to a stage vote', async ({
  users,
}) => {
  test.slow();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const { room, contestants } = await roomWith(NAMES, 'Expo Night');
  const ids = new Map(contestants.map((c: Contestant) => [c.name, c.id]));
  const nameOf = new Map(contestants.map((c: Contestant) => [c.id, c.name]));
  const admin = await users.open('desktop', { storage: adminStorage(room), label: 'organiser' });
  const phone = await users.open('phone', {
    storage: adminStorage(room),
    label: 'organiser phone',
  });
  const { page } = admin;
  await page.goto('/admin');
  await phone.page.goto('/admin');

  // No expo yet: no Judging panel.
  await expect(awardsSection(page).getByRole('listitem')).toHaveCount(1);
  await expect(judgingPanel(page)).toHaveCount(0);
  await addExpoAward(page, phone.page);
  const award = (await client.awards.list(room.roomId, room.adminToken)).body.awards.find(
    (a) => a.name === EXPO,
  );
  if (!award) throw new Error('the expo award was not saved');
  expect(award.expo).toEqual({ routeSize: 6, judgingClosed: false });

  const panel = judgingPanel(page);
  await expect(panel.getByRole('heading', { name: EXPO })).toBeVisible();
  await expect(
    panel.getByText('8 projects have no table: number them for the routes.'),
  ).toBeVisible();
  await expect(panel.getByText('No judges yet: invite judges to walk the expo.')).toBeVisible();
  await expectNoAxeViolations(page, 'Judging, before the expo');
  // Number tables: 1 to 8 in the projects' order. The note goes at once.
  await page.getByRole('button', { name: 'Number tables' }).click();
  const numbering = page.getByRole('dialog', { name: 'Number tables' });
  await numbering.getByRole('button', { name: 'Number tables' }).click();
  await expect(numbering).toBeHidden();
  await expect(panel.getByText(/have no table/)).toHaveCount(0);

  const tokens: Record<string, string> = {};
  for (const name of Object.keys(WALKS)) tokens[name] = await inviteJudge(page, name);
  const progress = panel.getByRole('region', { name: "Judges' progress" }).getByRole('listitem');
  await expect(progress).toHaveCount(3);
  await expect(progress.filter({ hasText: 'Ada' })).toContainText('0 of 6 seen, not ranked yet');

  // The judges walk the floor: the dashboard follows each stop.
  for (const name of Object.keys(WALKS)) await walk(room, tokens[name] ?? '', award, ids, name);
  await expect(progress.filter({ hasText: 'Ada' })).toContainText('4 of 6 seen, not ranked yet');
  await expect(progress.filter({ hasText: 'Ada' })).toContainText('Reported 1 project absent');
  await expect(progress.filter({ hasText: 'Linus' })).toContainText('3 of 6 seen, not ranked yet');
  const seen = panel.getByRole('region', { name: 'Projects seen' });
  const figure = (key: string) => seen.locator(`[data-coverage="${key}"] .expo-coverage__count`);
  await expect(figure('none')).toHaveText('2');
  await expect(figure('one')).toHaveText('2');
  await expect(figure('two')).toHaveText('3');
  await expect(figure('more')).toHaveText('1');
  const absent = panel.getByRole('region', { name: 'Reported absent' });
  await expect(absent.getByRole('listitem')).toHaveText([
    'Table 7 — Golf: reported absent by 2 judges Routes skip it until a judge sees it.',
  ]);
  expect((await judgingOf(room, award)).coverage).toEqual({ none: 2, one: 2, two: 3, more: 1 });

  // Each ranks all they saw.
  for (const [name, { seen: saw }] of Object.entries(WALKS)) {
    const ranked = await client.judging.rank(room.roomId, tokens[name], award.id, {
      contestantIds: saw.map((project) => ids.get(project)),
    });
    expect(ranked.status, JSON.stringify(ranked.body)).toBe(200);
  }
  await expect(progress.filter({ hasText: 'Grace' })).toContainText('4 of 6 seen, ranked');

  // With rankings in it, the expo cannot become a top three: the dialog says why and stays open.
  await awardsSection(page)
    .getByRole('button', { name: `Edit award ${EXPO}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit award' });
  await expect(edit.getByRole('radio', { name: 'Judged at an expo' })).toBeChecked();
  await expect(edit.getByLabel('Projects per judge')).toHaveValue('6');
  await edit.getByRole('radio', { name: 'Top three on every phone' }).check();
  await expect(edit.getByRole('radio', { name: 'Everyone' })).toBeEnabled();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toHaveText(
    "This award already has ballots: the way it is voted can't change.",
  );
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  await expectNoAxeViolations(page, 'Judging, judges walking');
  await scrollToTop(panel);
  await page.screenshot({ path: `${SCREENSHOTS}/judging-open-1280x800.png` });
  await panel.screenshot({ path: `${SCREENSHOTS}/judging-panel-open-1280x800.png` });
  await screenshotAt(users, room, 'open');

  // Close judging, asked first.
  await panel.getByRole('button', { name: 'Close judging' }).click();
  const confirm = page.getByRole('dialog', { name: `Close judging in ${EXPO}?` });
  await expectNoAxeViolations(page, 'Close judging?');
  await confirm.getByRole('button', { name: 'Close judging' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByText('Judging closed')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Reopen judging' })).toBeFocused();
  await expect(panel.getByText('Final: judging has closed.')).toBeVisible();

  // The jury order, as the server keeps it, each project flagged when seen by fewer than 2 judges.
  const judging = await judgingOf(room, award);
  expect(judging.judgingClosed).toBe(true);
  const rows = panel.getByRole('region', { name: 'Jury order' }).locator('tbody tr');
  await expect(rows).toHaveCount(NAMES.length);
  await expect(rows.locator('th')).toHaveText(
    judging.juryOrder.map(
      (s) => `${nameOf.get(s.contestantId)}${s.judges < 2 ? 'Seen by fewer than 2 judges' : ''}`,
    ),
  );
  await expect(rows.locator('td.expo-jury__table-number')).toHaveText(
    judging.juryOrder.map((s) => String(NAMES.indexOf(nameOf.get(s.contestantId) ?? '') + 1)),
  );
  await expect(rows.locator('td.expo-jury__place')).toHaveText(
    judging.juryOrder.map((s) => `#${s.rank}`),
  );

  // A name another award has is refused in words; then the top 5 go to a new audience award.
  const finalists = panel.getByRole('form', { name: 'Stage vote' });
  await expect(finalists.getByLabel('Finalists')).toHaveValue('5');
  await expect(finalists.getByLabel('Award name')).toHaveValue('Stage vote');
  await expect(finalists.getByRole('radio', { name: 'Audience only' })).toBeChecked();
  await finalists.getByLabel('Award name').fill('overall');
  await finalists.getByRole('button', { name: 'Send the top 5 to the stage vote' }).click();
  await expect(finalists.getByRole('alert')).toHaveText(
    'Another award of this room already has that name.',
  );
  await finalists.getByLabel('Award name').fill('Stage vote');
  await expectNoAxeViolations(page, 'Judging closed, the stage vote');
  await scrollToTop(panel);
  await page.screenshot({ path: `${SCREENSHOTS}/judging-closed-1280x800.png` });
  await panel.screenshot({ path: `${SCREENSHOTS}/judging-panel-closed-1280x800.png` });
  await screenshotAt(users, room, 'closed');
  await screenshotInArabic(users, room);
  const onPhone = judgingPanel(phone.page);
  await expect(onPhone.getByRole('form', { name: 'Stage vote' })).toBeVisible();
  await onPhone.screenshot({ path: `${SCREENSHOTS}/judging-panel-closed-390x844.png` });
  await finalists.getByRole('button', { name: 'Send the top 5 to the stage vote' }).click();
  await expect(finalists.getByRole('status')).toHaveText(
    'The top 5 went to Stage vote: phones can vote in it now.',
  );

  const stage = awardsSection(page).getByRole('listitem').filter({ hasText: 'Stage vote' });
  await expect(stage).toContainText('5 contestants');
  await expect(stage).toContainText('Audience only');
  const saved = (await client.awards.list(room.roomId, room.adminToken)).body.awards.find(
    (a) => a.name === 'Stage vote',
  );
  expect(saved?.voters).toBe('audience');
  expect(saved?.contestantIds).toEqual(judging.juryOrder.slice(0, 5).map((s) => s.contestantId));
  // The next stage vote would get a name of its own.
  await expect(finalists.getByLabel('Award name')).toHaveValue('Stage vote 2');

  // The big screen shows none of it.
  const presenter = await users.open('projector', {
    storage: adminStorage(room),
    label: 'presenter',
  });
  await presenter.page.goto('/present');
  await expect(presenter.page.getByTestId('presenter-room-code')).toBeVisible();
  const shown = (await presenter.page.locator('body').innerText()).toLowerCase();
  for (const word of ['judging', 'jury order', "judges' progress", 'reported absent', 'golf']) {
    expect(shown, `the presenter shows "${word}"`).not.toContain(word);
  }
});
