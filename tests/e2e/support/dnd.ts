import { expect, type Locator, type Page } from '@playwright/test';
import { chipHandle, list } from './ui.ts';

const chipSelectorOf = (name: string) =>
  `[data-testid="contestant-chip"][data-contestant-name="${name}"]`;

type ListName = 'ranked' | 'available';
type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

/**
 * Waits until the drag and drop is in place (the ballot is drawn, and can be
 * used with its buttons, before it loads), as a screen reader tells it: a
 * chip's handle is described with how to lift it ("Press space bar to start
 * a drag…", in the device's language), which the library adds in the same
 * pass as it starts listening for drags.
 */
export async function dragReady(page: Page): Promise<void> {
  await expect(page.locator('.chip-handle').first()).toHaveAccessibleDescription(/\S/, {
    timeout: 30_000,
  });
}

/** Waits for two animation frames: the library reads pointer moves once per frame. */
async function frames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Waits, checking every animation frame (expect's back-off would add up to a
 * second per drag), until the element matching `selector` has `className`
 * (or, with `present` false, until nothing matching has it).
 */
async function waitForClass(
  page: Page,
  selector: string,
  className: string,
  present = true,
  timeout = 5_000,
) {
  await page.waitForFunction(
    ([sel, name, want]) =>
      want
        ? document.querySelector(sel)?.classList.contains(name) === true
        : !document.querySelector(`${sel}.${name}`),
    [selector, className, present] as const,
    { polling: 'raf', timeout },
  );
}

/** The box once it has stopped changing (the placeholder animates open). */
async function settledBox(page: Page, locator: Locator): Promise<Box> {
  let last = await box(locator);
  for (let attempt = 0; attempt < 60; attempt++) {
    await frames(page);
    const next = await box(locator);
    if (next.height === last.height && next.y === last.y) return next;
    last = next;
  }
  return last;
}

/**
 * Presses on the chip's middle and moves past the 5 px threshold until the
 * library lifts it. A scroll while the press is pending cancels it (the
 * library's rule), so wait for the page to stop moving first (a drop that
 * just ended may still shrink the page and clamp the scroll); if a late
 * scroll still cancels the press, release and press again.
 */
async function lift(page: Page, source: Locator, selector: string, target: Locator): Promise<Box> {
  for (let attempt = 1; ; attempt++) {
    let from = await box(source);
    for (let i = 0; i < 30; i++) {
      await frames(page);
      const next = await box(source);
      if (next.y === from.y && next.x === from.x) break;
      from = next;
    }
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    const towardsTarget = (await box(target)).y < from.y ? -1 : 1;
    await page.mouse.move(start.x, start.y + towardsTarget * 12, { steps: 3 });
    try {
      await waitForClass(page, selector, 'chip--dragging', true, 1_000);
      return from;
    } catch (error) {
      await page.mouse.up();
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * Scrolls so the chip and the drop point sit around the middle of the
 * screen, out of the library's auto-scroll zones (the outer 25 % of the
 * viewport), so the page does not scroll under the pointer mid-drag. A phone
 * stacks the lists, so the target may start above or below the fold.
 */
async function bringIntoView(page: Page, source: Locator, target: Locator, atEnd: boolean) {
  await page.evaluate(
    ([from, to, end]) => {
      const a = from.getBoundingClientRect();
      const b = to.getBoundingClientRect();
      const grabY = a.top + a.height / 2;
      const dropY = end ? b.bottom - 10 : b.top + 12;
      const middle = (grabY + dropY) / 2 + window.scrollY;
      window.scrollTo({ top: Math.max(0, middle - window.innerHeight / 2), behavior: 'instant' });
    },
    [await source.elementHandle(), await target.elementHandle(), atEnd] as const,
  );
  await frames(page);
}

export type DragOptions = {
  /** Where to drop: the end of the list (default) or its top. */
  at?: 'end' | 'start';
  /** The drop will be refused (Your Rankings is full): do not wait for the hover. */
  refused?: boolean;
};

/**
 * Drags a contestant with the mouse like a person: press on the chip, move
 * past the 5 px threshold, glide to the list in small steps, release, and
 * wait for the drop animation to settle.
 */
export async function dragTo(
  page: Page,
  name: string,
  to: ListName,
  options: DragOptions = {},
): Promise<void> {
  await dragReady(page);
  const source = chipHandle(page, name);
  const target = list(page, to);
  const listSelector = `[data-testid="${to}-list"]`;
  const atEnd = options.at !== 'start';
  const targetChips = target.getByTestId('contestant-chip');
  const home = (await target.locator(`[data-contestant-name="${name}"]`).count()) > 0;
  // Where the last chip of another list ends, measured from the list's top.
  let lastChipEnd: number | null = null;
  if (!home && atEnd && (await targetChips.count()) > 0) {
    const last = await box(targetChips.last());
    lastChipEnd = last.y + last.height - (await box(target)).y;
  }
  await bringIntoView(page, source, target, atEnd);
  const from = await lift(page, source, chipSelectorOf(name), target);

  const into = await box(target);
  const end = {
    x: into.x + into.width / 2,
    y: atEnd ? into.y + into.height - 10 : into.y + 12,
  };
  await page.mouse.move(end.x, end.y, { steps: 10 });
  if (options.refused) {
    await frames(page);
  } else {
    await waitForClass(page, listSelector, 'drop-list--over');
    if (lastChipEnd !== null) {
      // Hovering opens a gap (the library's placeholder) in the list. The
      // library puts the chip after the last one only once the dragged
      // chip's top edge is past that chip's middle: aim into the gap.
      await settledBox(page, target);
      const y = (await box(target)).y + lastChipEnd + from.height / 2 + 6;
      await page.mouse.move(end.x, y, { steps: 3 });
      await frames(page);
      await waitForClass(page, listSelector, 'drop-list--over');
    }
  }
  await page.mouse.up();
  // The drop animates (up to 0.55 s) before the lists change.
  await waitForClass(page, '[data-testid="contestant-chip"]', 'chip--dragging', false);
}

/**
 * Moves a contestant with the keyboard only: focus the chip (its own drag
 * handle), Space to lift, the arrow keys, Space to drop.
 */
export async function keyboardMove(page: Page, name: string, keys: readonly string[]) {
  await dragReady(page);
  const source = chipHandle(page, name);
  await source.focus();
  await expect(source).toBeFocused();
  await page.keyboard.press('Space');
  await waitForClass(page, chipSelectorOf(name), 'chip--dragging');
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.press('Space');
  await waitForClass(page, '[data-testid="contestant-chip"]', 'chip--dragging', false);
}
