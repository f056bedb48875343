import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { adminStorage, api, client } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { joinViaUi, rankWithButton, submitVote } from './support/ui.ts';
import { expect, test, type User } from './support/users.ts';

const run = promisify(execFile);
const RECEIPT = /[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}/;

/**
 * The ballot record's canonical form as decision 037 defines it, written
 * here from the rules rather than with the product's code: keys sorted by
 * UTF-16 code units, no whitespace, strings and integers as JSON writes them.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A phone joins through the UI, ranks and submits; answers the receipt it then shows. */
async function voteOnPhone(user: User, code: string, name: string, picks: string[]) {
  await joinViaUi(user.page, code, name);
  for (const pick of picks) await rankWithButton(user.page, pick);
  await submitVote(user.page);
  const line = user.page.getByText(/^Your receipt:/);
  await expect(line).toHaveText(RECEIPT);
  return (await line.textContent())?.match(RECEIPT)?.[0] ?? '';
}

async function checkMyBallot(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Check my ballot' }).click();
  const outcome = page.getByRole('region', { name: 'Check my ballot' }).getByRole('status');
  await expect(outcome.locator('.receipt-outcome')).toHaveCount(1);
  return (await outcome.textContent()) ?? '';
}

test('receipts, the frozen ballot record, Check my ballot, a recount in the browser and in a terminal', async ({
  users,
}, testInfo) => {
  test.setTimeout(240_000);
  const room = await api.createRoom('Prize Night', 'Best of the weekend');
  const contestants = new Map<string, string>();
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta']) {
    contestants.set(name, (await api.addContestant(room, name, `${name} app`)).id);
  }
  const admin = await users.open('desktop', { label: 'organiser', storage: adminStorage(room) });
  await admin.page.goto('/admin');
  const publish = admin.page.getByRole('checkbox', { name: 'Publish anonymised ballots' });
  await expect(publish).toBeChecked();
  await expectNoAxeViolations(admin.page, 'dashboard with Publish anonymised ballots');

  const ann = await users.open('phone', { label: 'Ann' });
  const ben = await users.open('phone', { label: 'Ben' });
  const cat = await users.open('phone', { label: 'Cat' });
  const annReceipt = await voteOnPhone(ann, room.code, 'Ann', ['Alpha', 'Bravo', 'Charlie']);
  const benReceipt = await voteOnPhone(ben, room.code, 'Ben', ['Bravo', 'Charlie']);
  const catReceipt = await voteOnPhone(cat, room.code, 'Cat', ['Delta', 'Alpha']);
  expect(new Set([annReceipt, benReceipt, catReceipt]).size).toBe(3);
  await expectNoAxeViolations(ann.page, 'a phone showing its receipt');
  // The receipt stays through a reload.
  await ann.page.reload();
  await expect(ann.page.getByText(/^Your receipt:/)).toHaveText(`Your receipt: ${annReceipt}`);

  // The organiser removes Ben after he voted, and Delta after Cat voted for it.
  admin.expectDialog(
    'confirm',
    'Remove Ben from the room? Their ballot will be deleted. This cannot be undone.',
  );
  await admin.page.getByRole('button', { name: 'Remove Ben' }).click();
  await expect(ben.page.getByText('The organiser removed you from this room.')).toBeVisible();
  const removed = await client.removeContestant(
    room.roomId,
    room.adminToken,
    contestants.get('Delta') ?? '',
  );
  expect(removed.status).toBe(204);
  await api.finish(room);

  // Each phone's Check my ballot: what was counted, or what happened.
  await expect(ann.page.getByRole('heading', { name: 'Final Results' })).toBeVisible();
  expect(await checkMyBallot(ann.page)).toContain('Counted: 1st Alpha, 2nd Bravo, 3rd Charlie');
  await expectNoAxeViolations(ann.page, 'Check my ballot on a phone');
  await expect(cat.page.getByRole('heading', { name: 'Final Results' })).toBeVisible();
  const catSays = await checkMyBallot(cat.page);
  expect(catSays).toContain('Changed when Delta was removed.');
  expect(catSays).toContain('Counted: 1st Alpha');
  // Ben's phone went home; its notice leads to the results page, which checks his receipt.
  await ben.page.getByRole('link', { name: 'the room’s results page' }).click();
  await expect(ben.page.getByRole('heading', { name: 'Final Results' })).toBeVisible();
  expect(await checkMyBallot(ben.page)).toContain(
    'Deleted by an organiser, who removed its voter from the room.',
  );

  // The public page: the fingerprint, the file, Receipt and Check, Recount.
  const visitor = await users.open('desktop', { label: 'auditor' });
  await visitor.page.goto(`/results/${room.code}`);
  const panel = visitor.page.getByRole('region', { name: 'Ballot record' });
  await expect(panel.getByText('Ballot record fingerprint')).toBeVisible();
  const grouped = (await panel.locator('.fingerprint').textContent()) ?? '';
  expect(grouped).toMatch(/^[0-9a-f]{4}( [0-9a-f]{4}){15}$/);
  const shown = grouped.replaceAll(' ', '');
  const [download] = await Promise.all([
    visitor.page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Download ballot record' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ballot-record-${room.code}.json`);
  const saved = testInfo.outputPath('ballot-record.json');
  await download.saveAs(saved);
  const file = JSON.parse(await readFile(saved, 'utf8')) as {
    record: {
      awards: {
        ballots: {
          receipt: string;
          rankings: { contestantId: string; contestantName: string }[];
        }[];
      }[];
    };
  };
  const ours = createHash('sha256').update(canonical(file.record), 'utf8').digest('hex');
  expect(ours).toBe(shown);

  await panel.getByLabel('Receipt').fill(annReceipt.toLowerCase().replaceAll('-', ' '));
  await panel.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(panel.locator('.receipt-form').getByRole('status')).toContainText(
    'Counted: 1st Alpha, 2nd Bravo, 3rd Charlie',
  );
  await panel.getByRole('button', { name: 'Recount' }).click();
  await expect(panel.getByText('Recounted 2 ballots: the same results.')).toBeVisible();
  await expect(panel.getByText('Schulze and instant-runoff also pick Alpha.')).toBeVisible();
  await expectNoAxeViolations(visitor.page, 'the ballot record after Check and Recount');

  // The terminal agrees with the file as published, and names what a changed copy changes.
  const same = await run('npx', ['tsx', 'scripts/recount.ts', saved], { timeout: 60_000 });
  expect(same.stdout).toContain('Recounted 2 ballots: the same results.');
  const tampered = structuredClone(file);
  const annBallot = tampered.record.awards[0]?.ballots.find((b) => b.receipt === annReceipt);
  const first = annBallot?.rankings[0];
  if (!first) throw new Error("Ann's ballot is not in the record");
  first.contestantId = contestants.get('Charlie') ?? '';
  first.contestantName = 'Charlie';
  const tamperedPath = testInfo.outputPath('tampered.json');
  await writeFile(tamperedPath, JSON.stringify(tampered));
  const failed = await run('npx', ['tsx', 'scripts/recount.ts', tamperedPath], {
    timeout: 60_000,
  }).then(
    () => null,
    (error: { code: number; stdout: string }) => error,
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stdout).toContain(
    '✗ Overall: Alpha has 6 points in the results, 3 in the recount.',
  );
});
