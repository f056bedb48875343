/** The offline web app's worker, built beside the page (vite.config.ts). */
const SERVICE_WORKER_URL = '/service-worker.js';
/** How long registering may wait for a quiet moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers the offline web app (service-worker.ts) on a production build
 * served from a secure origin, the only kind where browsers allow it: an
 * HTTPS deployment, or the organiser's own localhost. Registered once the
 * page has loaded and the main thread is idle, so that its downloads never
 * slow a phone's first view of the room. A refusal changes nothing: the app
 * works online as it did.
 */
export function registerOfflineApp(): void {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {});
  };
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(register, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
