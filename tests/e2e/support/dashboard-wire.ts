import type { Page } from '@playwright/test';

/**
 * Passes the page's realtime traffic through until `freeze()`; from then on
 * nothing the server sends reaches the page, as on a laptop whose Wi-Fi has
 * quietly stopped delivering. Requests the page makes still reach the server.
 */
export async function freezableLiveUpdates(page: Page): Promise<{ freeze: () => void }> {
  let frozen = false;
  await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (!frozen) socket.send(message);
    });
  });
  return {
    freeze: () => {
      frozen = true;
    },
  };
}
