import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGUAGES, type Language, textDirection } from '#shared/languages.ts';
import { routes } from '#shared/routes.ts';
import { client } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { translator } from './support/catalog-text.ts';
import { pageWords, rawSyntax, untranslated } from './support/page-words.ts';
import { buildScene, PROJECTS, type Scene } from './support/scene.ts';
import { STORAGE } from './support/ui.ts';
import { type Device, expect, test, VIEWPORTS } from './support/users.ts';
import { VIEWS, type View } from './support/views.ts';

/**
 * Every view in every language but English (views.spec.ts has English): no
 * message missing from the catalogs (the fixture fails on the console error
 * reporting one), no ICU syntax left raw, no English word the language
 * translates, the page's `lang` and direction, axe at the size the view is
 * read at, and no sideways scroll at phone size in the longest (German) and
 * the right-to-left (Arabic) languages. Each view is loaded at its own size;
 * LANGUAGE_SCREENSHOTS=all loads it at every size and keeps a screenshot of
 * each (test-results/screenshots/languages/<view>-<language>-<size>.png), to review.
 */

const DIR = 'test-results/screenshots/languages';
/** Screenshots to review: LANGUAGE_SCREENSHOTS=all at every size, any other value at the views' own. */
const SCREENSHOTS = Boolean(process.env.LANGUAGE_SCREENSHOTS);
const EVERY_SIZE = process.env.LANGUAGE_SCREENSHOTS === 'all';
const LANGUAGE_KEY = 'viberank_language';

/** The views the organiser reads at a desk, and the big screen's. The rest are a phone's. */
const ORGANISER_VIEWS = new Set([
  'create-room',
  'admin-dashboard',
  'add-contestant-dialog',
  'admin-results',
]);
const BIG_SCREEN_VIEWS = new Set(['presenter', 'presenter-results-ready']);

/** The languages whose pages are held to no sideways scroll on a phone. */
const NARROWEST = new Set<Language>(['de', 'ar']);

/** The scene's own words (names, blurbs, the brand): data, never translated. */
const DATA = new Set([
  'VibeRank',
  ...PROJECTS.flat(),
  ...['Friday Hack Night', 'Best vibe-coded app', 'Spring Game Jam', 'Most fun in five minutes'],
  ...['Autumn Hack', 'Best tool for teachers', 'Design Jam', 'Best landing page'],
  ...['Alexandra Montgomery-Smith', 'Ben', 'Cai', 'Dana', 'Riley', 'Ida'],
]);

function sizeOf(view: View): Device {
  if (ORGANISER_VIEWS.has(view.name)) return 'desktop';
  if (BIG_SCREEN_VIEWS.has(view.name)) return 'projector';
  return 'phone';
}

let scene: Scene;

test.beforeAll(async ({ browser }) => {
  if (SCREENSHOTS) mkdirSync(DIR, { recursive: true });
  scene = await buildScene(browser);
});

/** The big screen speaks its room's language: the organiser sets it, as on the dashboard. */
async function setRoomLanguage(storage: Record<string, string>, language: Language) {
  const roomId = storage[STORAGE.adminRoom];
  const token = storage[STORAGE.adminToken];
  if (!roomId || !token) throw new Error('a big-screen view opens an organiser’s room');
  const { method } = routes.roomLanguage;
  const path = routes.roomLanguage.url({ roomId });
  const changed = await client.request(method, path, { token, body: { language } });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
}

/** How wide the page is: wider than the viewport, it scrolls sideways. */
function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('every view has a size it is read at, and every language but English is checked', () => {
  const named = new Set(VIEWS.map((view) => view.name));
  for (const name of [...ORGANISER_VIEWS, ...BIG_SCREEN_VIEWS]) expect(named).toContain(name);
  expect(LANGUAGES.filter((language) => language !== 'en')).toHaveLength(5);
});

type Pass = { size: Device; axe: boolean; narrow: boolean };

/**
 * Where a view is loaded in a language, and what is checked there: axe at
 * the size the view is read at (in German and Arabic; in every language with
 * LANGUAGE_SCREENSHOTS=all), and no sideways scroll at phone size in German
 * and Arabic, every view loaded at phone size for it.
 */
function passes(view: View, language: Language): Pass[] {
  const main = sizeOf(view);
  const narrowest = NARROWEST.has(language);
  const sizes: Device[] = EVERY_SIZE
    ? ['phone', 'desktop', 'projector']
    : [...new Set<Device>([main, ...(narrowest ? (['phone'] as const) : [])])];
  return sizes.map((size) => ({
    size,
    axe: size === main && (EVERY_SIZE || narrowest),
    narrow: narrowest && size === 'phone',
  }));
}

for (const view of VIEWS) {
  for (const language of LANGUAGES.filter((tag) => tag !== 'en')) {
    for (const { size, axe, narrow } of passes(view, language)) {
      const checks = [
        'every message translated',
        'no raw ICU syntax',
        `lang ${language}`,
        ...(axe ? ['no axe violation'] : []),
        ...(narrow ? ['no sideways scroll on a phone'] : []),
      ];
      test(`${view.name} in ${language} at ${size} size: ${checks.join(', ')}`, async ({
        users,
      }) => {
        const storage = { ...(view.storage?.(scene) ?? {}), [LANGUAGE_KEY]: language };
        if (BIG_SCREEN_VIEWS.has(view.name)) await setRoomLanguage(storage, language);
        const user = await users.open(size, {
          label: `${view.name} ${language} ${size}`,
          storage,
          contextOptions: { viewport: VIEWPORTS[size], reducedMotion: 'reduce' },
        });
        const { page } = user;
        user.allowConsoleErrors(...(view.expectedConsoleErrors ?? []));
        await view.before?.(page);
        await page.goto(view.path);
        await view.ready(page, translator(language));
        const html = page.locator('html');
        await expect(html).toHaveAttribute('lang', language);
        await expect(html).toHaveAttribute('dir', textDirection(language));
        const file = `${DIR}/${view.name}-${language}-${size}.png`;
        if (SCREENSHOTS) await page.screenshot({ path: file, fullPage: true });

        const words = await pageWords(page);
        expect(rawSyntax(words), 'raw ICU syntax').toEqual([]);
        expect(untranslated(words, language, DATA), 'English left untranslated').toEqual([]);
        if (axe) await expectNoAxeViolations(page, `${view.name} in ${language}`);
        if (narrow) {
          const width = await pageWidth(page);
          expect(width, 'page width on a phone').toBeLessThanOrEqual(VIEWPORTS.phone.width);
        }
      });
    }
  }
}
