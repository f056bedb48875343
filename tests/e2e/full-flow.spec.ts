import { dragTo } from './support/dnd.ts';
import { type ExpectedScore, expectConfetti, expectFinalResults } from './support/results.ts';
import {
  addContestantViaUi,
  contestantsSection,
  createRoomViaUi,
  expectLists,
  joinViaUi,
  STORAGE,
  storageItem,
  submitVote,
} from './support/ui.ts';
import { expect, test } from './support/users.ts';

const CONTESTANTS = [
  { name: 'Pixel Pals', blurb: 'A pixel-art pet that lives in your terminal.' },
  { name: 'Vibe Check', blurb: 'Mood-aware playlists from your commit messages.' },
  { name: 'Code Canvas', blurb: 'Sketch a UI on paper, get a working React app.' },
  { name: 'Drum Bot', blurb: 'A drum machine you program by clapping.' },
];

/**
 * The ballots, worked out by hand (1st = 3, 2nd = 2, 3rd = 1):
 *   Ana: Vibe Check, Code Canvas, Pixel Pals
 *   Ben: Code Canvas, Vibe Check
 *   Cai: Vibe Check
 * Vibe Check 3 + 2 + 3 = 8 (two 1sts, one 2nd); Code Canvas 2 + 3 = 5 (one
 * 1st, one 2nd); Pixel Pals 1 (one 3rd); Drum Bot 0.
 */
const EXPECTED: ExpectedScore[] = [
  { name: 'Vibe Check', points: 8, first: 2, second: 1, third: 0 },
  { name: 'Code Canvas', points: 5, first: 1, second: 1, third: 0 },
  { name: 'Pixel Pals', points: 1, first: 0, second: 0, third: 1 },
  { name: 'Drum Bot', points: 0, first: 0, second: 0, third: 0 },
];
const ALL = CONTESTANTS.map((c) => c.name);

test('an admin runs a room and three phone voters rank, submit and see the same results live', async ({
  users,
}) => {
  // Four browsers and a dozen real drags: near a minute on two cores, so give it room.
  test.slow();
  const admin = await users.open('desktop', { label: 'admin' });
  const code = await createRoomViaUi(admin.page, 'Friday Hack Night', 'Best vibe-coded app');
  expect(await storageItem(admin.page, STORAGE.adminRoom)).toBeTruthy();

  for (const contestant of CONTESTANTS) await addContestantViaUi(admin.page, contestant);
  await expect(contestantsSection(admin.page).getByRole('heading', { level: 3 })).toHaveText(ALL);
  // Everything from here on must arrive live: mark the page and check the mark at the end.
  await admin.page.evaluate(() => document.body.setAttribute('data-no-reload', 'yes'));
  const participantCount = admin.page.getByTestId('participant-count');
  await expect(participantCount).toHaveText('0');

  const [ana, ben, cai] = await Promise.all(
    ['Ana', 'Ben', 'Cai'].map((label) => users.open('phone', { label })),
  );
  if (!ana || !ben || !cai) throw new Error('voters did not open');

  const participantList = admin.page.getByTestId('voter-list');
  for (const [index, participant] of [ana, ben, cai].entries()) {
    await joinViaUi(participant.page, code, participant.label);
    await expect(participant.page.getByText('Voting Active')).toBeVisible();
    await expect(participant.page.getByText('You can rank up to 3 contestants.')).toBeVisible();
    await expectLists(participant.page, { ranked: [], available: ALL });
    await expect(participantCount).toHaveText(String(index + 1));
    await expect(participantList.getByText(participant.label, { exact: true })).toBeVisible();
  }

  // Ana ranks three, in order, each dropped at the end of Your Rankings.
  for (const name of ['Vibe Check', 'Code Canvas', 'Pixel Pals']) {
    await dragTo(ana.page, name, 'ranked');
  }
  await expectLists(ana.page, {
    ranked: ['Vibe Check', 'Code Canvas', 'Pixel Pals'],
    available: ['Drum Bot'],
  });
  await expect(ana.page.getByTestId('ranked-list')).toContainText('1st · 3 pts');

  // Ben drops Vibe Check first, then puts Code Canvas above it.
  await dragTo(ben.page, 'Vibe Check', 'ranked');
  await dragTo(ben.page, 'Code Canvas', 'ranked', { at: 'start' });
  await expectLists(ben.page, {
    ranked: ['Code Canvas', 'Vibe Check'],
    available: ['Pixel Pals', 'Drum Bot'],
  });

  // Cai ranks one, changes their mind (back to Available), then ranks another.
  await dragTo(cai.page, 'Drum Bot', 'ranked');
  await dragTo(cai.page, 'Drum Bot', 'available');
  await dragTo(cai.page, 'Vibe Check', 'ranked');
  await expectLists(cai.page, {
    ranked: ['Vibe Check'],
    available: ['Pixel Pals', 'Code Canvas', 'Drum Bot'],
  });

  const activity = admin.page.getByTestId('activity-list');
  const ballots = {
    Ana: '1. Vibe Check  ·  2. Code Canvas  ·  3. Pixel Pals',
    Ben: '1. Code Canvas  ·  2. Vibe Check',
    Cai: '1. Vibe Check',
  };
  for (const [index, participant] of [ana, ben, cai].entries()) {
    await submitVote(participant.page);
    await expect(activity.getByRole('listitem')).toHaveCount(index + 1);
    await expect(activity.getByRole('listitem').first()).toContainText(participant.label);
    await expect(admin.page.getByTestId('ballot-count')).toHaveText(
      `${index + 1} ${index === 0 ? 'vote' : 'votes'}`,
    );
  }
  for (const [name, ranking] of Object.entries(ballots)) {
    // Who voted shows at once; a ballot's rankings only when the organiser asks.
    const entry = activity.getByRole('listitem').filter({ hasText: name });
    await expect(entry).not.toContainText(ranking);
    await entry.getByRole('button', { name: 'Show ballot' }).click();
    await expect(entry).toContainText(ranking);
    await expect(
      participantList
        .getByRole('listitem')
        .filter({ hasText: name })
        .getByText('Voted', { exact: true }),
    ).toBeVisible();
  }
  await expect(participantCount).toHaveText('3');

  admin.expectDialog('confirm', 'Are you sure you want to finish voting?');
  admin.expectDialog(
    'confirm',
    'This will lock voting, calculate the final results and end the session for everyone. This cannot be undone.',
  );
  await admin.page.getByRole('button', { name: 'Finish Voting and Show Results' }).click();
  await expect(admin.page.getByRole('heading', { level: 2, name: 'Final Results' })).toBeVisible();
  await expect(admin.page.getByText('Voting ended')).toBeVisible();
  await expect(
    admin.page.getByRole('button', { name: 'Finish Voting and Show Results' }),
  ).toHaveCount(0);
  await expect(admin.page.getByRole('button', { name: '+ Add Contestant' })).toHaveCount(0);
  await expect(admin.page.locator('body')).toHaveAttribute('data-no-reload', 'yes');

  // Every voter gets the same standings live, with confetti.
  await Promise.all([ana, ben, cai].map((participant) => expectConfetti(participant.page)));
  for (const participant of [ana, ben, cai]) {
    await expectFinalResults(participant.page, EXPECTED);
    // The address is now the room's public results page: Share Results shares it.
    await expect(participant.page).toHaveURL(new RegExp(`/results/${code}$`));
  }
  expect(admin.dialogs).toHaveLength(2);
});
