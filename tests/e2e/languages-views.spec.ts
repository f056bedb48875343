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
import { type Device, expect, test, type User, VIEWPORTS } from './support/users.ts';
import { VIEWS, type View } from './support/views.ts';

/**
 * Every view in every language but English (views.spec.ts has English): no
 * message missing from the catalogs (the fixture fails on the console error
 * reporting one), no ICU syntax left raw, no English word the language
 * translates, the page's `lang` and direction, axe at the size the view is
 * read at, and no sideways scroll at phone size in the longest (German) and
 * the right-to-left (Arabic) languages. Each view is loaded at its own size;
 * LANGUAGE_SCREENSHOTS=all resizes it to every size and keeps a screenshot of
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

/**
 * The device's storage as `storage`, nothing else: written from a page of the
 * app's origin that runs no app (the health check), so that nothing the
 * view left behind is written back as it unloads.
 */
async function resetStorage(page: Page, storage: Record<string, string>): Promise<void> {
  await page.goto(routes.health.url());
  await page.evaluate((entries) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [name, value] of entries) localStorage.setItem(name, value);
  }, Object.entries(storage));
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

/** The languages checked: every one but English (views.spec.ts has English). */
const CHECKED = LANGUAGES.filter((tag) => tag !== 'en');

/**
 * The sizes a view is looked at in a language after its load: its own, then
 * (German and Arabic) a phone's, where nothing may scroll sideways; with
 * LANGUAGE_SCREENSHOTS=all, every size.
 */
function sizesFor(view: View, language: Language): Device[] {
  const main = sizeOf(view);
  if (EVERY_SIZE)
    return [main, ...(['phone', 'desktop', 'projector'] as const).filter((size) => size !== main)];
  return [...new Set<Device>([main, ...(NARROWEST.has(language) ? (['phone'] as const) : [])])];
}

/** Axe at the size a view is read at: in German and Arabic, and every language with LANGUAGE_SCREENSHOTS=all. */
const axeIn = (language: Language) => EVERY_SIZE || NARROWEST.has(language);

/**
 * Each view loads once per language, in one browser context (so the app's
 * files come from its cache after the first load): the device's language set
 * and its storage as the view wants it, then the checks at each size (the
 * page resized, as a window is). Checks are soft: a test names every
 * language and size where something is wrong.
 */
for (const view of VIEWS) {
  test(`${view.name} in ${CHECKED.join(', ')}: every message translated, no raw ICU syntax, the page's lang and dir, axe at ${sizeOf(view)} size in ${[...NARROWEST].join(' and ')}, no sideways scroll on a phone in ${[...NARROWEST].join(' and ')}`, async ({
    users,
  }) => {
    const own = view.storage?.(scene) ?? {};
    const main = sizeOf(view);
    let user: User | null = null;
    for (const language of CHECKED) {
      const storage = { ...own, [LANGUAGE_KEY]: language };
      if (BIG_SCREEN_VIEWS.has(view.name)) await setRoomLanguage(storage, language);
      if (!user || view.oneLoadPerDevice) {
        user = await users.open(main, {
          label: `${view.name} ${language}`,
          storage,
          contextOptions: { viewport: VIEWPORTS[main], reducedMotion: 'reduce' },
        });
        user.allowConsoleErrors(...(view.expectedConsoleErrors ?? []));
        await view.before?.(user.page);
      } else {
        await resetStorage(user.page, storage);
        await user.page.setViewportSize(VIEWPORTS[main]);
      }
      const { page } = user;
      await page.goto(view.path);
      await view.ready(page, translator(language));
      const html = page.locator('html');
      await expect.soft(html, `lang in ${language}`).toHaveAttribute('lang', language);
      await expect.soft(html, `dir in ${language}`).toHaveAttribute('dir', textDirection(language));
      const words = await pageWords(page);
      expect.soft(rawSyntax(words), `raw ICU syntax in ${language}`).toEqual([]);
      const left = untranslated(words, language, DATA);
      expect.soft(left, `English left untranslated in ${language}`).toEqual([]);
      for (const size of sizesFor(view, language)) {
        if (size !== main) await page.setViewportSize(VIEWPORTS[size]);
        const file = `${DIR}/${view.name}-${language}-${size}.png`;
        if (SCREENSHOTS) await page.screenshot({ path: file, fullPage: true });
        if (size === main && axeIn(language)) {
          await expectNoAxeViolations(page, `${view.name} in ${language}`, { soft: true });
        }
        if (size === 'phone' && NARROWEST.has(language)) {
          // Polled: a screen that fits itself to its window does so once it has been resized.
          await expect.soft
            .poll(() => pageWidth(page), { message: `page width on a phone in ${language}` })
            .toBeLessThanOrEqual(VIEWPORTS.phone.width);
        }
      }
    }
  });
}
