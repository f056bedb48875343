import { mkdirSync } from 'node:fs';
import { participantStorage } from './support/api.ts';
import { expectConfetti } from './support/results.ts';
import { buildScene, type Scene } from './support/scene.ts';
import { type Device, expect, test } from './support/users.ts';
import { VIEWS } from './support/views.ts';

const DIR = 'test-results/screenshots';
let scene: Scene;

test.beforeAll(async ({ browser }) => {
  mkdirSync(DIR, { recursive: true });
  scene = await buildScene(browser);
});

for (const device of ['phone', 'desktop', 'projector'] as const satisfies readonly Device[]) {
  test(`every view at ${device} size, full page`, async ({ users }) => {
    // Every view, one fresh browser context each: well over a minute on two cores.
    test.slow();
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
      await user.context.close();
    }
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
