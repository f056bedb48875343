// The offline web app, on secure origins only (browsers allow a service worker
// nowhere else): a phone that has opened a room once can reload it without a
// network. Built by vite-plugin-pwa (injectManifest), registered by
// lib/offline-app.ts. See decision 031.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { API_PREFIX, routes } from '#shared/routes.ts';

/** The little of ServiceWorkerGlobalScope used here (the DOM library has no worker types). */
type WorkerScope = {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: () => void): void;
};
declare const self: WorkerScope;

/** The page's shell, the same for every address of the app. */
const SHELL = 'index.html';
/** How long a navigation waits for the network before the phone's copy is used. */
const NETWORK_TIMEOUT_S = 4;
/** The participant's own ballot, whatever the room. */
const OWN_BALLOT = new RegExp(`^${routes.ownBallot.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);

// A new deployment takes over at once, but a page already open keeps the code
// it runs: the new one is met at the next reload, never mid-vote.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();

// Every file of the build (hashed, so never stale). No directory index: `/`
// is a page, asked of the network first like every other page.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });

// Pages: the network's answer while there is one (a deployment is seen at the
// next reload, and the protocol-version reload gets the new app); the shell
// kept by the precache when there is none.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith(API_PREFIX),
  new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: NETWORK_TIMEOUT_S }),
);

// The participant's own ballot, read on entry: the last answer serves a reload offline.
registerRoute(
  ({ request, url }) => request.method === routes.ownBallot.method && OWN_BALLOT.test(url.pathname),
  new NetworkFirst({ cacheName: 'own-ballot', networkTimeoutSeconds: NETWORK_TIMEOUT_S }),
);

// Contestant images the phone has seen, ours (addressed by content) or another host's.
registerRoute(
  ({ request }) => request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 500, purgeOnQuotaError: true }),
    ],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(SHELL)) ?? Response.error();
  return Response.error();
});
