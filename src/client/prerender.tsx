// The app as a page built ahead of time: rendered to HTML by React DOM's own
// static renderer, at build time (scripts/launch/prerender.ts), never in a browser.
import { prerender } from 'react-dom/static';
import { AppRoot } from './app/app-root.tsx';
import { PRERENDERED_PAGES, type PrerenderedPage } from './app/prerendered-pages.ts';

/** The HTML the app draws into #root for `page`, as the phone's first paint. */
export async function prerenderPage(page: PrerenderedPage): Promise<string> {
  const { prelude } = await prerender(<AppRoot first={PRERENDERED_PAGES[page]} />);
  return new Response(prelude).text();
}
