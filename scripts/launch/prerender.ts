// The HTML of `/` and `/join`, rendered at build time by React DOM's own static
// renderer (src/client/prerender.tsx) into the page Vite built, so that a phone
// paints them before any script has run; the client hydrates what it painted
// (src/client/main.tsx). Run by the Vite build (vite.config.ts).
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import {
  PAGE_ATTRIBUTE,
  PRERENDERED_FILES,
  PRERENDERED_PAGES,
  type PrerenderedPage,
} from '../../src/client/app/prerendered-pages.ts';
import { linguiPlugins } from './lingui-macros.ts';

type PrerenderModule = typeof import('../../src/client/prerender.tsx');

const EMPTY_ROOT = '<div id="root"></div>';

/** The page Vite built, with `markup` in its #root, marked as `page`. */
export function fillRoot(shell: string, page: PrerenderedPage, markup: string): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`the page has no ${EMPTY_ROOT} to fill`);
  return shell.replace(EMPTY_ROOT, `<div id="root" ${PAGE_ATTRIBUTE}="${page}">${markup}</div>`);
}

/** Every prerendered page's markup, from the app's source under `root`, in a throwaway Vite server. */
async function renderPages(root: string): Promise<Record<PrerenderedPage, string>> {
  const server = await createServer({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    // The app's source is src/client below the project's folder.
    plugins: linguiPlugins(path.resolve(root, '../..')),
    server: { middlewareMode: true, hmr: false, ws: false },
    oxc: { jsx: { runtime: 'automatic', development: false } },
  });
  try {
    const { prerenderPage } = (await server.ssrLoadModule('/prerender.tsx')) as PrerenderModule;
    const pages = Object.keys(PRERENDERED_PAGES) as PrerenderedPage[];
    const markup = await Promise.all(pages.map((page) => prerenderPage(page)));
    return Object.fromEntries(pages.map((page, i) => [page, markup[i]])) as Record<
      PrerenderedPage,
      string
    >;
  } finally {
    await server.close();
  }
}

/** The Vite plugin: beside index.html (the app's shell), home.html and join.html, drawn. */
export function prerenderPlugin(): Plugin {
  let root = '';
  return {
    name: 'viberank:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') return;
      const markup = await renderPages(root);
      for (const page of Object.keys(markup) as PrerenderedPage[]) {
        this.emitFile({
          type: 'asset',
          fileName: PRERENDERED_FILES[page],
          source: fillRoot(String(shell.source), page, markup[page]),
        });
      }
    },
  };
}
