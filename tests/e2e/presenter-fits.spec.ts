import type { Page } from '@playwright/test';
import type { Contestant } from '#shared/api.ts';
import { revealCards } from '#shared/reveal.ts';
import { type AdminRoom, adminStorage, api, client, roomWith } from './support/api.ts';
import { settled } from './support/award-results.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BIG_SCREENS, expectFits } from './support/big-screen.ts';
import { expect, test, type Users } from './support/users.ts';

/**
 * The big screen never scrolls and never cuts, at 1920×1080 and 1280×720,
 * whatever the room holds: a long title, five awards, names of 60 to 80
 * characters, tie notes of several lines, blended scores, 150 contestants.
 */

const LONG_TITLE =
  'The Autumn Open Hackathon of Accessible, Sustainable and Delightfully Over-Engineered Software';
const PHRASES = [
  'an accessible real-time whiteboard for remote design teams',
  'the open-source assistant that turns meeting notes into tasks',
  'a privacy-first budgeting app that runs entirely on your phone',
  'collaborative playlists for parties, ranked by the whole room',
];

/** A contestant's name of 60 to 80 characters; one in seven is a single word that must still wrap. */
function longName(n: number): string {
  if (n % 7 === 3) return `Project${n + 1}SupercalifragilisticExpialidociousRealTimeVotingEngine`;
  return `${n + 1}. ${PHRASES[n % PHRASES.length]}`.slice(0, 80);
}

/**
 * Ballots of five voters over the first nine contestants that leave a chain of
 * ties on 3 points (first-place votes, then second-place votes, then the order
 * added): several contestants get two lines of tie notes; everyone else ties
 * on 0 points, each with its own long line.
 */
const TIED_BALLOTS = [
  [0, 2, 4],
  [1, 3, 4],
  [7, 8, 4],
  [5, 6, 2],
  [6, 5, 3],
];

async function castTiedBallots(
  room: AdminRoom,
  contestants: readonly Contestant[],
  awardId?: string,
) {
  for (const [voter, picks] of TIED_BALLOTS.entries()) {
    const joined = await api.join(room.code, `Voter ${voter + 1}`);
    const ids = picks.map((index) => contestants[index]?.id ?? '');
    const ranked = await client.rank(room.roomId, joined.participantToken, ids, awardId);
    expect(ranked.status).toBe(200);
  }
}

/** Both projector windows on the organiser's room, their page timers under the test's hand. */
async function openPresenters(users: Users, room: AdminRoom): Promise<Page[]> {
  const pages: Page[] = [];
  for (const viewport of BIG_SCREENS) {
    const { page } = await users.open('projector', {
      label: `presenter ${viewport.width}×${viewport.height}`,
      storage: adminStorage(room),
      contextOptions: { viewport, reducedMotion: 'reduce' },
    });
    await page.clock.install();
    await page.goto('/present');
    pages.push(page);
  }
  return pages;
}

async function snap(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path: `test-results/fits-${name}-${page.viewportSize()?.height}.png` });
}

/**
 * The complete ranking, page after page as the screen turns them by itself:
 * each fits, and every contestant is on one of them. Answers the pages' names.
 */
async function expectRankingPages(page: Page, names: readonly string[], state: string) {
  const seen: string[][] = [];
  const indicator = page.getByTestId('ranking-pages');
  const paged = (await indicator.count()) > 0;
  for (let turn = 0; turn < 40; turn++) {
    await expectFits(page, `${state}, page ${turn + 1}`);
    const shown = await page
      .locator('.staged-reveal__ranking-list:not([data-measure]) .staged-reveal__ranking-name')
      .allTextContents();
    if (seen.some((earlier) => earlier[0] === shown[0])) break;
    seen.push(shown);
    if (!paged) break;
    const before = await indicator.textContent();
    await page.clock.runFor(8_000);
    await expect(indicator).not.toHaveText(before ?? '');
  }
  expect(seen.flat().toSorted()).toEqual([...names].toSorted());
  return seen;
}

test('voting, the agenda of five awards, each podium step, blended scores and each ranking fit both screens', async ({
  users,
}) => {
  test.setTimeout(120_000);
  const names = Array.from({ length: 9 }, (_, n) => longName(n));
  const { room, contestants } = await roomWith(names, 'Autumn Open 2025', LONG_TITLE);
  const ids = contestants.map((c) => c.id);
  const [overall] = (await client.awards.list(room.roomId, room.adminToken)).body.awards;
  const awards = [
    { name: 'The Grand Prize of the Evening Jury 2025', contestantIds: null },
    { name: 'Best Design and User Experience Overall', contestantIds: ids.slice(0, 4) },
    {
      name: 'Judges and Audience Blended Choice Award',
      contestantIds: null,
      voters: 'judges_and_audience',
      judgesWeight: 70,
    },
    { name: 'Most Technically Ambitious Hack of 2025', contestantIds: ids.slice(4, 6) },
    { name: "People's Choice Award Voted by the Crowd", contestantIds: null },
  ];
  const awardIds: string[] = [];
  for (const [index, body] of awards.entries()) {
    const saved =
      index === 0
        ? await client.awards.update(room.roomId, room.adminToken, overall?.id ?? '', body)
        : await client.awards.add(room.roomId, room.adminToken, body);
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    awardIds.push(saved.body.award.id);
  }
  await castTiedBallots(room, contestants, awardIds[0]);
  await castTiedBallots(room, contestants, awardIds[2]);
  const judge = await client.judges.invite(room.roomId, room.adminToken, { name: 'Ada' });
  const judged = await client.rank(
    room.roomId,
    judge.body.judgeToken,
    ids.slice(6, 9),
    awardIds[2],
  );
  expect(judged.status).toBe(200);

  const presenters = await openPresenters(users, room);
  for (const page of presenters) {
    await expect(page.getByText("People's Choice Award Voted by the Crowd:")).toBeVisible();
    await expect(page.getByTestId('presenter-judges')).toHaveText('Judges: 1 of 1 voted');
    await expectFits(page, 'voting open');
    await snap(page, 'voting');
  }

  await api.finish(room);
  const results = (await client.results(room.roomId, room.adminToken)).body.results;
  const steps = revealCards(results?.awards ?? []).length;
  for (const page of presenters) {
    await expect(page.getByRole('list', { name: 'Awards' }).getByRole('listitem')).toHaveCount(5);
    await expectFits(page, 'results are ready');
    await snap(page, 'agenda');
  }
  for (let step = 1; step <= steps; step++) {
    await api.revealTo(room, step);
    for (const page of presenters) {
      const where = step < steps ? `Step ${step} of ${steps}` : 'The reveal is complete';
      await expect(page.getByText(where, { exact: true }).first()).toBeVisible();
      await expectFits(page, `step ${step}`);
      if ([3, 4, 5, 13, 14].includes(step)) await snap(page, `step-${step}`);
    }
  }
  await expectRankingPages(
    presenters[1] as Page,
    (results?.awards[4]?.finalScores ?? []).map((s) => s.contestantName),
    'the last ranking',
  );
});

for (const count of [12, 40]) {
  test(`the complete ranking of ${count} long names with tie notes fits both screens`, async ({
    users,
  }) => {
    const names = Array.from({ length: count }, (_, n) => longName(n));
    const { room, contestants } = await roomWith(names, `Ranking ${count}`, LONG_TITLE);
    await castTiedBallots(room, contestants);
    await api.finish(room);
    await api.revealTo(room, 4);
    for (const page of await openPresenters(users, room)) {
      await expect(page.getByRole('heading', { name: 'Complete Rankings' })).toBeVisible();
      await snap(page, `ranking-${count}`);
      await expectRankingPages(page, names, `${count} contestants`);
    }
  });
}

test('150 contestants: the complete ranking turns its pages by itself and shows everyone', async ({
  users,
}) => {
  test.setTimeout(120_000);
  const names = Array.from({ length: 150 }, (_, n) =>
    n % 5 === 2
      ? longName(n)
      : `Entry ${n + 1} ${PHRASES[n % 4]?.split(' ').slice(1, 3).join(' ')}`,
  );
  const { room, contestants } = await roomWith(names, 'Big Hack', LONG_TITLE);
  await castTiedBallots(room, contestants);
  await api.finish(room);
  await api.revealTo(room, 4);
  const presenters = await openPresenters(users, room);
  for (const page of presenters) {
    const rankings = page.getByRole('region', { name: 'Complete Rankings' });
    await expect(page.getByTestId('ranking-pages')).toHaveText(/^Ranks 1–\d+ of 150$/);
    await snap(page, 'ranking-150');
    const pages = await expectRankingPages(page, names, '150 contestants');
    expect(pages.length).toBeGreaterThan(1);
    // A screen reader has the whole list at once, not the page on the screen.
    await expect(rankings.getByRole('listitem').filter({ hasText: /^#\d+/ })).toHaveCount(150);
  }
  await expectNoAxeViolations(presenters[1] as Page, 'the paged ranking');
});
