import type { Page } from '@playwright/test';
import { judgeLink } from '#client/lib/judge-link.ts';
import type { Contestant } from '#shared/api.ts';
import { adminStorage, api, client, participantStorage } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { rankWithButton } from './support/ui.ts';
import { expect, test, type User } from './support/users.ts';

const PROJECTS = 30;
const JUDGES = ['Ada', 'Grace', 'Linus', 'Margaret'] as const;
const ROUTE_SIZE = 6;
const EXPO = 'Expo Floor';

const card = (page: Page) => page.locator('.expo-route-card');
const seenCount = (page: Page, n: number) => card(page).getByText(`${n} of ${ROUTE_SIZE} seen`);

/** A judge's phone walks the next stop of its route: Seen, or Absent (asked first). */
async function walkNext(page: Page, status: 'seen' | 'absent'): Promise<string> {
  const heading = (await card(page).getByRole('heading', { level: 2 }).textContent()) ?? '';
  if (status === 'seen') {
    await card(page).getByRole('button', { name: 'Seen', exact: true }).click();
  } else {
    await card(page).getByRole('button', { name: 'Absent', exact: true }).click();
    await card(page).getByRole('button', { name: 'Report absent' }).click();
  }
  return heading.replace(/^Next: Table \d+ — /, '');
}

/** Walks the whole route on the phone (the first stop reported absent when asked), then ranks it by keyboard and submits. */
async function judgeTheFloor(judge: User, reportAbsent: boolean): Promise<string | null> {
  const { page } = judge;
  let absent: string | null = null;
  if (reportAbsent) {
    absent = await walkNext(page, 'absent');
    await expect(page.getByTestId('expo-walk-announcement')).toContainText(
      `${absent} reported absent.`,
    );
  }
  for (let n = 1; n <= ROUTE_SIZE; n++) {
    await walkNext(page, 'seen');
    await expect(seenCount(page, n)).toBeVisible();
  }
  await card(page).getByRole('button', { name: 'Rank what you saw' }).click();
  const ranked = page.getByTestId('expo-ranked');
  await expect(ranked).toHaveCount(ROUTE_SIZE);
  // The last seen was the best: up to first place by keyboard.
  const last = (await ranked.last().getAttribute('data-contestant-name')) ?? '';
  for (let place = ROUTE_SIZE; place > 1; place--) {
    const up = page.getByRole('button', { name: `Move ${last} up` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('expo-ranking-announcement')).toContainText(
      `${last} moved up to ${place - 1} of ${ROUTE_SIZE}.`,
    );
  }
  await page.getByRole('button', { name: 'Submit ranking' }).click();
  await expect(page.getByText('Your ranking is submitted.')).toBeVisible();
  return absent;
}

test('an expo of 30 tables: four judges walk routes of six, one project goes absent, the jury order sends five finalists to a stage vote, and the recount agrees', async ({
  users,
}) => {
  test.setTimeout(300_000);
  const room = await api.createRoom('Expo Night', 'Best hardware hack');
  const contestants: Contestant[] = [];
  for (let i = 1; i <= PROJECTS; i++) {
    contestants.push(await api.addContestant(room, `Project ${i}`, `Project ${i}, on the floor.`));
  }
  const nameOf = new Map(contestants.map((c) => [c.id, c.name]));

  // The organiser sets up the expo, numbers the tables and invites four judges.
  const added = await client.awards.add(room.roomId, room.adminToken, {
    name: EXPO,
    expo: { routeSize: ROUTE_SIZE },
  });
  expect(added.status).toBe(201);
  const awardId = added.body.award.id;
  const admin = await users.open('desktop', { storage: adminStorage(room), label: 'organiser' });
  await admin.page.goto('/admin');
  await admin.page.getByRole('button', { name: 'Number tables' }).click();
  const numbering = admin.page.getByRole('dialog', { name: 'Number tables' });
  await numbering.getByRole('button', { name: 'Number tables' }).click();
  await expect(numbering).toBeHidden();
  const tokens = new Map<string, string>();
  for (const name of JUDGES) {
    const invited = await client.judges.invite(room.roomId, room.adminToken, { name });
    tokens.set(name, invited.body.judgeToken);
  }
  const panel = admin.page.getByRole('region', { name: 'Judging', exact: true });
  const progress = panel.getByRole('region', { name: "Judges' progress" }).getByRole('listitem');
  await expect(progress).toHaveCount(JUDGES.length);

  // Each judge's phone walks its route; the first finds a project away from its table.
  let absent: string | null = null;
  for (const [index, name] of JUDGES.entries()) {
    const judge = await users.open('phone', { label: `judge ${name}` });
    await judge.page.goto(judgeLink('', room.roomId, tokens.get(name) ?? ''));
    await judge.page.getByRole('tab', { name: new RegExp(`^${EXPO}`) }).click();
    await expect(seenCount(judge.page, 0)).toBeVisible();
    const reported = await judgeTheFloor(judge, index === 0);
    if (reported) {
      absent = reported;
      // It left that route and went to another judge's.
      const others = await Promise.all(
        JUDGES.slice(1).map(
          async (other) =>
            (await client.judging.route(room.roomId, tokens.get(other), awardId)).body,
        ),
      );
      const id = contestants.find((c) => c.name === reported)?.id;
      expect(others.some((route) => route.stops.some((s) => s.contestantId === id))).toBe(true);
    }
    await expect(progress.filter({ hasText: name })).toContainText(
      `${ROUTE_SIZE} of ${ROUTE_SIZE} seen, ranked`,
    );
    await judge.context.close();
  }
  expect(absent).not.toBeNull();

  // The dashboard: every judge done, coverage of the 30 projects.
  const judging = (await client.judging.view(room.roomId, room.adminToken, awardId)).body;
  const { none, one, two, more } = judging.coverage;
  expect(none + one + two + more).toBe(PROJECTS);
  expect(one + 2 * two).toBeLessThanOrEqual(JUDGES.length * ROUTE_SIZE);
  const seen = panel.getByRole('region', { name: 'Projects seen' });
  for (const [key, count] of Object.entries(judging.coverage)) {
    await expect(seen.locator(`[data-coverage="${key}"] .expo-coverage__count`)).toHaveText(
      String(count),
    );
  }
  // The judge who found it away said so; another judge found it back, so no report stands.
  await expect(progress.filter({ hasText: JUDGES[0] })).toContainText('Reported 1 project absent');
  await expect(panel.getByRole('region', { name: 'Reported absent' })).toHaveCount(0);
  await expectNoAxeViolations(admin.page, 'the Judging panel after the judges walked');

  // Judging closes; the jury order stands; the top five go to a stage vote for the audience.
  await panel.getByRole('button', { name: 'Close judging' }).click();
  await admin.page
    .getByRole('dialog', { name: `Close judging in ${EXPO}?` })
    .getByRole('button', { name: 'Close judging' })
    .click();
  await expect(panel.getByText('Final: judging has closed.')).toBeVisible();
  const order = (await client.judging.view(room.roomId, room.adminToken, awardId)).body.juryOrder;
  const finalists = panel.getByRole('form', { name: 'Stage vote' });
  await finalists.getByRole('button', { name: 'Send the top 5 to the stage vote' }).click();
  await expect(finalists.getByRole('status')).toHaveText(
    'The top 5 went to Stage vote: phones can vote in it now.',
  );
  const top5 = order.slice(0, 5).map((s) => nameOf.get(s.contestantId) ?? '');

  // The audience ranks the finalists on a phone.
  const voter = await api.join(room.code, 'Sam');
  const audience = await users.open('phone', {
    storage: participantStorage(voter),
    label: 'audience',
  });
  await audience.page.goto('/vote');
  await audience.page.getByRole('tab', { name: /^Stage vote/ }).click();
  const offered = audience.page.locator('[data-contestant-name]');
  await expect(offered).toHaveCount(5);
  for (const name of [top5[2], top5[0], top5[4]]) await rankWithButton(audience.page, name ?? '');
  await audience.page.getByRole('button', { name: 'Submit Vote' }).click();
  // Voted, the phone opens the next award not voted in.
  await expect(audience.page.getByRole('tab', { name: 'Stage vote Voted' })).toBeVisible();

  // Voting ends: both awards' results, the expo's with how many judges saw each project.
  await api.finish(room);
  await admin.page.reload();
  const expoResults = admin.page.getByRole('region', { name: EXPO, exact: true });
  const results = (await client.results(room.roomId, room.adminToken)).body.results;
  const expoScores = results?.awards.find((a) => a.awardId === awardId)?.finalScores ?? [];
  expect(expoScores.map((s) => s.contestantName).slice(0, 5)).toEqual(top5);
  const winner = expoScores[0];
  await expect(expoResults.getByTestId('jury-judges').first()).toContainText(
    `Seen by ${winner?.jury?.judges} judge`,
  );
  const flagged = expoScores.filter((s) => (s.jury?.judges ?? 0) < 2).length;
  expect(flagged).toBeGreaterThan(0);
  const rankings = expoResults.getByRole('region', { name: 'Complete Rankings' });
  await expect(rankings.getByTestId('jury-judges')).toHaveCount(PROJECTS);
  await expect(rankings.getByTestId('jury-flag')).toHaveCount(flagged);
  await expectNoAxeViolations(admin.page, 'the results of an expo and its stage vote');

  // Anyone recounts both awards from the ballot record, and finds the same results.
  const visitor = await users.open('desktop', { label: 'auditor' });
  await visitor.page.goto(`/results/${room.code}`);
  const record = visitor.page.getByRole('region', { name: 'Ballot record' });
  await record.getByRole('button', { name: 'Recount' }).click();
  await expect(record.getByText('Recounted 5 ballots: the same results.')).toBeVisible();
  // The expo's second opinion is Crowd-BT's; the stage vote's, Schulze's and instant-runoff's.
  const opinions = record.getByRole('listitem');
  await expect(opinions.filter({ hasText: `${EXPO}:` })).toContainText(/Crowd-BT (also )?picks /);
  await expect(opinions.filter({ hasText: 'Stage vote:' })).toContainText(/Schulze/);
  await expectNoAxeViolations(visitor.page, 'a recount of an expo and its stage vote');
});
