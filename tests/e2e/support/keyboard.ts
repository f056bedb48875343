import type { Locator, Page } from '@playwright/test';

/** Tab presses a person might need to reach any control of a small ballot. */
const MAX_TABS = 40;

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard
 * user would, and fails if it never does; returns the presses it took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  direction: 'forward' | 'backward' = 'forward',
): Promise<number> {
  for (let presses = 1; presses <= MAX_TABS; presses++) {
    await page.keyboard.press(direction === 'forward' ? 'Tab' : 'Shift+Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${MAX_TABS} presses of Tab never reached ${target.toString()}`);
}
