import type { Page } from '@playwright/test';
import { adminStorage, api, roomWith } from './support/api.ts';
import {
  captured,
  captureShares,
  type ExpectedScore,
  expectConfetti,
  expectFinalResults,
} from './support/results.ts';
import { PUBLIC_URL } from './support/server-address.ts';
import { rankWithButton, STORAGE, storageItem, submitVote } from './support/ui.ts';
import { expect, test, type User, type Users } from './support/users.ts';

const NAMES = ['Pixel Pals', 'Vibe Check', 'Code Canvas', 'Drum Bot'];
const WAITING = 'Results will be revealed on the main screen';

/**
 * The ballots, worked out by hand (1st = 3, 2nd = 2, 3rd = 1):
 *   Ana: Vibe Check, Code Canvas, Pixel Pals
 *   Ben: Code Canvas, Vibe Check
 *   Cai: Vibe Check
 * Vibe Check 8 (two 1sts, one 2nd); Code Canvas 5; Pixel Pals 1; Drum Bot 0.
 */
const BALLOTS: Record<string, string[]> = {
  Ana: ['Vibe Check', 'Code Canvas', 'Pixel Pals'],
  Ben: ['Code Canvas', 'Vibe Check'],
  Cai: ['Vibe Check'],
};
const EXPECTED: ExpectedScore[] = [
  { name: 'Vibe Check', points: 8, first: 2, second: 1, third: 0 },
  { name: 'Code Canvas', points: 5, first: 1, second: 1, third: 0 },
  { name: 'Pixel Pals', points: 1, first: 0, second: 0, third: 1 },
  { name: 'Drum Bot', points: 0, first: 0, second: 0, third: 0 },
];

const heading = (page: Page, level: number, name: string) =>
  page.getByRole('heading', { level, name, exact: true });

/**
 * A phone that opens the join link (at the public address), joins and votes;
 * what it shares is captured when `shares` says how it shares.
 */
async function phoneVotes(
  users: Users,
  code: string,
  name: string,
  shares?: 'share' | 'clipboard',
): Promise<User> {
  const phone = await users.open('phone', { label: name, contextOptions: { baseURL: PUBLIC_URL } });
  if (shares) await captureShares(phone.page, shares);
  await phone.page.goto(`/join?code=${code}`);
  // The code is filled in, grouped for reading aloud.
  await expect(phone.page.getByLabel('Room Code')).toHaveValue(
    `${code.slice(0, 5)}-${code.slice(5)}`,
  );
  await phone.page.getByLabel('Your Name').fill(name);
  await phone.page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(phone.page.getByText(`Voting as ${name}`)).toBeVisible();
  for (const contestant of BALLOTS[name] ?? []) await rankWithButton(phone.page, contestant);
  await submitVote(phone.page);
  return phone;
}

/** A browser with no storage at all, on the room's public results page. */
async function stranger(users: Users, code: string): Promise<Page> {
  const { page } = await users.open('desktop', { label: 'stranger' });
  await page.goto(`/results/${code}`);
  return page;
}

test('with the hold on, phones and the public page wait for the reveal of #1, then show the tally at the public address', async ({
  users,
}) => {
  // Four browsers, three ballots through the UI and a reveal: give it room.
  test.slow();
  const { room } = await roomWith(NAMES, 'Autumn Hack', 'Best tool for teachers');
  await api.holdResults(room);
  const publicPage = await stranger(users, room.code);
  await expect(heading(publicPage, 1, 'Autumn Hack')).toBeVisible();
  await expect(publicPage.getByText('Best tool for teachers')).toBeVisible();
  await expect(heading(publicPage, 2, 'Voting is still open')).toBeVisible();

  const ana = await phoneVotes(users, room.code, 'Ana', 'share');
  const ben = await phoneVotes(users, room.code, 'Ben', 'clipboard');
  const cai = await phoneVotes(users, room.code, 'Cai');
  const phones = [ana, ben, cai];
  // Three ballots in, and still no tally for the public: no points, no ranking.
  await expect(heading(publicPage, 2, 'Voting is still open')).toBeVisible();
  await expect(publicPage.getByText(/\bpoints?\b/)).toHaveCount(0);
  await expect(publicPage.getByRole('list')).toHaveCount(0);

  const tally = await api.finish(room);
  expect(tally.finalScores.map((score) => score.contestantName)).toEqual(
    EXPECTED.map((score) => score.name),
  );
  for (const page of [publicPage, ...phones.map((phone) => phone.page)]) {
    await expect(heading(page, 2, WAITING)).toBeVisible();
  }
  await expect(ana.page).toHaveURL(`${PUBLIC_URL}/vote`);

  // #3 and #2 on the big screen: the results still have not left the server.
  await api.revealTo(room, 2);
  expect(await api.publicResults(room)).toBeNull();
  for (const page of [publicPage, ...phones.map((phone) => phone.page)]) {
    await expect(heading(page, 2, WAITING)).toBeVisible();
    await expect(heading(page, 1, 'Final Results')).toHaveCount(0);
  }

  // #1: every screen gets the results live, with confetti, at the public address.
  await api.revealTo(room, 3);
  await Promise.all([publicPage, ...phones.map((phone) => phone.page)].map(expectConfetti));
  for (const page of [publicPage, ...phones.map((phone) => phone.page)]) {
    await expectFinalResults(page, EXPECTED);
  }
  const address = `${PUBLIC_URL}/results/${room.code}`;
  for (const phone of phones) await expect(phone.page).toHaveURL(address);

  // Share Results shares that address: by the share sheet, or copied where there is none.
  const text =
    '🏆 Vibe Check won the Best tool for teachers coding challenge with 8 points! Run live ranked-choice voting for your own hackathon with VibeRank.';
  await ana.page.getByRole('button', { name: 'Share Results' }).click();
  await expect
    .poll(async () => (await captured(ana.page)).shared)
    .toEqual([{ title: 'Autumn Hack — Final Results', text, url: address }]);
  await ben.page.getByRole('button', { name: 'Share Results' }).click();
  await expect(ben.page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect((await captured(ben.page)).copied).toEqual([`${text} ${address}`]);

  // The address holds: a reload shows the same results, and Back to Home forgets the room.
  await ana.page.reload();
  await expectFinalResults(ana.page, EXPECTED);
  await expect(ana.page).toHaveURL(address);
  await ana.page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(heading(ana.page, 1, 'VibeRank')).toBeVisible();
  expect(await storageItem(ana.page, STORAGE.participantSession)).toBeNull();
  await ana.page.reload();
  await expect(ana.page.getByRole('button', { name: 'Join as Voter' })).toBeVisible();
  // Without a reload, Back to Home leaves the results view as before.
  await cai.page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(heading(cai.page, 1, 'VibeRank')).toBeVisible();
  await expect(cai.page).toHaveURL(`${PUBLIC_URL}/`);
});

test('without the hold, phones and the public page get the results the moment voting ends', async ({
  users,
}) => {
  const { room } = await roomWith(NAMES, 'Spring Jam');
  const publicPage = await stranger(users, room.code);
  await expect(heading(publicPage, 2, 'Voting is still open')).toBeVisible();
  const cai = await phoneVotes(users, room.code, 'Cai');

  await api.finish(room);
  const expected: ExpectedScore[] = [
    { name: 'Vibe Check', points: 3, first: 1, second: 0, third: 0 },
    ...['Pixel Pals', 'Code Canvas', 'Drum Bot'].map((name) => ({
      name,
      points: 0,
      first: 0,
      second: 0,
      third: 0,
    })),
  ];
  for (const page of [publicPage, cai.page]) {
    await expectConfetti(page);
    await expectFinalResults(page, expected);
  }
  await expect(cai.page).toHaveURL(`${PUBLIC_URL}/results/${room.code}`);
  await expect(publicPage).toHaveURL(new RegExp(`/results/${room.code}$`));
});

test('a tie broken by first-place votes is explained in words on the public page and the dashboard', async ({
  users,
}) => {
  const { room, contestants } = await roomWith(NAMES, 'Tie Night');
  const id = (name: string) => contestants.find((c) => c.name === name)?.id ?? '';
  // Vibe Check 3 + 3 + 1 = 7 with two 1sts; Pixel Pals 2 + 3 + 2 = 7 with one.
  for (const [voter, ballot] of [
    ['Ann', ['Vibe Check']],
    ['Bo', ['Vibe Check', 'Pixel Pals']],
    ['Cy', ['Pixel Pals']],
    ['Di', ['Code Canvas', 'Pixel Pals', 'Vibe Check']],
  ] as const) {
    await api.vote(await api.join(room.code, voter), ballot.map(id));
  }
  await api.finish(room);
  const ahead = 'Tied on 7 points — ahead on first-place votes, 2 to 1';
  const behind = 'Tied on 7 points — behind on first-place votes, 1 to 2';

  const publicPage = await stranger(users, room.code);
  const admin = await users.open('desktop', { label: 'admin', storage: adminStorage(room) });
  await captureShares(admin.page, 'clipboard');
  await admin.page.goto('/admin');
  const dashboardResults = admin.page.getByRole('region', { name: 'Final Results', exact: true });

  for (const [page, place] of [
    [publicPage, publicPage],
    [admin.page, dashboardResults],
  ] as const) {
    const podium = place.getByRole('region', { name: 'Top 3' });
    const rankings = place.getByRole('region', { name: 'Complete Rankings' });
    for (const section of [podium, rankings]) {
      const entry = (name: string) =>
        section
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
      await expect(entry('Vibe Check')).toContainText(ahead);
      await expect(entry('Pixel Pals')).toContainText(behind);
      await expect(entry('Code Canvas')).not.toContainText('Tied');
    }
  }

  // The organiser's Share Results shares the public page, at the address phones reach.
  await dashboardResults.getByRole('button', { name: 'Share Results' }).click();
  await expect(dashboardResults.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const link = `${PUBLIC_URL}/results/${room.code}`;
  expect((await captured(admin.page)).copied).toEqual([
    `🏆 Vibe Check won the Best vibe-coded app coding challenge with 7 points! Run live ranked-choice voting for your own hackathon with VibeRank. ${link}`,
  ]);
  await publicPage.goto(link);
  await expect(heading(publicPage, 1, 'Final Results')).toBeVisible();
});

test('an unknown room code says Room not found, with a way home', async ({ users }) => {
  const { page } = await users.open('phone');
  for (const code of ['NOSUCHROOM', 'not%20a%20code!']) {
    await page.goto(`/results/${code}`);
    await expect(heading(page, 1, 'Room not found')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(heading(page, 1, 'VibeRank')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
