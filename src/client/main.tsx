import './app/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { reportRenderError } from './app/error-boundary.tsx';
import { drawsPage, PAGE_ATTRIBUTE } from './app/prerendered-pages.ts';
import { firstScreen } from './app/use-screen.ts';
import { prefetchVotingPage } from './app/voting-page-chunk.tsx';
import { markDocument, preferredLanguage, showLanguage } from './lib/i18n/app-language.ts';
import { registerOfflineApp } from './lib/offline-app.ts';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
const first = firstScreen();
// A phone going back to its ballot fetches it at once, while the app draws its
// first screen. In a task of its own: asking for the chunk's files (a dozen
// preload links) is work enough on a slow phone to make one long task of the start.
if (first.view === 'vote') window.setTimeout(prefetchVotingPage, 0);

const options: RootOptions = { onCaughtError: reportRenderError };
const app = <AppRoot first={first} />;
// A device in another language than English first fetches its messages: the
// pages built ahead of time are English, so it draws its page anew.
const language = preferredLanguage();
if (language && language !== 'en') {
  showLanguage(language).then(draw, draw);
} else {
  markDocument('en');
  if (drawsPage(root.getAttribute(PAGE_ATTRIBUTE), first)) {
    // The page was painted from its HTML: React takes it over as a transition,
    // in slices, so that a tap or a keystroke meanwhile is not held up.
    startTransition(() => {
      hydrateRoot(root, app, options);
    });
  } else draw();
}

/** A page built for another screen or language: drawn anew. */
function draw(): void {
  root?.replaceChildren();
  if (root) createRoot(root, options).render(app);
}
registerOfflineApp();
