import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { expect, test } from './support/users.ts';

/**
 * `npm run dev` runs the client on React DOM with Fast Refresh: an edit to a
 * component is applied in place and the page keeps its state. Tried on a copy
 * of the project, so that no edit ever lands in src/.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const COPIED = [
  'src/client',
  'src/shared',
  'scripts',
  'vite.config.ts',
  'lingui.config.ts',
  'package.json',
  'tsconfig.json',
];
const JOIN_FORM = 'src/client/features/rooms/join-form.tsx';

let copy = '';
let server: ViteDevServer;
let address = '';

test.beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'viberank-dev-'));
  for (const entry of COPIED)
    cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  server = await createServer({
    configFile: path.join(copy, 'vite.config.ts'),
    // The config's root is taken from the working folder: the copy's, here.
    root: path.join(copy, 'src/client'),
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  address = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
});

test.afterAll(async () => {
  await server?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('an edit to a component is applied in place on React DOM, and the page keeps its state', async ({
  users,
}) => {
  const user = await users.open('phone');
  const { page } = user;
  await page.goto(`${address}/join`);
  await expect(page.getByRole('heading', { level: 1, name: 'Join a Voting Room' })).toBeVisible();
  // React DOM, not a substitute, draws the page: it marks the root it renders into.
  expect(
    await page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer$'),
      ),
    ),
  ).toBe(true);
  await page.getByLabel('Your Name').fill('Ada');
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  const file = path.join(copy, JOIN_FORM);
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace(
      "Enter the room code on the organiser's screen.",
      "Enter the room code on the organiser's screen, edited.",
    ),
  );

  await expect(
    page.getByText("Enter the room code on the organiser's screen, edited."),
  ).toBeVisible();
  await expect(page.getByLabel('Your Name')).toHaveValue('Ada');
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
