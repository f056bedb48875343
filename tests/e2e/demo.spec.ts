import { existsSync } from 'node:fs';
import { freePort } from '../../scripts/launch/free-port.ts';
import { spawnServer } from '../../scripts/launch/server-process.ts';
import { E2E_CLIENT_DIR } from './support/server-address.ts';
import { expect, test } from './support/users.ts';

/** The link or path printed after `label` in the demo's output. */
function printed(output: string, label: string): string {
  const match = new RegExp(`${label}:\\s+(\\S+)`).exec(output);
  if (!match?.[1]) throw new Error(`the demo printed no ${label}:\n${output}`);
  return match[1];
}

/** A figure as the dashboard shows it ("1,234"), as a number. */
const count = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('npm run demo: the dashboard link shows turnout rising, and Ctrl-C leaves no data behind', async ({
  users,
}) => {
  test.setTimeout(90_000);
  const port = await freePort();
  const publicUrl = `http://127.0.0.2:${port}`;
  const demo = spawnServer(
    {
      PORT: String(port),
      // Every interface, so that the links at the public address (loopback) answer too.
      HOST: '0.0.0.0',
      PUBLIC_URL: publicUrl,
      // The client the Playwright config's server built.
      CLIENT_DIR: E2E_CLIENT_DIR,
      LOG_LEVEL: 'warn',
      DEMO_VOTERS: '60',
      DEMO_SECONDS: '20',
    },
    'scripts/demo.ts',
  );
  try {
    await demo.waitForOutput(/Press Ctrl-C to stop/, 60_000);
    const output = demo.output();
    const dataDir = printed(output, 'Data folder');
    expect(existsSync(dataDir)).toBe(true);
    expect(printed(output, 'Screen')).toMatch(new RegExp(`^${publicUrl}/screen#screen=`));
    expect(printed(output, 'Phones')).toMatch(new RegExp(`^${publicUrl}/join\\?code=[A-Z0-9]+$`));

    const { page } = await users.open('desktop');
    await page.goto(printed(output, 'Dashboard'));
    await expect(page.getByRole('heading', { name: 'Demo Hackathon' })).toBeVisible();
    await expect(page.getByText('12 contestants')).toBeVisible();
    // The organiser's secret leaves the address bar once the dashboard has it.
    expect(page.url()).not.toContain('#admin=');
    const participants = page.getByTestId('participant-count');
    const first = count(await participants.textContent());
    await expect.poll(async () => count(await participants.textContent())).toBeGreaterThan(first);
    await expect
      .poll(async () => count(await page.getByTestId('ballot-count').textContent()), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    // Closed first: a dashboard left open is answered 503 while the server drains.
    await page.close();

    demo.signal('SIGINT');
    expect(await demo.exited).toEqual({ code: 0, signal: null });
    expect(demo.output()).toContain(`Stopped; removed ${dataDir}`);
    expect(existsSync(dataDir)).toBe(false);
  } finally {
    demo.signal('SIGINT');
    await demo.exited;
  }
});
