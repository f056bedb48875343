/** The port of the server the end-to-end suite starts (playwright.config.ts); E2E_PORT runs a second suite beside it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Where the admin's browser reaches it. */
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The address phones reach the server at: loopback, as every test address is. */
export const PUBLIC_URL = `http://127.0.0.2:${E2E_PORT}`;
/** The client build that server serves, which the suite's other servers serve too. */
export const E2E_CLIENT_DIR = `dist/e2e-${E2E_PORT}`;
