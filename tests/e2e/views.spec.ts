import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { participantStorage } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectConfetti } from './support/results.ts';
import { buildScene, type Scene } from './support/scene.ts';
import { type Device, expect, test, VIEWPORTS } from './support/users.ts';
import { VIEWS } from './support/views.ts';

/**
 * Every view at every size, each a test of its own: a full-page screenshot
 * (to look at), and what a person would see go wrong there — a button label
 * cut at its start, a name broken mid-word, a page that scrolls sideways on
 * a narrow phone, and any axe violation. One load of the view serves them all.
 */

const DIR = 'test-results/screenshots';
let scene: Scene;

test.describe.configure({ mode: 'parallel' });

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

for (const size of SIZES) {
  for (const view of VIEWS) {
    const checks = [
      'full page',
      size.narrow ? 'no sideways scroll' : 'no button label cut at its start',
      'no name broken mid-word',
      ...(size.axe(view.name) ? ['no axe violation'] : []),
    ];
    test(`${view.name} at ${size.name} size: ${checks.join(', ')}`, async ({ users }) => {
      // Reduced motion: no confetti over the standings (full-flow checks the confetti).
      const user = await users.open(size.device, {
        label: `${view.name} ${size.name}`,
        ...(view.storage ? { storage: view.storage(scene) } : {}),
        contextOptions: { viewport: size.viewport, reducedMotion: 'reduce' },
      });
      user.allowConsoleErrors(...(view.expectedConsoleErrors ?? []));
      await view.before?.(user.page);
      await user.page.goto(view.path);
      await view.ready(user.page);
      const file = `${view.name}-${size.narrow ? 'phone360' : size.name}.png`;
      await user.page.screenshot({ path: `${DIR}/${file}`, fullPage: true });
      if (size.narrow) {
        const width = await user.page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'page width').toBeLessThanOrEqual(size.viewport.width);
      } else {
        expect(await labelsCutAtStart(user.page), 'labels cut at their start').toEqual([]);
      }
      expect(await namesBrokenMidWord(user.page), 'names broken mid-word').toEqual([]);
      if (size.axe(view.name)) {
        await expectNoAxeViolations(user.page, `${view.name} at ${size.name} size`);
      }
    });
  }
}

test('results open with 50 confetti dots over the podium at phone size', async ({ users }) => {
  const user = await users.open('phone', { storage: participantStorage(scene.ended.participant) });
  await user.page.goto('/vote');
  await expectConfetti(user.page);
  await expect(user.page.getByRole('region', { name: 'Top 3' })).toBeVisible();
  await expect(user.page.getByRole('heading', { level: 1, name: 'Final Results' })).toBeVisible();
  await user.page.screenshot({ path: `${DIR}/results-confetti-phone.png` });
});
