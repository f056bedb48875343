import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { participantStorage } from './support/api.ts';
import { expectConfetti } from './support/results.ts';
import { buildScene, type Scene } from './support/scene.ts';
import { type Device, expect, test } from './support/users.ts';
import { VIEWS } from './support/views.ts';

const DIR = 'test-results/screenshots';
let scene: Scene;

/**
 * Buttons whose label starts left of the button: a label too long for its
 * button, centred, loses its first letters where it should end in an ellipsis.
 */
function labelsCutAtStart(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, a.button')].flatMap((button) => {
      const box = button.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(button);
      const label = range.getBoundingClientRect();
      const cut = box.width > 0 && label.width > 0 && label.left < box.left - 0.5;
      return cut ? [button.textContent?.trim() ?? ''] : [];
    }),
  );
}

test.beforeAll(async ({ browser }) => {
  mkdirSync(DIR, { recursive: true });
  scene = await buildScene(browser);
});

for (const device of ['phone', 'desktop', 'projector'] as const satisfies readonly Device[]) {
  test(`every view at ${device} size, full page, no button label cut at its start`, async ({
    users,
  }) => {
    // Every view, one fresh browser context each: well over a minute on two cores.
    test.slow();
    const cut: string[] = [];
    for (const view of VIEWS) {
      // Reduced motion: no confetti over the standings (full-flow checks the confetti).
      const user = await users.open(device, {
        label: `${view.name} ${device}`,
        ...(view.storage ? { storage: view.storage(scene) } : {}),
        contextOptions: { reducedMotion: 'reduce' },
      });
      user.allowConsoleErrors(...(view.expectedConsoleErrors ?? []));
      await view.before?.(user.page);
      await user.page.goto(view.path);
      await view.ready(user.page);
      await user.page.screenshot({ path: `${DIR}/${view.name}-${device}.png`, fullPage: true });
      for (const label of await labelsCutAtStart(user.page)) cut.push(`${view.name}: ${label}`);
      await user.context.close();
    }
    expect(cut).toEqual([]);
  });
}

test('no view scrolls sideways on a 360 px phone', async ({ users }) => {
  test.slow();
  const overflowing: string[] = [];
  for (const view of VIEWS) {
    const user = await users.open('phone', {
      label: `${view.name} 360`,
      ...(view.storage ? { storage: view.storage(scene) } : {}),
      contextOptions: { viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' },
    });
    user.allowConsoleErrors(...(view.expectedConsoleErrors ?? []));
    await view.before?.(user.page);
    await user.page.goto(view.path);
    await view.ready(user.page);
    const width = await user.page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) overflowing.push(`${view.name}: ${width}px`);
    await user.page.screenshot({ path: `${DIR}/${view.name}-phone360.png`, fullPage: true });
    await user.context.close();
  }
  expect(overflowing).toEqual([]);
});

test('results open with 50 confetti dots over the podium at phone size', async ({ users }) => {
  const user = await users.open('phone', { storage: participantStorage(scene.ended.participant) });
  await user.page.goto('/vote');
  await expectConfetti(user.page);
  await expect(user.page.getByRole('region', { name: 'Top 3' })).toBeVisible();
  await expect(user.page.getByRole('heading', { level: 1, name: 'Final Results' })).toBeVisible();
  await user.page.screenshot({ path: `${DIR}/results-confetti-phone.png` });
});
