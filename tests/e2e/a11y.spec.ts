import AxeBuilder from '@axe-core/playwright';
import { expectNoAxeViolations } from './support/axe.ts';
import { buildScene, type Scene } from './support/scene.ts';
import { type Device, expect, test } from './support/users.ts';
import { VIEWS } from './support/views.ts';

let scene: Scene;

// Each view and size is a test of its own, on its own contexts: spread over the workers.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser }) => {
  scene = await buildScene(browser);
});

for (const device of ['desktop', 'phone'] as const satisfies readonly Device[]) {
  for (const view of VIEWS) {
    test(`axe: ${view.name} at ${device} size has no violations`, async ({ users }) => {
      const user = await users.open(device, {
        ...(view.storage ? { storage: view.storage(scene) } : {}),
        contextOptions: { reducedMotion: 'reduce' },
      });
      user.allowConsoleErrors(...(view.expectedConsoleErrors ?? []));
      await view.before?.(user.page);
      await user.page.goto(view.path);
      await view.ready(user.page);
      await expectNoAxeViolations(user.page, `${view.name} at ${device} size`);
    });
  }
}

const PUBLIC_VIEWS = [
  'public-results',
  'public-results-open',
  'public-results-held',
  'public-results-not-found',
];

for (const device of ['desktop', 'phone', 'projector'] as const satisfies readonly Device[]) {
  test(`axe: the public results pages at ${device} size have no violations at all`, async ({
    users,
  }) => {
    const found: string[] = [];
    const views = VIEWS.filter((candidate) => PUBLIC_VIEWS.includes(candidate.name));
    expect(views.map((view) => view.name)).toEqual(PUBLIC_VIEWS);
    for (const view of views) {
      const user = await users.open(device, { contextOptions: { reducedMotion: 'reduce' } });
      await user.page.goto(view.path);
      await view.ready(user.page);
      const { violations } = await new AxeBuilder({ page: user.page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      for (const violation of violations) {
        found.push(
          `${view.name}: ${violation.id} (${violation.impact ?? 'no impact'}) ${violation.nodes
            .map((node) => node.target.join(' '))
            .join(', ')}`,
        );
      }
      await user.context.close();
    }
    expect(found).toEqual([]);
  });
}
