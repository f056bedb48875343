import { PRERENDERED_PAGE_FILES, type PrerenderedPage } from '#shared/prerendered-pages.ts';
import type { Screen } from './use-screen.ts';

export type { PrerenderedPage };

/**
 * The pages whose HTML is rendered at build time (scripts/launch/prerender.ts), by
 * the screen each shows: a phone paints them from the HTML before a script
 * has run, and React hydrates what it painted.
 */
export const PRERENDERED_PAGES = {
  home: { view: 'home' },
  join: { view: 'join', code: '' },
} as const satisfies Record<PrerenderedPage, Screen>;

/** The file of the build each page is served from. */
export const PRERENDERED_FILES: Record<PrerenderedPage, string> = {
  home: PRERENDERED_PAGE_FILES.home.file,
  join: PRERENDERED_PAGE_FILES.join.file,
};

/** The attribute on #root that names the page rendered into it. */
export const PAGE_ATTRIBUTE = 'data-page';

/**
 * Whether the app, opening on `first`, draws what the page built as `page`
 * holds: home without a notice; the join form without a team link (the code
 * a join link brings is filled in once React has taken the form over).
 */
export function drawsPage(page: string | null, first: Screen): boolean {
  if (page === 'home') return first.view === 'home' && !first.notice && !first.resultsCode;
  if (page === 'join') return first.view === 'join' && !first.teamToken;
  return false;
}
