import type { Page } from '@playwright/test';
import type { Contestant, FinalScore } from '#shared/api.ts';
import { roomExport } from '#shared/room-export.ts';
import { tally } from '#shared/tally.ts';
import { adminStorage, client } from './support/api.ts';
import { expectAwardHeld, expectAwardResults } from './support/award-results.ts';
import {
  addContestantViaUi,
  createRoomViaUi,
  joinViaUi,
  rankWithButton,
  STORAGE,
  storageItem,
  submitButton,
} from './support/ui.ts';
import { expect, test } from './support/users.ts';

const NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
const TRACK = ['Bravo', 'Delta', 'Foxtrot'];
const AWARDS = ['Overall', 'Best Design', "People's Choice"];
const WAITING = 'Results will be revealed on the main screen';

/** Each voter's picks in each award, best first: Best Design holds only its track. */
const BALLOTS: Record<string, readonly (readonly string[])[]> = {
  Ana: [['Charlie', 'Alpha', 'Echo'], ['Delta', 'Bravo'], ['Foxtrot']],
  Ben: [
    ['Alpha', 'Charlie'],
    ['Delta', 'Foxtrot', 'Bravo'],
    ['Echo', 'Alpha'],
  ],
  Cai: [['Charlie'], ['Bravo'], ['Foxtrot', 'Echo', 'Delta']],
};

/** Each award's standings, by the shared tally of its own ballots over its own contestants. */
function standingsOf(contestants: readonly Contestant[]): FinalScore[][] {
  const idOf = (name: string) => contestants.find((c) => c.name === name)?.id ?? name;
  return AWARDS.map((_, award) =>
    tally(
      contestants.filter((c) => award !== 1 || TRACK.includes(c.name)),
      Object.values(BALLOTS).map((ballots) => ({
        rankings: (ballots[award] ?? []).map((name, index) => ({
          contestantId: idOf(name),
          rank: index + 1,
        })),
      })),
    ),
  );
}

async function addAwardViaUi(page: Page, name: string, chosen: readonly string[] | null) {
  const section = page.getByRole('region', { name: 'Awards' });
  await section.getByRole('button', { name: 'Add award' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add award' });
  await dialog.getByLabel('Award name').fill(name);
  if (chosen) {
    await dialog.getByRole('radio', { name: 'Chosen contestants' }).check();
    for (const contestant of chosen) {
      await dialog.getByRole('checkbox', { name: contestant, exact: true }).check();
    }
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** Votes in every award on the phone: each submit opens the next award by itself. */
async function voteInEveryAward(page: Page, ballots: readonly (readonly string[])[]) {
  for (const [award, picks] of ballots.entries()) {
    const tab = page.getByRole('tab', { name: new RegExp(`^${AWARDS[award]}`) });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    for (const name of picks) await rankWithButton(page, name);
    await page.getByRole('button', { name: 'Submit Vote' }).click();
    await expect(page.getByText(`Voted in ${award + 1} of ${AWARDS.length} awards`)).toBeVisible();
  }
  await expect(submitButton(page)).toHaveText('Vote Submitted!');
}

test('a prize-giving of three awards: set up on the dashboard, voted on phones, revealed in turn, published and exported', async ({
  users,
}) => {
  // Five browsers, nine ballots by hand, a reveal of thirteen steps.
  test.setTimeout(300_000);
  const admin = await users.open('desktop', { label: 'organiser' });
  const code = await createRoomViaUi(admin.page, 'Prize Night', 'Best of the weekend');
  for (const name of NAMES) await addContestantViaUi(admin.page, { name, blurb: `${name} app` });
  await addAwardViaUi(admin.page, 'Best Design', TRACK);
  await addAwardViaUi(admin.page, "People's Choice", null);
  const awardRows = admin.page.getByRole('region', { name: 'Awards' }).getByRole('listitem');
  await expect(awardRows).toHaveCount(3);
  await expect(awardRows.nth(1)).toContainText('3 contestants');

  const roomId = (await storageItem(admin.page, STORAGE.adminRoom)) ?? '';
  const adminToken = (await storageItem(admin.page, STORAGE.adminToken)) ?? '';
  const { awards } = (await client.awards.list(roomId, adminToken)).body;
  const { contestants } = (await client.listContestants(roomId, adminToken)).body;
  const standings = standingsOf(contestants);

  const phones = await Promise.all(
    Object.keys(BALLOTS).map((label) => users.open('phone', { label })),
  );
  for (const phone of phones) {
    await joinViaUi(phone.page, code, phone.label);
    await expect(phone.page.getByRole('tablist', { name: 'Awards' })).toBeVisible();
    await voteInEveryAward(phone.page, BALLOTS[phone.label] ?? []);
  }
  for (const row of await awardRows.all()) await expect(row).toContainText('3 of 3 voted');

  // A ballot naming a contestant outside the award is refused, and changes nothing.
  const cai = phones[2];
  const session = cai ? await storageItem(cai.page, STORAGE.participantSession) : null;
  const caiToken = (JSON.parse(session ?? '{}') as { participantToken?: string }).participantToken;
  const alpha = contestants.find((c) => c.name === 'Alpha')?.id ?? '';
  const refused = await client.rank(roomId, caiToken ?? '', [alpha], awards[1]?.id);
  expect(refused.status).toBe(400);
  expect(refused.body.error.message).toBe('That contestant is not in this award.');
  const own = await client.getBallot(roomId, caiToken);
  expect(own.body.ballots).toHaveLength(3);

  await admin.page.getByRole('checkbox', { name: 'Hold results for the reveal' }).check();
  const presenter = await users.open('projector', {
    label: 'projector',
    storage: adminStorage({ roomId, code, adminToken }),
  });
  await presenter.page.goto('/present');
  await expect(presenter.page.getByText('Best Design: 3 voted')).toBeVisible();

  admin.expectDialog('confirm', 'Are you sure you want to finish voting?');
  admin.expectDialog(
    'confirm',
    'This will lock voting, calculate the final results and end the session for everyone. This cannot be undone.',
  );
  await admin.page.getByRole('button', { name: 'Finish Voting and Show Results' }).click();
  for (const phone of phones) {
    await expect(phone.page.getByRole('heading', { level: 2, name: WAITING })).toBeVisible();
  }

  // The reveal: each award's title card, then its places up to #1, then the next award.
  const big = presenter.page;
  const next = () => big.getByRole('button', { name: 'Reveal next' }).click();
  const phone = phones[0]?.page;
  if (!phone) throw new Error('the phones opened');
  const podium = big.getByRole('list', { name: 'Podium' });
  for (const [award, name] of AWARDS.entries()) {
    await next();
    await expect(big.locator('.award-title-card').getByRole('heading', { name })).toBeVisible();
    const scores = standings[award] ?? [];
    for (let place = Math.min(3, scores.length); place >= 1; place--) {
      // Until its #1 is on the big screen, phones wait for this award.
      await expect(phone.getByText(WAITING).first()).toBeVisible();
      await next();
      await expect(podium).toContainText(scores[place - 1]?.contestantName ?? '');
    }
    // Its #1 is out: phones show this award, and still hold the next.
    await expectAwardResults(phone, name, scores);
    const following = AWARDS[award + 1];
    if (following) await expectAwardHeld(phone, following);
    if (scores.length > 3) await next();
  }
  await expect(big.getByRole('button', { name: 'Reveal next' })).toHaveCount(0);

  // Everything out: every phone, the public page and both exports show the three awards.
  for (const each of phones) {
    for (const [award, name] of AWARDS.entries()) {
      await expectAwardResults(each.page, name, standings[award] ?? []);
    }
  }
  const stranger = await users.open('desktop', { label: 'stranger' });
  await stranger.page.goto(`/results/${code}`);
  for (const [award, name] of AWARDS.entries()) {
    await expectAwardResults(stranger.page, name, standings[award] ?? []);
  }

  const json = roomExport.parse(
    JSON.parse((await client.download(roomId, adminToken, 'json')).text),
  );
  expect(json.status).toBe('final');
  expect(json.awards.map((award) => award.name)).toEqual(AWARDS);
  for (const [award, exported] of json.awards.entries()) {
    expect(exported.contestants.map((c) => [c.name, c.points])).toEqual(
      (standings[award] ?? []).map((s) => [s.contestantName, s.totalPoints]),
    );
    expect(exported.totalBallots).toBe(3);
  }
  const csv = (await client.download(roomId, adminToken, 'csv')).text;
  for (const name of AWARDS) expect(csv).toContain(`"${name.replace(/"/g, '""')}"`);
  expect(csv).toContain('"Award","Rank","Contestant"');
});
