import type { Page } from '@playwright/test';
import { settled } from './award-results.ts';
import { expect } from './users.ts';

/** The projector sizes the big screen is held to. */
export const BIG_SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;

/**
 * The smallest contestant or award name allowed on the big screen: 20 px at
 * 1920×1080 and 16 px at 1280×720 (the presenter's own floor, see
 * staged-reveal-rankings.css).
 */
export function smallestName(height: number): number {
  return height >= 1080 ? 20 : 16;
}

/**
 * What is wrong with the presenter's fit, in words: the page scrolls, a
 * piece of text shown lies outside the window or outside a box that clips
 * it, or a name is smaller than `smallest` px. Empty when it fits.
 */
function fitProblems(smallest: number): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollHeight > innerHeight) problems.push(`scrolls down: ${root.scrollHeight}px`);
  if (root.scrollWidth > innerWidth) problems.push(`scrolls across: ${root.scrollWidth}px`);
  const presenter = document.querySelector('.presenter');
  if (!presenter) return ['no presenter'];
  const clips = (element: Element) => {
    const style = getComputedStyle(element);
    return style.overflowX !== 'visible' || style.overflowY !== 'visible';
  };
  const walker = document.createTreeWalker(presenter, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!element || text === '' || element.closest('.visually-hidden')) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const what = `"${text.slice(0, 40)}"`;
    if (
      box.left < -1 ||
      box.top < -1 ||
      box.right > innerWidth + 1 ||
      box.bottom > innerHeight + 1
    ) {
      problems.push(`${what} outside the window: ${JSON.stringify(box)}`);
    }
    for (let box2 = element.parentElement; box2 && box2 !== presenter; box2 = box2.parentElement) {
      if (!clips(box2)) continue;
      const frame = box2.getBoundingClientRect();
      if (box.top < frame.top - 1 || box.bottom > frame.bottom + 1 || box.right > frame.right + 1) {
        problems.push(`${what} cut by .${box2.className}`);
      }
    }
  }
  const names = presenter.querySelectorAll(
    '.staged-reveal__name, .staged-reveal__ranking-name, .award-title-card__name, .reveal-agenda__award, .award-label',
  );
  for (const name of names) {
    if (!name.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (name.closest('.visually-hidden')) continue;
    const size = Number.parseFloat(getComputedStyle(name).fontSize);
    if (size < smallest - 0.01) {
      problems.push(`"${name.textContent?.slice(0, 40)}" at ${size}px, under ${smallest}px`);
    }
  }
  return problems;
}

/** Fails unless the presenter fits its window as it is now; `state` names it in the failure. */
export async function expectFits(page: Page, state: string): Promise<void> {
  await settled(page);
  const height = page.viewportSize()?.height ?? 0;
  const problems = await page.evaluate(fitProblems, smallestName(height));
  expect(problems, `${state} at ${page.viewportSize()?.width}×${height}`).toEqual([]);
}
