import { BASE_URL } from './support/server-address.ts';
import {
  addContestantViaUi,
  createRoomViaUi,
  joinViaUi,
  STORAGE,
  storageItem,
} from './support/ui.ts';
import { expect, test } from './support/users.ts';

// Every page and flow here fails on any CSP violation or console error (see users.ts).
test('an organiser and a voter go through every screen without a CSP violation', async ({
  users,
}) => {
  const adminUser = await users.open('desktop', { label: 'organiser' });
  // Every address either browser asks for, sockets included: no secret may travel in one.
  const urls: string[] = [];
  adminUser.context.on('request', (request) => urls.push(request.url()));
  adminUser.page.on('websocket', (socket) => urls.push(socket.url()));
  const code = await createRoomViaUi(adminUser.page, 'Policy Night', 'No eval allowed');
  await addContestantViaUi(adminUser.page, { name: 'Strict Site', blurb: 'Self only' });
  const voter = await users.open('phone', { label: 'voter' });
  voter.context.on('request', (request) => urls.push(request.url()));
  voter.page.on('websocket', (socket) => urls.push(socket.url()));
  await voter.page.goto('/');
  await joinViaUi(voter.page, code, 'Casey');
  await expect(voter.page.getByText('Strict Site')).toBeVisible();
  const presenter = await adminUser.context.newPage();
  await presenter.goto('/present');
  await expect(presenter.getByText(/joined/)).toBeVisible();
  await presenter.close();

  const adminToken = await storageItem(adminUser.page, STORAGE.adminToken);
  const session = await storageItem(voter.page, STORAGE.participantSession);
  const voterToken = (JSON.parse(session ?? '{}') as { participantToken?: string })
    .participantToken;
  expect(adminToken).toMatch(/^[\w-]{40,}$/);
  expect(voterToken).toMatch(/^[\w-]{40,}$/);
  expect(urls.some((url) => url.includes('/api/realtime'))).toBe(true);
  for (const url of urls) {
    expect(url).not.toContain(adminToken);
    expect(url).not.toContain(voterToken);
  }
});

test('the page declares its policy and icon; HSTS stays off over plain HTTP', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['strict-transport-security']).toBeUndefined();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
});

test('the favicon and robots.txt are real files; a missing asset is a real 404', async ({
  request,
}) => {
  const icon = await request.get(`${BASE_URL}/favicon.ico`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  const robots = await request.get(`${BASE_URL}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('User-agent: *');
  const missing = await request.get(`${BASE_URL}/assets/index-missing.js`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root">');
});
