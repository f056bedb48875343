/**
 * The floor of any React page on a phone: React + React DOM rendering one
 * component (bench/bundle-size.ts builds it the way Vite builds ours),
 * served from a loopback port and opened in the same Pixel-class context
 * with the CPU slowed 4x as our ballot. Its longest task while loading is
 * what a React page costs before any code of ours runs.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { openPhone, SETTLE_MS, takeLongTasks } from './big-event-phone.ts';
import { buildMinimalReactPage } from './bundle-size.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

export type MinimalPage = { baseUrl: string; stop: () => Promise<void> };

/** The minimal React page, built into `dir` and served on 127.0.0.1. */
export async function serveMinimalReactPage(dir: string): Promise<MinimalPage> {
  await buildMinimalReactPage(dir);
  const server = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://page').pathname.replace(/^\/$/, '/index.html');
    const file = path.join(dir, path.normalize(name));
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'text/plain' });
        response.end(body);
      },
      () => {
        response.writeHead(404).end();
      },
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise((closed) => server.close(() => closed())),
  };
}

const WATCH_READY = `
  const observer = new MutationObserver(() => {
    if (!document.querySelector('main button')) return;
    window.benchUsableAt = performance.now();
    observer.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
`;

/** One load of the minimal page on the phone: until its button is there, and its longest task. */
export async function loadMinimalPage(
  browser: Browser,
  page: MinimalPage,
): Promise<{ usableMs: number; longestLoadTask: number }> {
  const phone = await openPhone(browser, WATCH_READY);
  try {
    await phone.page.goto(page.baseUrl);
    await phone.page.waitForFunction(
      () => (window as { benchUsableAt?: number }).benchUsableAt !== undefined,
      undefined,
      { polling: 100 },
    );
    await phone.page.waitForTimeout(SETTLE_MS);
    const usableMs = await phone.page.evaluate(
      () => (window as { benchUsableAt?: number }).benchUsableAt ?? Number.NaN,
    );
    return { usableMs, longestLoadTask: await takeLongTasks(phone.page) };
  } finally {
    await phone.context.close();
  }
}
