import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { participantStorage } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectConfetti } from './support/results.ts';
import { buildScene, type Scene } from './support/scene.ts';
import { type Device, expect, test, VIEWPORTS } from './support/users.ts';
import { VIEWS } from './support/views.ts';

/**
 * Every view at every size: a full-page screenshot (to look at), and what a
 * person would see go wrong there — a button label cut at its start, a name
 * broken mid-word, a page that scrolls sideways on a narrow phone, and any
 * axe violation. One load of the view serves every size.
 */

const DIR = 'test-results/screenshots';
let scene: Scene;

type Size = {
  name: string;
  device: Device;
  viewport: { width: number; height: number };
  /** Every view is held to axe at the sizes a person reads it at. */
  axe: (view: string) => boolean;
  /** The narrowest phone: nothing may scroll sideways (labels are checked at the others). */
  narrow?: boolean;
};

/** The public results pages are read on the big screen too. */
const PUBLIC_VIEWS = new Set([
  'public-results',
  'public-results-open',
  'public-results-held',
  'public-results-not-found',
]);

const SIZES: Size[] = [
  { name: 'phone', device: 'phone', viewport: VIEWPORTS.phone, axe: () => true },
  { name: 'desktop', device: 'desktop', viewport: VIEWPORTS.desktop, axe: () => true },
  {
    name: 'projector',
    device: 'projector',
    viewport: VIEWPORTS.projector,
    axe: (view) => PUBLIC_VIEWS.has(view),
  },
  {
    name: '360 px phone',
    device: 'phone',
    viewport: { width: 360, height: 740 },
    axe: () => false,
    narrow: true,
  },
];

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

test('the public results pages are among the views', () => {
  expect(VIEWS.filter((view) => PUBLIC_VIEWS.has(view.name)).map((view) => view.name)).toEqual([
    ...PUBLIC_VIEWS,
  ]);
});

/**
 * One load of each view serves every size: the page is resized, as a
 * window is, and each size is screenshotted and checked in turn (a soft
 * check, so a test names every size where something is wrong).
 */
for (const view of VIEWS) {
  const axe = SIZES.filter((size) => size.axe(view.name)).map((size) => size.name);
  const title = `${view.name} at ${SIZES.map((size) => size.name).join(', ')} size: full page, no button label cut at its start, no name broken mid-word, no sideways scroll at 360 px, no axe violation at ${axe.join(' and ')} size`;
  test(title, async ({ users }) => {
    const [first] = SIZES;
    if (!first) throw new Error('no sizes');
    // Reduced motion: no confetti over the standings (full-flow checks the confetti).
    const user = await users.open(first.device, {
      label: view.name,
      ...(view.storage ? { storage: view.storage(scene) } : {}),
      contextOptions: { viewport: first.viewport, reducedMotion: 'reduce' },
    });
    const { page } = user;
    user.allowConsoleErrors(...(view.expectedConsoleErrors ?? []));
    await view.before?.(page);
    await page.goto(view.path);
    await view.ready(page);
    for (const size of SIZES) {
      await page.setViewportSize(size.viewport);
      const file = `${view.name}-${size.narrow ? 'phone360' : size.name}.png`;
      await page.screenshot({ path: `${DIR}/${file}`, fullPage: true });
      if (size.narrow) {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect.soft(width, `page width at ${size.name}`).toBeLessThanOrEqual(size.viewport.width);
      } else {
        const cut = await labelsCutAtStart(page);
        expect.soft(cut, `labels cut at their start at ${size.name} size`).toEqual([]);
      }
      const broken = await namesBrokenMidWord(page);
      expect.soft(broken, `names broken mid-word at ${size.name} size`).toEqual([]);
      if (size.axe(view.name)) {
        await expectNoAxeViolations(page, `${view.name} at ${size.name} size`, { soft: true });
      }
    }
  });
}

test('results open with 50 confetti dots over the podium at phone size', async ({ users }) => {
  const user = await users.open('phone', { storage: participantStorage(scene.ended.participant) });
  await user.page.goto('/vote');
  await expectConfetti(user.page);
  await expect(user.page.getByRole('region', { name: 'Top 3' })).toBeVisible();
  await expect(user.page.getByRole('heading', { level: 1, name: 'Final Results' })).toBeVisible();
  await user.page.screenshot({ path: `${DIR}/results-confetti-phone.png` });
});
