import { expect, type Locator, type Page } from '@playwright/test';

export type ExpectedScore = {
  name: string;
  points: number;
  first: number;
  second: number;
  third: number;
};

/** The accessible labels of a breakdown list's items ("1st place votes: 2", ...). */
async function expectBreakdown(breakdown: Locator, score: ExpectedScore): Promise<void> {
  await expect
    .poll(() =>
      breakdown
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
    )
    .toEqual([
      `1st place votes: ${score.first}`,
      `2nd place votes: ${score.second}`,
      `3rd place votes: ${score.third}`,
    ]);
}

const pointsText = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

/**
 * The Final Results view as a voter sees it: header, winner banner, the top 3
 * podium and, with more than 3 contestants, Complete Rankings. `scores` is
 * the expected standing, best first, worked out by hand in the test.
 */
export async function expectFinalResults(page: Page, scores: readonly ExpectedScore[]) {
  const [winner] = scores;
  if (!winner) throw new Error('no expected scores');
  await expect(page.getByRole('heading', { level: 1, name: 'Final Results' })).toBeVisible();
  await expect(page.getByText('Challenge completed!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share Results' })).toBeVisible();

  const banner = page.getByRole('region', { name: winner.name, exact: true });
  await expect(banner.getByText('Winner', { exact: true })).toBeVisible();
  await expect(banner.getByRole('heading', { level: 2 })).toHaveText(winner.name);
  await expect(banner.getByText(pointsText(winner.points), { exact: true })).toBeVisible();
  await expectBreakdown(banner.getByRole('list', { name: "Winner's vote breakdown" }), winner);

  const podium = page.getByRole('region', { name: scores.length >= 3 ? 'Top 3' : 'Podium' });
  await expect(podium.getByRole('heading', { level: 3 })).toHaveText(
    scores.slice(0, 3).map((s) => s.name),
  );
  await expect(podium.locator('.results-podium__rank')).toHaveText(['#1', '#2', '#3']);
  await expect(podium.locator('.results-podium__points')).toHaveText(
    scores.slice(0, 3).map((s) => pointsText(s.points)),
  );

  const rankings = page.getByRole('region', { name: 'Complete Rankings' });
  if (scores.length <= 3) {
    await expect(rankings).toHaveCount(0);
    return;
  }
  await expect(rankings.getByRole('heading', { level: 3 })).toHaveText(scores.map((s) => s.name));
  await expect(rankings.locator('.results-rankings__rank')).toHaveText(
    scores.map((_, index) => `#${index + 1}`),
  );
  await expect(rankings.locator('.results-rankings__points')).toHaveText(
    scores.map((s) => pointsText(s.points)),
  );
  const breakdowns = rankings.getByRole('list', { name: 'Vote breakdown' });
  for (const [index, score] of scores.entries()) {
    await expectBreakdown(breakdowns.nth(index), score);
  }
}

/** 50 confetti dots inside the confetti layer (shown from 1 s after the view opens). */
export async function expectConfetti(page: Page): Promise<void> {
  await expect(page.getByTestId('confetti').locator('.confetti-piece')).toHaveCount(50);
}

type Captured = { shared: ShareData[]; copied: string[] };

/**
 * Stands in for the device's share sheet (or, with `via: 'clipboard'`, for a
 * device without one, and its clipboard), recording what the page hands
 * over: the share sheet and the clipboard are the device's, not ours.
 */
export async function captureShares(page: Page, via: 'share' | 'clipboard'): Promise<void> {
  await page.addInitScript((mode) => {
    const captured: Captured = { shared: [], copied: [] };
    Object.assign(window, { captured });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value:
        mode === 'share'
          ? async (data: ShareData) => {
              captured.shared.push(data);
            }
          : undefined,
    });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          captured.copied.push(text);
        },
      },
    });
  }, via);
}

/** What the page has shared or copied since captureShares. */
export function captured(page: Page): Promise<Captured> {
  return page.evaluate(() => (window as unknown as { captured: Captured }).captured);
}
