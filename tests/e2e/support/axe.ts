import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './users.ts';

/** The rules every screen is held to: WCAG 2.2 AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Fails unless axe finds no violation at all on the page as it is now (a
 * dialog open, a notice shown); `state` names it in the failure. `soft`
 * lets the test go on to its other checks and fail at its end.
 */
export async function expectNoAxeViolations(
  page: Page,
  state: string,
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  // Only violations are read: axe then keeps one example of each other result.
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = violations.map(
    (v) =>
      `${state}: ${v.id} (${v.impact ?? 'no impact'}) ${v.nodes
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('; ')}`,
  );
  if (soft) expect.soft(found, `axe: ${state}`).toEqual([]);
  else expect(found).toEqual([]);
}
