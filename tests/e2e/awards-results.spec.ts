import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { FinalScore } from '#shared/api.ts';
import { type RevealCard, revealCards } from '#shared/reveal.ts';
import { adminStorage, api, participantStorage } from './support/api.ts';
import {
  type AwardScene,
  awardSection,
  expectAwardHeld,
  expectAwardResults,
  roomWithAwards,
  settled,
} from './support/award-results.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectConfetti } from './support/results.ts';
import { expect, test } from './support/users.ts';

const SCREENSHOTS = 'test-results/awards-results';
const WAITING = 'Results will be revealed on the main screen';
const CONTESTANTS = ['Pixel Pals', 'Vibe Check', 'Code Canvas', 'Drum Bot', 'Loop Lab'];

/**
 * Three awards: Best Overall and People's Choice open to all five
 * contestants (so each ends on its complete ranking), Best Design open to
 * three only (so it ends on its #1). Each has its own ballots and winner.
 */
const SCENE: AwardScene[] = [
  {
    name: 'Best Overall',
    open: null,
    ballots: {
      Ana: ['Pixel Pals', 'Vibe Check', 'Code Canvas'],
      Ben: ['Pixel Pals', 'Code Canvas', 'Drum Bot'],
      Cai: ['Code Canvas', 'Vibe Check', 'Loop Lab'],
    },
  },
  {
    name: 'Best Design',
    open: ['Vibe Check', 'Code Canvas', 'Loop Lab'],
    ballots: {
      Ana: ['Loop Lab', 'Vibe Check'],
      Ben: ['Loop Lab', 'Code Canvas', 'Vibe Check'],
      Dee: ['Vibe Check', 'Loop Lab'],
    },
  },
  {
    name: "People's Choice",
    open: null,
    ballots: {
      Ana: ['Drum Bot', 'Loop Lab', 'Pixel Pals'],
      Cai: ['Drum Bot', 'Pixel Pals'],
      Dee: ['Vibe Check', 'Drum Bot', 'Code Canvas'],
    },
  },
];
const AWARD_NAMES = SCENE.map((award) => award.name);

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
}

/** The names the presenter's podium shows, #1 first, for the places revealed. */
function podiumNames(standings: readonly FinalScore[], card: RevealCard): string[] {
  if (card.kind !== 'place') return [];
  const podium = Math.min(3, standings.length);
  return Array.from({ length: podium - card.place + 1 }, (_, index) => card.place + index).map(
    (place) => standings[place - 1]?.contestantName ?? '',
  );
}

/** What the big screen shows at a card: the title card, the podium so far, or the ranking. */
async function expectCard(page: Page, card: RevealCard, standings: readonly FinalScore[]) {
  const name = AWARD_NAMES[card.award] ?? '';
  if (card.kind === 'award') {
    const title = page.locator('.award-title-card');
    await expect(title.getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(title).toContainText(`Award ${card.award + 1} of ${SCENE.length}`);
    await expect(page.getByRole('list', { name: 'Podium' })).toHaveCount(0);
    return;
  }
  await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  if (card.kind === 'rankings') {
    const rankings = page.getByRole('region', { name: 'Complete Rankings' });
    // The list on screen, not the copies the screen measures its layouts with.
    const names = rankings.locator(
      '.staged-reveal__ranking-list:not([data-measure]) .staged-reveal__ranking-name',
    );
    await expect(names).toHaveText(standings.map((s) => s.contestantName));
    return;
  }
  const podium = page.getByRole('list', { name: 'Podium' });
  await expect(podium.getByRole('heading', { level: 4 })).toHaveText(podiumNames(standings, card));
  // Nothing of the places still hidden, nor of the awards still to come.
  const html = await page.content();
  for (const hidden of standings.slice(0, card.place - 1)) {
    expect(html, `${hidden.contestantName} is still hidden`).not.toContain(hidden.contestantName);
  }
}

/** Each award's Your picks: the voter's ballot in it, each pick with the place it finished. */
async function expectOwnPicks(page: Page, voter: string, standings: readonly FinalScore[][]) {
  const ordinals = ['1st', '2nd', '3rd'];
  for (const [award, { name, ballots }] of SCENE.entries()) {
    const ranked = ballots[voter] ?? [];
    const picks = awardSection(page, name).getByRole('region', { name: `${name} Your picks` });
    await expect(picks.getByRole('listitem')).toHaveText(
      ranked.map((contestant, index) => {
        const rank = standings[award]?.find((s) => s.contestantName === contestant)?.rank ?? 0;
        const place = rank <= 3 ? `${ordinals[rank - 1]} (on the podium)` : `${rank}th`;
        return `Your ${ordinals[index]} pick, ${contestant}, finished ${place}`;
      }),
    );
  }
}

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test('a room of three awards: the presenter reveals them in turn, phones get each as its #1 is shown, every results screen lists all three', async ({
  users,
}) => {
  // Four browsers and fourteen reveal steps, each checked on two screens.
  test.setTimeout(240_000);
  const scene = await roomWithAwards(CONTESTANTS, SCENE, 'Awards Night');
  const { room, standings } = scene;
  const ana = scene.participants.Ana;
  if (!ana) throw new Error('Ana joined');
  const cards = revealCards(standings.map((finalScores) => ({ finalScores })));
  expect(cards).toHaveLength(14);

  const presenter = await users.open('projector', { storage: adminStorage(room) });
  await presenter.page.goto('/present');
  const turnout = presenter.page.getByRole('list', { name: 'Voted per award' });
  await expect(turnout.getByRole('listitem')).toHaveText([
    'Best Overall: 3 voted',
    'Best Design: 3 voted',
    "People's Choice: 3 voted",
  ]);
  await expect(presenter.page.getByText('4 voted', { exact: true })).toBeVisible();
  await shoot(presenter.page, 'presenter-turnout-1920x1080');
  const turnoutHeight = await presenter.page.evaluate(() => document.documentElement.scrollHeight);
  expect(turnoutHeight, 'turnout per award fits the screen').toBeLessThanOrEqual(1080);

  const phone = await users.open('phone', { storage: participantStorage(ana) });
  await phone.page.goto('/vote');
  await expect(phone.page.getByText(`Voting as ${ana.participantName}`)).toBeVisible();

  await api.holdResults(room);
  await api.finish(room);
  await expect(phone.page.getByRole('heading', { level: 2, name: WAITING })).toBeVisible();
  const big = presenter.page;
  await expect(big.getByRole('heading', { level: 2, name: 'Results are ready' })).toBeVisible();
  await expect(big.getByRole('list', { name: 'Awards' }).getByRole('listitem')).toHaveText(
    AWARD_NAMES.map((name, index) => `${index + 1}${name}`),
  );

  for (const [index, card] of cards.entries()) {
    const step = index + 1;
    if (index % 2 === 0) await big.getByRole('button', { name: 'Reveal next' }).click();
    else await big.keyboard.press('ArrowRight');
    const last = step === cards.length;
    await expect(
      big.getByText(last ? /The results for everyone/ : `Step ${step} of ${cards.length}`),
    ).toBeVisible();
    await expectCard(big, card, standings[card.award] ?? []);
    // Confetti on the phone once, as Best Overall's #1 opens its results view.
    if (step === 4) await expectConfetti(phone.page);
    if (step === 1) {
      await shoot(big, 'presenter-title-card-1920x1080');
      await expectNoAxeViolations(big, 'presenter title card');
    }
    if (step === 4) await shoot(big, 'presenter-place-card-1920x1080');
    if (step === 5) await shoot(big, 'presenter-rankings-card-1920x1080');
    if (step === 1 || step === 4 || step === 9) {
      // A title card or a podium, whole on the one screen: nothing to scroll to.
      const height = await big.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `step ${step} fits the screen`).toBeLessThanOrEqual(1080);
    }
    if (step === 6) {
      // A reload continues where the reveal is: Best Design's title card.
      await big.reload();
      await expect(big.getByText(`Step 6 of ${cards.length}`)).toBeVisible();
      await expectCard(big, card, standings[1] ?? []);
    }

    // The phone: each award once its #1 is on the big screen, the rest still held.
    const released = cards
      .slice(0, step)
      .filter((each) => each.kind === 'place' && each.place === 1).length;
    if (released === 0) {
      await expect(phone.page.getByRole('heading', { level: 2, name: WAITING })).toBeVisible();
      continue;
    }
    if (card.kind !== 'place' || card.place !== 1) continue;
    await expect(
      phone.page.getByRole('heading', { level: 1, name: 'Final Results' }),
    ).toBeVisible();
    for (const [award, name] of AWARD_NAMES.entries()) {
      if (award < released) await expectAwardResults(phone.page, name, standings[award] ?? []);
      else await expectAwardHeld(phone.page, name);
    }
    if (released === 1) {
      await shoot(phone.page, 'results-one-released-390x844', true);
      await expectNoAxeViolations(phone.page, 'results with awards held');
      // The burst clears; the next awards come out without another.
      await expect(phone.page.getByTestId('confetti')).toHaveCount(0, { timeout: 8_000 });
    } else {
      await phone.page.waitForTimeout(1_500);
      await expect(phone.page.getByTestId('confetti')).toHaveCount(0);
    }
  }
  await expect(big.getByRole('button', { name: 'Reveal next' })).toHaveCount(0);

  // Ana's picks in each award, where they finished: from the ballots her
  // phone voted with, then, opening her room again, as read from the server.
  await expectOwnPicks(phone.page, 'Ana', standings);
  await phone.page.goto('/vote');
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Final Results' })).toBeVisible();
  await expectOwnPicks(phone.page, 'Ana', standings);

  await expectNoAxeViolations(phone.page, 'results of three awards');
  await shoot(phone.page, 'results-390x844', true);
  // Share Results still shares the first award's winner.
  await expect(phone.page.getByRole('button', { name: 'Share Results' })).toHaveCount(1);

  const stranger = await users.open('desktop', { label: 'stranger' });
  await stranger.page.goto(`/results/${room.code}`);
  for (const [award, name] of AWARD_NAMES.entries()) {
    await expectAwardResults(stranger.page, name, standings[award] ?? []);
  }
  await expectNoAxeViolations(stranger.page, 'public results of three awards');
  await shoot(stranger.page, 'results-1280x800', true);

  const admin = await users.open('desktop', { label: 'organiser', storage: adminStorage(room) });
  await admin.page.goto('/admin');
  const finalResults = admin.page.getByRole('region', { name: 'Final Results' });
  for (const [award, name] of AWARD_NAMES.entries()) {
    await expectAwardResults(finalResults, name, standings[award] ?? []);
  }
  await expect(
    awardSection(finalResults, 'Best Design').getByRole('heading', { level: 3 }),
  ).toHaveText('Best Design');
  await settled(admin.page);
  await finalResults.screenshot({ path: `${SCREENSHOTS}/dashboard-final-results-1280x800.png` });
  await finalResults.scrollIntoViewIfNeeded();
  await shoot(admin.page, 'dashboard-1280x800');
  await expectNoAxeViolations(admin.page, 'dashboard with three awards');
});
