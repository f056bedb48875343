import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { type RoomExport, roomExport } from '#shared/room-export.ts';
import { csvTables } from '../support/csv-tables.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { type ExpectedScore, expectFinalResults } from './support/results.ts';
import {
  chip,
  contestantsSection,
  createRoomViaUi,
  joinViaUi,
  rankWithButton,
  submitVote,
} from './support/ui.ts';
import { expect, test } from './support/users.ts';

const FORMULA = '=1+1';

/** Three good rows (one named like a formula), a row without a name, a row with a bad link. */
const CONTESTANTS_CSV = [
  'Project,Tagline,Logo,Website,Votes',
  `${FORMULA},Named like a formula,,https://formula.example.com,9`,
  'Pixel Pals,"A pixel pet that sulks, then cheers",,,3',
  ',A row without a name,,,1',
  'Drum Bot,Clap to program,,not a link,2',
  'Code Canvas,Sketch a UI and get React,,,4',
].join('\r\n');

/**
 * Ana ranks Pixel Pals, =1+1; Ben ranks Code Canvas, Pixel Pals, =1+1.
 * Pixel Pals 3 + 2 = 5; Code Canvas 3 (one 1st) is ahead of =1+1 2 + 1 = 3.
 */
const EXPECTED: ExpectedScore[] = [
  { name: 'Pixel Pals', points: 5, first: 1, second: 1, third: 0 },
  { name: 'Code Canvas', points: 3, first: 1, second: 0, third: 0 },
  { name: FORMULA, points: 3, first: 0, second: 1, third: 1 },
];
const IMPORTED = [FORMULA, 'Pixel Pals', 'Code Canvas'];

/** Clicks an export button and reads the file the browser saves. */
async function exported(page: Page, button: string): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  return { download, text };
}

const asExported = (scores: readonly ExpectedScore[]): RoomExport['contestants'] =>
  scores.map((s, index) => ({
    rank: index + 1,
    name: s.name,
    points: s.points,
    firstPlaces: s.first,
    secondPlaces: s.second,
    thirdPlaces: s.third,
    judgesPoints: null,
    audiencePoints: null,
    score: null,
  }));

test('an organiser imports contestants from a CSV, voters rank them, and both exports add up to the results', async ({
  users,
}) => {
  test.slow();
  const admin = await users.open('desktop', { label: 'admin' });
  const code = await createRoomViaUi(admin.page, 'CSV Night', 'Best imported app');
  const ana = await users.open('phone', { label: 'Ana' });
  await joinViaUi(ana.page, code, 'Ana');
  await expect(ana.page.getByText('No Contestants Yet')).toBeVisible();

  await admin.page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Import Contestants' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(admin.page, 'import dialog, no file yet');

  const [chooser] = await Promise.all([
    admin.page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Choose CSV File' }).click(),
  ]);
  await chooser.setFiles({
    name: 'contestants.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CONTESTANTS_CSV, 'utf8'),
  });
  await expect(dialog.getByRole('status')).toHaveText(
    '3 rows ready to import; 2 rows with problems will be skipped.',
  );
  await expect(dialog.getByText('Row 4: Contestant name is required.')).toBeVisible();
  await expect(dialog.getByText('Row 5: Demo URL must be a valid http(s) URL.')).toBeVisible();
  await expect(
    dialog.getByText('Column "Votes" is not a contestant field, so it is ignored.'),
  ).toBeVisible();
  const ready = dialog.getByRole('region', { name: 'Ready to import (3)' });
  await expect(ready.locator('.files-preview__row-name')).toHaveText(IMPORTED);
  await expectNoAxeViolations(admin.page, 'import dialog, preview with problems');

  await dialog.getByRole('button', { name: 'Import 3 contestants' }).click();
  await expect(dialog).toBeHidden();
  await expect(contestantsSection(admin.page).getByRole('heading', { level: 3 })).toHaveText(
    IMPORTED,
  );
  // The phone that joined before gets them live, in the file's order.
  for (const name of IMPORTED) await expect(chip(ana.page, name)).toBeVisible();

  await rankWithButton(ana.page, 'Pixel Pals');
  await rankWithButton(ana.page, FORMULA);
  await submitVote(ana.page);
  const ben = await users.open('phone', { label: 'Ben' });
  await joinViaUi(ben.page, code, 'Ben');
  for (const name of ['Code Canvas', 'Pixel Pals', FORMULA]) await rankWithButton(ben.page, name);
  await submitVote(ben.page);
  await expect(admin.page.getByTestId('participant-count')).toHaveText('2');

  // While voting is open the export is the tally so far, marked provisional.
  const exportArea = admin.page.getByRole('region', { name: 'Export' });
  await expect(exportArea.getByText(/^Provisional until voting ends/)).toBeVisible();
  await expectNoAxeViolations(admin.page, 'dashboard with the export area');
  const early = await exported(admin.page, 'Export JSON');
  expect(early.download.suggestedFilename()).toBe(`viberank-${code}-results.json`);
  const provisional = roomExport.parse(JSON.parse(early.text));
  expect(provisional.status).toBe('provisional');
  expect(provisional.contestants).toEqual(asExported(EXPECTED));
  expect(provisional.ballots.map((b) => b.participant)).toEqual(['Participant 1', 'Participant 2']);

  admin.expectDialog('confirm', 'Are you sure you want to finish voting?');
  admin.expectDialog(
    'confirm',
    'This will lock voting, calculate the final results and end the session for everyone. This cannot be undone.',
  );
  await admin.page.getByRole('button', { name: 'Finish Voting and Show Results' }).click();
  await expect(admin.page.getByRole('heading', { level: 2, name: 'Final Results' })).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await expectFinalResults(ana.page, EXPECTED);

  // Final now, with names: the JSON and the CSV both add up to the results shown.
  await exportArea.getByLabel('Include voter names').check();
  await expect(exportArea.getByText('The final results and every ballot.')).toBeVisible();
  const final = roomExport.parse(JSON.parse((await exported(admin.page, 'Export JSON')).text));
  expect(final.status).toBe('final');
  expect(final.contestants).toEqual(asExported(EXPECTED));
  expect(final.ballots.map((b) => [b.participant, b.first, b.second, b.third])).toEqual([
    ['Ana', 'Pixel Pals', FORMULA, null],
    ['Ben', 'Code Canvas', 'Pixel Pals', FORMULA],
  ]);

  const csv = await exported(admin.page, 'Export CSV');
  expect(csv.download.suggestedFilename()).toBe(`viberank-${code}-results.csv`);
  expect(csv.text.startsWith('\uFEFF"Room"')).toBe(true);
  const [about, ranking, ballots] = csvTables(csv.text);
  expect(about?.[1]?.[3]).toBe('final');
  // A cell a spreadsheet would run as a formula is kept as text.
  const asCell = (name: string) => (name === FORMULA ? `'${FORMULA}` : name);
  expect(ranking?.slice(1)).toEqual(
    EXPECTED.map((s, index) => [
      String(index + 1),
      asCell(s.name),
      String(s.points),
      String(s.first),
      String(s.second),
      String(s.third),
    ]),
  );
  expect(ballots?.slice(1).map((row) => row.slice(0, 4))).toEqual([
    ['Ana', 'Pixel Pals', `'${FORMULA}`, ''],
    ['Ben', 'Code Canvas', 'Pixel Pals', `'${FORMULA}`],
  ]);
});

test('a file that is not a contestant CSV is refused in words, and Escape closes the dialog with nothing added', async ({
  users,
}) => {
  const admin = await users.open('phone', { label: 'admin' });
  await createRoomViaUi(admin.page, 'Bad Files', 'Nothing imported');
  await admin.page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Import Contestants' });
  const [chooser] = await Promise.all([
    admin.page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Choose CSV File' }).click(),
  ]);
  await chooser.setFiles({
    name: 'scores.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Score,Votes\n1,2\n', 'utf8'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'The file has no name column: its first row must name the columns: name, description, image URL, demo URL, table.',
  );
  await expect(dialog.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  await expectNoAxeViolations(admin.page, 'import dialog, file refused');
  await admin.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(contestantsSection(admin.page).getByRole('heading', { level: 3 })).toHaveCount(0);
  await expect(admin.page.getByRole('button', { name: 'Import CSV' })).toBeFocused();
});
