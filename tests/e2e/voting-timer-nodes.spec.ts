import type { Page } from '@playwright/test';
import { TIMER_ACTOR } from '#shared/voting-timer.ts';
import { adminStorage } from './support/api.ts';
import {
  countResults,
  expectEndedOnce,
  joinAndVote,
  openOn,
  roomOn,
  startTimer,
} from './support/node-api.ts';
import { finishesLogged, queryRows, ServerNodes } from './support/server-nodes.ts';
import { joinViaUi, rankWithButton, submitVote } from './support/ui.ts';
import { test as base, expect } from './support/users.ts';

/**
 * The spec's own server nodes, stopped and removed after the test, failed or
 * not; every browser closes first, so no page sees its server go.
 */
const test = base.extend<{ nodes: ServerNodes }>({
  nodes: async ({ users }, use) => {
    const nodes = new ServerNodes();
    try {
      await use(nodes);
    } finally {
      try {
        await users.closeAll();
      } finally {
        await nodes.cleanUp();
      }
    }
  },
});

/** Long enough that a loaded machine has every screen open before it runs out. */
const TIMER_SECONDS = 8;
/** Time for the timer to run out and every screen to move on, after it was seen counting. */
const ENDED = { timeout: TIMER_SECONDS * 1000 + 30_000 };
/** A restarted node's start, then a dashboard's reconnect (its backoff reaches 10 s). */
const BACK_AFTER_RESTART = { timeout: 60_000 };

const timerOn = (page: Page) => page.getByRole('timer');

/** The phone's Final Results, with its one ballot counted for the winner. */
async function expectPhoneResults(page: Page, winnerName: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Final Results' })).toBeVisible(ENDED);
  const banner = page.getByRole('region', { name: winnerName, exact: true });
  await expect(banner.getByText('Winner', { exact: true })).toBeVisible();
  await expect(banner.getByText('3 points', { exact: true })).toBeVisible();
  await expect(
    banner.getByRole('list', { name: "Winner's vote breakdown" }).getByRole('listitem').first(),
  ).toHaveAttribute('aria-label', '1st place votes: 1');
}

test.describe('the timer on two nodes sharing PostgreSQL', () => {
  test.skip(
    !process.env.TEST_DATABASE_URL,
    'several nodes need a shared PostgreSQL database: set TEST_DATABASE_URL',
  );

  test('ends voting once on every screen of both nodes, with nobody pressing Finish', async ({
    users,
    nodes,
  }) => {
    test.slow();
    const database = await nodes.postgres();
    const [nodeA, nodeB] = await Promise.all([
      nodes.start({ DATABASE_URL: database.url }),
      nodes.start({ DATABASE_URL: database.url }),
    ]);
    if (!nodeA || !nodeB) throw new Error('the nodes did not start');
    const { room } = await roomOn(nodeA, 'Two Node Night');

    const adminUser = await openOn(users, nodeA, 'desktop', 'organiser on A', adminStorage(room));
    await adminUser.page.goto('/admin');
    const dashboard = adminUser.page;
    await expect(
      dashboard.getByRole('heading', { level: 1, name: 'Two Node Night' }),
    ).toBeVisible();

    const voter = await openOn(users, nodeB, 'phone', 'phone on B');
    const phone = voter.page;
    const resultsOnPhone = countResults(phone);
    await joinViaUi(phone, room.code, 'Ana');
    await rankWithButton(phone, 'Vibe Check');
    await submitVote(phone);

    const screen = await openOn(users, nodeB, 'projector', 'presenter on B', adminStorage(room));
    await screen.page.goto('/present');
    const presenter = screen.page;
    await expect(presenter.getByRole('region', { name: 'Turnout' })).toBeVisible();

    await startTimer(nodeA, room, TIMER_SECONDS);
    await expect(timerOn(dashboard)).toHaveText(/^Voting closes in 0:0\d$/);
    // Node B heard of it from the database: its phone counts down too.
    await expect(timerOn(phone)).toHaveText(/^Voting closes in 0:0\d$/);

    await expectPhoneResults(phone, 'Vibe Check');
    await expect(dashboard.getByRole('heading', { name: 'Final Results' })).toBeVisible(ENDED);
    await expect(presenter.getByText('Results are ready')).toBeVisible(ENDED);
    for (const page of [dashboard, phone, presenter]) await expect(timerOn(page)).toHaveCount(0);

    // Once: one results row, one audit entry by the timer, one finish logged, results sent once.
    const rows = await queryRows<{ n: number }>(
      database.url,
      'SELECT count(*)::int AS n FROM results WHERE room_id = $1',
      [room.roomId],
    );
    expect(rows).toEqual([{ n: 1 }]);
    const audit = await queryRows<{ user_id: string }>(
      database.url,
      "SELECT user_id FROM audit_logs WHERE room_id = $1 AND action = 'finish_voting'",
      [room.roomId],
    );
    expect(audit).toEqual([{ user_id: TIMER_ACTOR }]);
    expect(finishesLogged(nodeA) + finishesLogged(nodeB)).toBe(1);
    expect(resultsOnPhone()).toBe(1);
    await expectEndedOnce(nodeB, room, 'Vibe Check');
  });
});

test('a timer that ran out while the server was down ends voting once when it starts again', async ({
  users,
  nodes,
}) => {
  test.slow();
  const storage = { DATA_DIR: await nodes.dataDir() };
  const port = await nodes.port();
  const first = await nodes.start(storage, port);
  const { room, vibeCheckId } = await roomOn(first, 'Restart Night');
  const phoneStorage = await joinAndVote(first, room, 'Ben', vibeCheckId);

  const adminUser = await openOn(users, first, 'desktop', 'organiser', adminStorage(room));
  // While the server is down the dashboard's requests and socket fail, as a browser reports it.
  adminUser.allowConsoleErrors(
    /WebSocket connection to .* failed/,
    /net::ERR_CONNECTION_REFUSED/,
    /status of 503/,
  );
  const dashboard = adminUser.page;
  await dashboard.goto('/admin');
  await expect(dashboard.getByRole('heading', { level: 1, name: 'Restart Night' })).toBeVisible();

  const endsAt = await startTimer(first, room, TIMER_SECONDS);
  await expect(timerOn(dashboard)).toHaveText(/^Voting closes in 0:0\d$/);
  expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  // The server stopped before the timer ran out, and nothing ended voting.
  expect(Date.now()).toBeLessThan(endsAt);
  expect(finishesLogged(first)).toBe(0);

  // The one fixed wait: for the deadline to pass while no server runs.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt - Date.now()) + 500));
  const second = await nodes.start(storage, port);
  expect(second.baseUrl).toBe(first.baseUrl);

  // The dashboard reconnects by itself and finds voting ended.
  await expect(dashboard.getByRole('heading', { name: 'Final Results' })).toBeVisible(
    BACK_AFTER_RESTART,
  );
  await expect(timerOn(dashboard)).toHaveCount(0);
  const voter = await openOn(users, second, 'phone', 'phone', phoneStorage);
  await voter.page.goto('/vote');
  await expectPhoneResults(voter.page, 'Vibe Check');

  await expectEndedOnce(second, room, 'Vibe Check');
  expect(finishesLogged(second)).toBe(1);
});
