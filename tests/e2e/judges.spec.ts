import type { Locator, Page } from '@playwright/test';
import type { Contestant, FinalScore } from '#shared/api.ts';
import { scoreLabel } from '#shared/blend-labels.ts';
import { type BlendBallot, blendedTally } from '#shared/blended-tally.ts';
import { adminStorage, client } from './support/api.ts';
import { expectAwardResults } from './support/award-results.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  addContestantViaUi,
  createRoomViaUi,
  list,
  namesIn,
  rankWithButton,
  STORAGE,
  storageItem,
} from './support/ui.ts';
import { expect, test, type User } from './support/users.ts';

const NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta'];
const WEIGHTS = 'Judges 70% · Audience 30%';
type Ballots = { overall: string[]; grand: string[]; jury?: string[] };

/** Who votes what: Mo is in Alpha's team, Bo is set into Bravo's, Grace is conflicted with Charlie. */
const AUDIENCE: Record<string, Ballots> = {
  Mo: { overall: ['Bravo', 'Charlie'], grand: ['Charlie', 'Delta', 'Bravo'] },
  Bo: { overall: ['Alpha'], grand: ['Alpha', 'Delta'] },
};
const JUDGES: Record<string, Ballots> = {
  Ada: { overall: ['Alpha', 'Bravo'], grand: ['Bravo', 'Alpha', 'Charlie'], jury: ['Alpha'] },
  Grace: { overall: ['Delta'], grand: ['Delta', 'Alpha'], jury: ['Bravo', 'Delta'] },
};

async function addAwardViaUi(page: Page, name: string, voters: string, weight?: string) {
  await page
    .getByRole('region', { name: 'Awards' })
    .getByRole('button', { name: 'Add award' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add award' });
  await dialog.getByLabel('Award name').fill(name);
  await dialog.getByRole('radio', { name: voters }).check();
  if (weight) {
    await dialog.getByLabel("Judges' weight").fill(weight);
    await expect(dialog.getByText(WEIGHTS)).toBeVisible();
    await expectNoAxeViolations(page, 'Add award, judges and audience');
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** Invite judge on the dashboard: the link it shows once, as a path on this server. */
async function inviteJudgeViaUi(page: Page, name: string, check: boolean): Promise<string> {
  await page.getByRole('button', { name: 'Invite judge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite judge' });
  if (check) await expectNoAxeViolations(page, 'Invite judge');
  await dialog.getByLabel('Judge name').fill(name);
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  const step = page.getByRole('dialog', { name: `Link for ${name}` });
  const link = await step.getByRole('textbox', { name: 'Judge link' }).inputValue();
  if (check) await expectNoAxeViolations(page, 'Invite judge, the link');
  await step.getByRole('button', { name: 'Done' }).click();
  await expect(step).toBeHidden();
  return link;
}

/** Votes in each award the phone offers, in its order: each submit opens the next by itself. */
async function voteInAwards(page: Page, awards: readonly [string, readonly string[]][]) {
  await expect(page.getByRole('tablist', { name: 'Awards' }).getByRole('tab')).toHaveCount(
    awards.length,
  );
  for (const [index, [award, picks]] of awards.entries()) {
    const tab = page.getByRole('tab', { name: new RegExp(`^${award}`) });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    for (const name of picks) await rankWithButton(page, name);
    await page.getByRole('button', { name: 'Submit Vote' }).click();
    await expect(page.getByText(`Voted in ${index + 1} of ${awards.length} awards`)).toBeVisible();
  }
}

/** The card of a contestant the phone will not let its voter rank, and why. */
function notYours(page: Page): Locator {
  return page.getByRole('region', { name: 'Not yours to rank' }).getByTestId('not-yours-card');
}

async function tokenOf(user: User): Promise<string> {
  const session = await storageItem(user.page, STORAGE.participantSession);
  return (JSON.parse(session ?? '{}') as { participantToken?: string }).participantToken ?? '';
}

/** A blended award's standings as a results section shows them: order, scores, each side's points. */
async function expectBlended(scope: Page | Locator, standings: readonly FinalScore[]) {
  const section = scope.getByRole('region', { name: 'Grand Prize', exact: true }).first();
  await expect(section.getByTestId('award-voters')).toHaveText(WEIGHTS);
  const rankings = section.getByRole('region', { name: 'Complete Rankings' });
  await expect(rankings.locator('.results-rankings__name')).toHaveText(
    standings.map((s) => s.contestantName),
  );
  await expect(rankings.locator('.results-rankings__points-value')).toHaveText(
    standings.map((s) => scoreLabel(s.blend?.score ?? Number.NaN)),
  );
  await expect(rankings.getByTestId('blend-sides')).toHaveText(
    standings.map(
      (s) =>
        `Judges ${s.blend?.judgesPoints} ${s.blend?.judgesPoints === 1 ? 'point' : 'points'} · Audience ${s.blend?.audiencePoints} ${s.blend?.audiencePoints === 1 ? 'point' : 'points'}`,
    ),
  );
}

function expectedGrand(contestants: readonly Contestant[], graceConflicts: string[]): FinalScore[] {
  const idOf = (name: string) => contestants.find((c) => c.name === name)?.id ?? name;
  const ballot = (picks: readonly string[]) =>
    picks.map((name, index) => ({ contestantId: idOf(name), rank: index + 1 }));
  const ballots: BlendBallot[] = [
    ...Object.values(AUDIENCE).map(
      (b): BlendBallot => ({ side: 'audience', rankings: ballot(b.grand) }),
    ),
    ...Object.entries(JUDGES).map(
      ([name, b]): BlendBallot => ({
        side: 'judge',
        rankings: ballot(b.grand),
        conflictIds: name === 'Grace' ? graceConflicts.map(idOf) : [],
      }),
    ),
  ];
  return blendedTally(contestants, ballots, 70);
}

test('a jury beside the audience: judges invited, awards by who votes, teams kept from their own project, a conflict, and blended results everywhere', async ({
  users,
}) => {
  test.setTimeout(300_000);
  const admin = await users.open('desktop', { label: 'organiser' });
  const code = await createRoomViaUi(admin.page, 'Jury Night', 'Best of the weekend');
  for (const name of NAMES) await addContestantViaUi(admin.page, { name, blurb: `${name} app` });
  await addAwardViaUi(admin.page, 'Grand Prize', 'Judges and audience', '70');
  await addAwardViaUi(admin.page, 'Jury Prize', 'Judges only');
  const awardRows = admin.page.getByRole('region', { name: 'Awards' }).getByRole('listitem');
  await expect(awardRows.nth(1)).toContainText(WEIGHTS);
  await expect(awardRows.nth(2)).toContainText('Judges only');

  const judgeLinks = {
    Ada: await inviteJudgeViaUi(admin.page, 'Ada', true),
    Grace: await inviteJudgeViaUi(admin.page, 'Grace', false),
  };
  const judgesPanel = admin.page.getByRole('region', { name: 'Judges' });
  await expect(judgesPanel.getByRole('list', { name: 'Judges' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expect(judgesPanel).toContainText('Voted in 0 of 3 awards');
  await expectNoAxeViolations(admin.page, 'Judges panel');

  // Alpha's team link, opened by one phone: it joins Alpha's team.
  await admin.page.getByRole('button', { name: 'Team link of Alpha' }).click();
  const teamDialog = admin.page.getByRole('dialog', { name: 'Team link of Alpha' });
  const teamLink = await teamDialog.getByRole('textbox', { name: 'Team link' }).inputValue();
  await expectNoAxeViolations(admin.page, 'Team link');
  await teamDialog.getByRole('button', { name: 'Done' }).click();

  const mo = await users.open('phone', { label: 'Mo' });
  await mo.page.goto(teamLink);
  await expect(mo.page.getByTestId('team-link-notice')).toBeVisible();
  await expect(mo.page.getByLabel('Room Code')).toHaveValue(/.+/);
  expect(mo.page.url()).not.toContain('#');
  await mo.page.getByLabel('Your Name').fill('Mo');
  await mo.page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(mo.page.getByText('Team Alpha')).toBeVisible();
  await expect(notYours(mo.page)).toHaveText(['AlphaYour team']);
  expect(await namesIn(mo.page, 'available')).not.toContain('Alpha');
  await expect(mo.page.getByRole('button', { name: 'Add Alpha to Your Rankings' })).toHaveCount(0);
  await expectNoAxeViolations(mo.page, "a team member's ballot");
  await expect(admin.page.getByRole('button', { name: 'Team link of Alpha' })).toContainText(
    '1 team member',
  );

  // A second phone joins as anyone does, and the organiser sets it into Bravo's team.
  const bo = await users.open('phone', { label: 'Bo' });
  await bo.page.goto(`/join?code=${code}`);
  await bo.page.getByLabel('Your Name').fill('Bo');
  await bo.page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(list(bo.page, 'available').locator('[data-contestant-name="Bravo"]')).toBeVisible();
  await admin.page.getByRole('button', { name: 'Set team for Bo' }).click();
  const setTeam = admin.page.getByRole('dialog', { name: 'Set team for Bo' });
  await setTeam.getByLabel('Team').selectOption({ label: 'Bravo' });
  await expectNoAxeViolations(admin.page, 'Set team');
  await setTeam.getByRole('button', { name: 'Save' }).click();
  await expect(setTeam).toBeHidden();
  await expect(bo.page.getByText('Team Bravo')).toBeVisible();
  await expect(notYours(bo.page)).toHaveText(['BravoYour team']);

  // The judges' links open their phones as them, no name asked.
  const judges: Record<string, User> = {};
  for (const [name, link] of Object.entries(judgeLinks)) {
    const judge = await users.open('phone', { label: name });
    await judge.page.goto(link);
    await expect(judge.page.getByText(`Voting as ${name}`)).toBeVisible();
    await expect(judge.page.getByText('Judge', { exact: true })).toBeVisible();
    expect(judge.page.url()).not.toContain('#');
    judges[name] = judge;
  }
  const grace = judges.Grace;
  if (!grace) throw new Error('Grace opened her link');
  await expectNoAxeViolations(grace.page, "a judge's ballot");

  // Grace has a conflict with Charlie.
  const graceRow = judgesPanel.getByRole('listitem').filter({ hasText: 'Grace' });
  await graceRow.getByRole('button', { name: 'Conflicts' }).click();
  await graceRow.getByRole('checkbox', { name: 'Charlie' }).check();
  await expect(graceRow).toContainText('Conflicts: Charlie');
  await expectNoAxeViolations(admin.page, "a judge's conflicts");
  await expect(notYours(grace.page)).toHaveText(['CharlieConflict of interest']);

  // Each phone sees exactly its awards, and the server refuses what the phone does not offer.
  for (const [name, ballots] of Object.entries(AUDIENCE)) {
    const phone = name === 'Mo' ? mo : bo;
    await voteInAwards(phone.page, [
      ['Overall', ballots.overall],
      ['Grand Prize', ballots.grand],
    ]);
  }
  for (const [name, ballots] of Object.entries(JUDGES)) {
    await voteInAwards(judges[name]?.page ?? mo.page, [
      ['Overall', ballots.overall],
      ['Grand Prize', ballots.grand],
      ['Jury Prize', ballots.jury ?? []],
    ]);
  }
  const roomId = (await storageItem(admin.page, STORAGE.adminRoom)) ?? '';
  const adminToken = (await storageItem(admin.page, STORAGE.adminToken)) ?? '';
  const { contestants } = (await client.listContestants(roomId, adminToken)).body;
  const { awards } = (await client.awards.list(roomId, adminToken)).body;
  const idOf = (name: string) => contestants.find((c) => c.name === name)?.id ?? '';
  const ownTeam = await client.rank(roomId, await tokenOf(mo), [idOf('Alpha')]);
  expect(ownTeam.status).toBe(403);
  expect(ownTeam.body.error.message).toBe("You can't rank your own team.");
  const jury = await client.rank(roomId, await tokenOf(mo), [idOf('Bravo')], awards[2]?.id);
  expect(jury.status).toBe(403);
  expect(jury.body.error.message).toBe('Only judges vote in this award.');
  const conflicted = await client.rank(roomId, await tokenOf(grace), [idOf('Charlie')]);
  expect(conflicted.status).toBe(403);
  expect(conflicted.body.error.message).toBe('You have a conflict of interest with Charlie.');
  await expect(judgesPanel).toContainText('Voted in 3 of 3 awards');

  const presenter = await users.open('projector', {
    label: 'projector',
    storage: adminStorage({ roomId, code, adminToken }),
  });
  await presenter.page.goto('/present');
  await expect(presenter.page.getByTestId('presenter-judges')).toHaveText('Judges: 2 of 2 voted');

  admin.expectDialog('confirm', 'Are you sure you want to finish voting?');
  admin.expectDialog(
    'confirm',
    'This will lock voting, calculate the final results and end the session for everyone. This cannot be undone.',
  );
  await admin.page.getByRole('button', { name: 'Finish Voting and Show Results' }).click();

  // The podium and scores are the shared blended tally of the ballots, on every screen.
  const grand = expectedGrand(contestants, ['Charlie']);
  const results = (await client.results(roomId, adminToken)).body.results;
  expect(results?.awards[1]?.finalScores).toEqual(grand);
  for (const phone of [mo, bo, grace]) await expectBlended(phone.page, grand);
  await expectNoAxeViolations(mo.page, 'blended results on a phone');
  await expectAwardResults(grace.page, 'Jury Prize', results?.awards[2]?.finalScores ?? []);

  const stranger = await users.open('desktop', { label: 'stranger' });
  await stranger.page.goto(`/results/${code}`);
  await expectBlended(stranger.page, grand);
  await expectNoAxeViolations(stranger.page, 'blended results on the public page');

  // The big screen: Grand Prize's title card carries the weights, its #1 its score.
  const big = presenter.page;
  const next = () => big.getByRole('button', { name: 'Reveal next' }).click();
  for (let step = 0; step < 5; step++) await next();
  await next();
  await expect(big.locator('.award-title-card')).toContainText('Grand Prize');
  await expect(big.locator('.award-title-card')).toContainText(WEIGHTS);
  for (let place = 3; place >= 1; place--) await next();
  const winner = big.locator('.staged-reveal__place--1, .staged-medal--gold').first();
  await expect(winner).toContainText(grand[0]?.contestantName ?? '');
  await expect(winner).toContainText(scoreLabel(grand[0]?.blend?.score ?? 0));
  await expect(big.getByText(WEIGHTS).first()).toBeVisible();
  await expectNoAxeViolations(big, 'blended award on the big screen');
});
