import type { Page } from '@playwright/test';

type Json = Record<string, unknown>;

function isSnapshot(data: unknown): data is Json & { type: 'snapshot'; room: Json } {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === 'snapshot' &&
    'room' in data &&
    typeof data.room === 'object' &&
    data.room !== null
  );
}

/**
 * Passes the page's realtime traffic through, rewriting each snapshot the
 * server sends with `edit` (the nth snapshot of the page, counted from 0,
 * across reloads). `edit` returning null leaves a snapshot as it was.
 */
async function editSnapshots(page: Page, edit: (snapshot: Json, nth: number) => Json | null) {
  let seen = 0;
  await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (typeof message !== 'string') return socket.send(message);
      const data: unknown = JSON.parse(message);
      if (!isSnapshot(data)) return socket.send(message);
      const edited = edit(data, seen);
      seen += 1;
      socket.send(edited ? JSON.stringify(edited) : message);
    });
  });
}

/**
 * Makes the room look ended with no results yet: the real server publishes
 * results in the same step as ending, so this state cannot be produced otherwise.
 */
export function endedWithoutResults(page: Page): Promise<void> {
  return editSnapshots(page, (snapshot) => ({
    ...snapshot,
    room: { ...(snapshot.room as Json), status: 'ended' },
    results: null,
  }));
}

/**
 * Breaks the shape of the first snapshot the page receives (its contestants
 * are no longer a list), as a server speaking another protocol version would.
 * Later snapshots, after a reload, arrive intact.
 */
export function breakFirstSnapshot(page: Page): Promise<void> {
  return editSnapshots(page, (snapshot, nth) =>
    nth === 0 ? { ...snapshot, contestants: 'not a list of contestants' } : null,
  );
}

/** What the app logs, once, when its error boundary shows the recovery screen. */
export const RENDER_ERROR_LOG = /^VibeRank could not show this screen:/;
