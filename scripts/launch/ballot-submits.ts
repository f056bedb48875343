import type { Page } from '@playwright/test';

/** Counts the Submit Votes that reached the server and were answered, as the page saw them. */
export function countBallotSubmits(page: Page): () => number {
  let sent = 0;
  page.on('requestfinished', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/ballot')) sent++;
  });
  return () => sent;
}
