import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { participantStorage } from './support/api.ts';
import { expectConfetti } from './support/results.ts';
import { buildScene, type Scene } from './support/scene.ts';
import { type Device, expect, test } from './support/users.ts';
import { VIEWS } from './support/views.ts';

const DIR = 'test-results/screenshots';
let scene: Scene;

// Each view and size is a test of its own, on its own contexts: spread over the workers.
test.describe.configure({ mode: 'parallel' });

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

/**
 * Contestant names split inside a word ("Vibe Chec/k") no longer than half
 * its chip: a name wraps between its words, and only a word too long for
 * any line of the chip may break.
 */
function namesBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.chip-name')].flatMap((name) => {
      const text = name.firstChild;
      if (!(text instanceof Text)) return [];
      const chip = name.closest('li')?.getBoundingClientRect().width ?? 0;
      return [...text.data.matchAll(/\S+/g)].flatMap((word) => {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const whole = lines.reduce((sum, rect) => sum + rect.width, 0);
        return lines.length > 1 && whole <= chip / 2 ? [`${text.data} (${word[0]})`] : [];
      });
    }),
  );
}

test.beforeAll(async ({ browser }) => {
  mkdirSync(DIR, { recursive: true });
  scene = await buildScene(browser);
});

for (const device of ['phone', 'desktop', 'projector'] as const satisfies readonly Device[]) {
  test(`every view at ${device} size, full page, no button label cut at its start, no name broken mid-word`, async ({
    users,
  }) => {
    // Every view, one fresh browser context each: well over a minute on two cores.
    test.slow();
    const cut: string[] = [];
    const broken: string[] = [];
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
      for (const name of await namesBrokenMidWord(user.page)) broken.push(`${view.name}: ${name}`);
      await user.context.close();
    }
    expect(cut).toEqual([]);
    expect(broken).toEqual([]);
  });
}

test('no view scrolls sideways on a 360 px phone, nor breaks a name mid-word', async ({
  users,
}) => {
  test.slow();
  const overflowing: string[] = [];
  const broken: string[] = [];
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
    for (const name of await namesBrokenMidWord(user.page)) broken.push(`${view.name}: ${name}`);
    await user.page.screenshot({ path: `${DIR}/${view.name}-phone360.png`, fullPage: true });
    await user.context.close();
  }
  expect(overflowing).toEqual([]);
  expect(broken).toEqual([]);
});

test('results open with 50 confetti dots over the podium at phone size', async ({ users }) => {
  const user = await users.open('phone', { storage: participantStorage(scene.ended.participant) });
  await user.page.goto('/vote');
  await expectConfetti(user.page);
  await expect(user.page.getByRole('region', { name: 'Top 3' })).toBeVisible();
  await expect(user.page.getByRole('heading', { level: 1, name: 'Final Results' })).toBeVisible();
  await user.page.screenshot({ path: `${DIR}/results-confetti-phone.png` });
});
