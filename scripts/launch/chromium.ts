/**
 * Debian's Chromium (apt-get install chromium), launched the same way by the
 * end-to-end tests and the bench: headless, and quiet on the network.
 * NOTE: Playwright never downloads a browser here.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
