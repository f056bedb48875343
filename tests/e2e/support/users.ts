import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Dialog,
  expect,
  type Frame,
  type Page,
} from '@playwright/test';
import { BASE_URL } from './server-address.ts';

export type Device = 'phone' | 'desktop' | 'projector';

export const VIEWPORTS: Record<Device, { width: number; height: number }> = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
  /** An organiser's laptop mirrored to a venue projector. */
  projector: { width: 1920, height: 1080 },
};

type ExpectedDialog = {
  type: 'alert' | 'confirm' | 'prompt' | 'beforeunload';
  message: string | RegExp;
  accept: boolean;
};

/** Chrome reports refused requests (an expected 404 or 409) as console errors. */
const EXPECTED_CONSOLE = [/Failed to load resource: the server responded with a status of 4\d\d/];

/**
 * One person at one browser: their own context (storage, clipboard), the
 * page, every page error and console error they hit, and the dialogs they
 * are expected to see. An unexpected alert or confirm fails the test.
 */
export class User {
  readonly problems: string[] = [];
  readonly dialogs: string[] = [];
  private readonly expected: ExpectedDialog[] = [];
  private readonly allowedConsole: RegExp[] = [...EXPECTED_CONSOLE];

  constructor(
    readonly label: string,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (this.allowedConsole.some((pattern) => pattern.test(text))) return;
      this.problems.push(`console error: ${text}`);
    });
    page.on('dialog', (dialog) => void this.answer(dialog));
  }

  /** Console errors this test causes on purpose (a network outage, say). */
  allowConsoleErrors(...patterns: RegExp[]): void {
    this.allowedConsole.push(...patterns);
  }

  /** Queues the answer to the next window.alert/confirm, checking its text. */
  expectDialog(type: ExpectedDialog['type'], message: string | RegExp, accept = true): void {
    this.expected.push({ type, message, accept });
  }

  get pendingDialogs(): number {
    return this.expected.length;
  }

  private async answer(dialog: Dialog): Promise<void> {
    const text = dialog.message();
    this.dialogs.push(text);
    const next = this.expected.shift();
    if (!next) {
      this.problems.push(`unexpected ${dialog.type()}: ${text}`);
      await dialog.dismiss();
      return;
    }
    const matches =
      typeof next.message === 'string' ? text === next.message : next.message.test(text);
    if (dialog.type() !== next.type || !matches) {
      this.problems.push(`expected ${next.type} "${next.message}", got ${dialog.type()} "${text}"`);
    }
    if (next.accept) await dialog.accept();
    else await dialog.dismiss();
  }
}

export type OpenOptions = {
  label?: string;
  /** localStorage entries present before the first page load. */
  storage?: Record<string, string>;
  contextOptions?: BrowserContextOptions;
};

/**
 * Writes localStorage entries in the page's first document of `origin`, before
 * the app's scripts run, as a returning device has them. (Playwright's
 * storageState opens and navigates a page of its own to write them, close to
 * a second per context on a busy machine.) Written once: a reload or a later
 * tab sees what the app left there.
 */
async function seedStorage(page: Page, origin: string, storage: Record<string, string>) {
  const seed = await page.addInitScript(
    ({ origin, entries }) => {
      if (location.origin !== origin) return;
      for (const [name, value] of entries) localStorage.setItem(name, value);
    },
    { origin: new URL(origin).origin, entries: Object.entries(storage) },
  );
  const seeded = (frame: Frame) => {
    if (frame !== page.mainFrame() || !frame.url().startsWith(origin)) return;
    page.off('framenavigated', seeded);
    void seed[Symbol.asyncDispose]();
  };
  page.on('framenavigated', seeded);
}

export class Users {
  private readonly all: User[] = [];
  constructor(private readonly browser: Browser) {}

  async open(device: Device, options: OpenOptions = {}): Promise<User> {
    const context = await this.browser.newContext({
      baseURL: BASE_URL,
      // The offline web app is tested on its own (offline-app.spec.ts); elsewhere
      // its worker would answer requests before page.route and setOffline see them.
      serviceWorkers: 'block',
      viewport: VIEWPORTS[device],
      ...options.contextOptions,
    });
    // A Content-Security-Policy violation reaches Playwright as no console
    // message of its own; reported as an error, it fails the test like one.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    const page = await context.newPage();
    if (options.storage) await seedStorage(page, BASE_URL, options.storage);
    const user = new User(options.label ?? `${device} ${this.all.length + 1}`, context, page);
    this.all.push(user);
    return user;
  }

  /** Closes every context, then fails on any error or unanswered dialog. */
  async closeAll(): Promise<void> {
    await Promise.all(this.all.map((user) => user.context.close()));
    const problems = this.all.flatMap((user) => [
      ...user.problems.map((problem) => `${user.label}: ${problem}`),
      ...(user.pendingDialogs > 0
        ? [`${user.label}: ${user.pendingDialogs} expected dialog(s) never appeared`]
        : []),
    ]);
    expect(problems, 'page errors, console errors or dialogs').toEqual([]);
  }
}

export const test = base.extend<{ users: Users }>({
  users: async ({ browser }, use) => {
    const users = new Users(browser);
    await use(users);
    await users.closeAll();
  },
});

export { expect };
