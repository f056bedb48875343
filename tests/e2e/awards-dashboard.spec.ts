import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { Award } from '#shared/api.ts';
import { type AdminRoom, adminStorage, api, client, roomWith } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { type Device, expect, test } from './support/users.ts';

const SCREENSHOTS = 'test-results/awards-dashboard';

function awardsSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Awards', exact: true });
}

/** The award rows' names, in the order shown. */
function awardNames(page: Page): Locator {
  return awardsSection(page).locator('.award-row__name');
}

function awardRow(page: Page, name: string): Locator {
  return awardsSection(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

async function addAward(room: AdminRoom, name: string, contestantIds: string[] | null = null) {
  const added = await client.awards.add(room.roomId, room.adminToken, { name, contestantIds });
  expect(added.status, `add award ${name}`).toBe(201);
  return added.body.award;
}

async function awardsOf(room: AdminRoom): Promise<Award[]> {
  return (await client.awards.list(room.roomId, room.adminToken)).body.awards;
}

test('the organiser adds, edits, moves and removes awards, and the last one stays', async ({
  users,
}) => {
  // axe three times, on a shared machine.
  test.slow();
  const { room, contestants } = await roomWith(
    ['Alpha', 'Bravo', 'Charlie', 'Delta'],
    'Prize Night',
  );
  const pia = await api.join(room.code, 'Pia');
  await api.join(room.code, 'Quinn');
  await api.join(room.code, 'Rory');
  const { page } = await users.open('desktop', { storage: adminStorage(room) });
  await page.goto('/admin');

  // A new room holds one award, Overall, open to all; it cannot be removed.
  const section = awardsSection(page);
  await expect(awardNames(page)).toHaveText(['Overall']);
  await expect(awardRow(page, 'Overall')).toContainText('All 4 contestants');
  await expect(awardRow(page, 'Overall')).toContainText('0 of 3 voted');
  await expect(section.getByRole('button', { name: 'Edit award Overall' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Remove award Overall' })).toHaveCount(0);

  // Add award, open to chosen contestants.
  await section.getByRole('button', { name: 'Add award' }).click();
  const add = page.getByRole('dialog', { name: 'Add award' });
  await expect(add.getByLabel('Award name')).toBeFocused();
  await expect(add.getByRole('radio', { name: 'All contestants' })).toBeChecked();
  await add.getByRole('radio', { name: 'Chosen contestants' }).check();
  await expect(add.getByRole('checkbox')).toHaveCount(4);
  await expectNoAxeViolations(page, 'add award dialog');
  // Saving with nothing says what is missing, and stays open.
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Award name is required.')).toBeVisible();
  await expect(add.getByText('Choose at least one contestant.')).toBeVisible();
  await add.getByLabel('Award name').fill('Best Design');
  await add.getByRole('checkbox', { name: 'Alpha' }).check();
  await add.getByRole('checkbox', { name: 'Charlie' }).check();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(awardNames(page)).toHaveText(['Overall', 'Best Design']);
  await expect(awardRow(page, 'Best Design')).toContainText('2 contestants');
  await expect(awardRow(page, 'Best Design')).toContainText('0 of 3 voted');

  // Turnout per award, live.
  const design = (await awardsOf(room)).find((award) => award.name === 'Best Design');
  const alpha = contestants[0]?.id ?? '';
  expect(design).toBeDefined();
  await client.rank(room.roomId, pia.participantToken, [alpha], design?.id);
  await expect(awardRow(page, 'Best Design')).toContainText('1 of 3 voted');
  await expect(awardRow(page, 'Overall')).toContainText('0 of 3 voted');

  // Edit: the dialog comes filled in.
  await section.getByRole('button', { name: 'Edit award Best Design' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit award' });
  await expect(edit.getByLabel('Award name')).toHaveValue('Best Design');
  await expect(edit.getByRole('radio', { name: 'Chosen contestants' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Alpha' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Bravo' })).not.toBeChecked();
  await edit.getByLabel('Award name').fill('Best UX');
  await edit.getByRole('checkbox', { name: 'Bravo' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(awardNames(page)).toHaveText(['Overall', 'Best UX']);
  await expect(awardRow(page, 'Best UX')).toContainText('3 contestants');

  // Move: the keyboard stays on the award that moved.
  await section.getByRole('button', { name: 'Move award Best UX up' }).click();
  await expect(awardNames(page)).toHaveText(['Best UX', 'Overall']);
  await expect(section.getByRole('button', { name: 'Move award Best UX down' })).toBeFocused();
  await expect
    .poll(async () => (await awardsOf(room)).map((a) => a.name))
    .toEqual(['Best UX', 'Overall']);

  // A name another award has (in any case) is refused, in the dialog.
  await section.getByRole('button', { name: 'Add award' }).click();
  await add.getByLabel('Award name').fill('overall');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByRole('alert')).toHaveText(
    'Another award of this room already has that name.',
  );
  await expect(add).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();
  await expect(awardNames(page)).toHaveText(['Best UX', 'Overall']);

  // Remove asks first; its ballots go with it; the last award has no Remove.
  await section.getByRole('button', { name: 'Remove award Best UX' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Best UX?' });
  await expect(confirm).toContainText('every ballot cast in it');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, 'remove award confirmation');
  await confirm.getByRole('button', { name: 'Remove award' }).click();
  await expect(confirm).toBeHidden();
  await expect(awardNames(page)).toHaveText(['Overall']);
  await expect(section.getByRole('button', { name: /^Remove award/ })).toHaveCount(0);
  await expect(section.getByRole('button', { name: /^Move award/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'awards section');

  // Once voting has ended, awards cannot change: the list stays, the buttons go.
  await api.finish(room);
  await expect(section.getByRole('button', { name: 'Add award' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Edit award Overall' })).toHaveCount(0);
  await expect(awardRow(page, 'Overall')).toContainText('All 4 contestants');
});

test('a room of 150 contestants and 5 awards keeps the dashboard short, and the dialog usable', async ({
  users,
}) => {
  test.slow();
  const names = Array.from({ length: 150 }, (_, i) => `Project ${String(i + 1).padStart(3, '0')}`);
  const { room, contestants } = await roomWith(names, 'Big Awards');
  const ids = contestants.map((c) => c.id);
  await addAward(room, 'Best Design', ids.slice(0, 40));
  await addAward(room, "People's Choice");
  await addAward(room, 'Best Hardware', ids.slice(100, 112));
  await addAward(room, 'Rookie Team', ids.slice(20, 95));

  const { page } = await users.open('desktop', { storage: adminStorage(room) });
  await page.goto('/admin');
  await expect(awardNames(page)).toHaveCount(5);
  await expect(page.getByTestId('contestant-rows').getByRole('listitem')).toHaveCount(150);
  const size = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
    elements: document.getElementsByTagName('*').length,
  }));
  test.info().annotations.push({
    type: 'dashboard',
    description: `${size.height} px tall, ${size.elements} elements`,
  });
  expect(size.height).toBeLessThanOrEqual(3 * size.screen);
  expect(size.elements).toBeLessThanOrEqual(3000);

  // 150 checkboxes scroll inside the dialog; Save stays in view.
  await awardsSection(page).getByRole('button', { name: 'Edit award Best Hardware' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit award' });
  const boxes = edit.getByRole('checkbox');
  await expect(boxes).toHaveCount(150);
  await expect(edit.getByRole('checkbox', { checked: true })).toHaveCount(12);
  const list = edit.getByRole('list', { name: 'Contestants' });
  expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await edit.getByRole('checkbox', { name: 'Project 150' }).check();
  await expect(edit.getByRole('button', { name: 'Save' })).toBeInViewport();
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/award-dialog-150-desktop.png` });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(awardRow(page, 'Best Hardware')).toContainText('13 contestants');
});

for (const device of ['desktop', 'phone'] as const satisfies readonly Device[]) {
  test(`the awards section and dialog at ${device} size, for the screenshots`, async ({
    users,
  }) => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const { room, contestants } = await roomWith(
      ['Pixel Pals', 'Vibe Check', 'Code Canvas', 'Drum Bot', 'Plant Pal', 'Night Owl'],
      'Friday Hack Night',
    );
    const ids = contestants.map((c) => c.id);
    const design = await addAward(room, 'Best Design', ids.slice(0, 3));
    await addAward(room, "People's Choice — the whole hall votes");
    const cai = await api.join(room.code, 'Cai');
    await api.join(room.code, 'Dana');
    await api.vote(cai, [ids[1] ?? '']);
    await client.rank(room.roomId, cai.participantToken, [ids[0] ?? ''], design.id);

    const { page } = await users.open(device, {
      storage: adminStorage(room),
      contextOptions: { reducedMotion: 'reduce' },
    });
    await page.goto('/admin');
    const section = awardsSection(page);
    await expect(awardRow(page, 'Best Design')).toContainText('1 of 2 voted');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SCREENSHOTS}/awards-section-${device}.png` });
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-${device}.png`, fullPage: true });

    await section.getByRole('button', { name: 'Edit award Best Design' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit award' });
    await expect(edit.getByRole('checkbox')).toHaveCount(6);
    await page.screenshot({ path: `${SCREENSHOTS}/award-dialog-${device}.png` });
    await expectNoAxeViolations(page, `edit award dialog at ${device} size`);
  });
}
