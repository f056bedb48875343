import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { Contestant, FinalScore } from '#shared/api.ts';
import { normaliseRoomCode } from '#shared/room-code.ts';
import { tally } from '#shared/tally.ts';
import { type AdminRoom, adminStorage, api, client, roomWith } from './support/api.ts';
import { settled } from './support/award-results.ts';
import { readQrCode } from './support/qr.ts';
import { type ExpectedScore, expectConfetti, expectFinalResults } from './support/results.ts';
import { PUBLIC_URL } from './support/server-address.ts';
import { joinViaUi, rankWithButton, submitVote } from './support/ui.ts';
import { expect, test, type User, type Users } from './support/users.ts';

const SCREENSHOTS = 'test-results/screenshots';
/** The public address as the screen shows it, without http://. */
const PUBLIC_HOST = PUBLIC_URL.replace(/^http:\/\//, '');
const WAITING_ON_PHONES = 'Results will be revealed on the main screen';

/**
 * The ballots, in the names of the contestants. Pixel Pals and Code Canvas
 * tie on 6 points and Pixel Pals wins on first-place votes, 2 to 1, so the
 * reveal has a tie to explain; Vibe Check (4) is #3 and Drum Bot (2) #4.
 */
const CONTESTANTS = ['Pixel Pals', 'Vibe Check', 'Code Canvas', 'Drum Bot'] as const;
const BALLOTS = {
  Ana: ['Pixel Pals', 'Vibe Check', 'Code Canvas'],
  Ben: ['Pixel Pals', 'Code Canvas', 'Drum Bot'],
  Cai: ['Code Canvas', 'Vibe Check', 'Drum Bot'],
} as const satisfies Record<string, readonly (typeof CONTESTANTS)[number][]>;
const PARTICIPANTS = Object.keys(BALLOTS) as (keyof typeof BALLOTS)[];

/** The standings the server must reach, from the same tally the product uses. */
function expectedStandings(contestants: readonly Contestant[]): FinalScore[] {
  const idOf = (name: string) => contestants.find((c) => c.name === name)?.id ?? name;
  return tally(
    contestants,
    Object.values(BALLOTS).map((names) => ({
      rankings: names.map((name, index) => ({ contestantId: idOf(name), rank: index + 1 })),
    })),
  );
}

function asExpectedScores(scores: readonly FinalScore[]): ExpectedScore[] {
  return scores.map((s) => ({
    name: s.contestantName,
    points: s.totalPoints,
    first: s.voteBreakdown.firstPlace,
    second: s.voteBreakdown.secondPlace,
    third: s.voteBreakdown.thirdPlace,
  }));
}

async function holdResults(room: AdminRoom): Promise<void> {
  const held = await client.holdResults(room.roomId, room.adminToken, { holdResults: true });
  expect(held.status, JSON.stringify(held.body)).toBe(200);
}

/** A presenter window on the organiser's own origin, holding the admin secret. */
async function openPresenter(
  users: Users,
  room: AdminRoom,
  viewport: { width: number; height: number },
  reducedMotion: 'reduce' | 'no-preference',
): Promise<User> {
  const presenter = await users.open('projector', {
    label: `presenter ${viewport.width}x${viewport.height}`,
    storage: adminStorage(room),
    contextOptions: { viewport, reducedMotion },
  });
  await presenter.page.goto('/present');
  return presenter;
}

async function screenshots(presenters: readonly User[], state: string, testInfo: TestInfo) {
  for (const { page } of presenters) {
    await settled(page);
    const size = page.viewportSize();
    const name = `presenter-${state}-${size?.width}x${size?.height}.png`;
    const path = `${SCREENSHOTS}/${name}`;
    await page.screenshot({ path });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  }
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const found = violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
}

async function expectTurnout(page: Page, joined: number, voted: number): Promise<void> {
  const turnout = page.getByRole('region', { name: 'Turnout' });
  await expect(turnout.getByText(`${joined} joined`, { exact: true })).toBeVisible();
  await expect(turnout.getByText(`${voted} voted`, { exact: true })).toBeVisible();
  const bar = turnout.getByRole('progressbar', { name: 'Voted' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(voted));
  await expect(bar).toHaveAttribute('aria-valuemax', String(joined));
}

/** Read from 3–10 m: QR code a third of the height or more, address and code at 64 px or more. */
async function expectBigScreenSizes(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const qr = await page.getByRole('img', { name: /QR code/ }).boundingBox();
  expect(qr?.height ?? 0).toBeGreaterThanOrEqual(viewport.height / 3);
  for (const testId of ['presenter-join-url', 'presenter-room-code']) {
    const fontSize = await page
      .getByTestId(testId)
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(fontSize, testId).toBeGreaterThanOrEqual(64);
  }
  const urlLines = await page.getByTestId('presenter-join-url').evaluate((element) => {
    const style = getComputedStyle(element);
    return Math.round(element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
  });
  expect(urlLines, 'the join address on one line').toBe(1);
  const scroll = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  expect(scroll, 'fits one screen').toEqual({ width: viewport.width, height: viewport.height });
}

/** The podium's revealed names, #1 first, and nothing of the places still hidden. */
async function expectPodium(
  page: Page,
  shown: readonly string[],
  hidden: readonly string[],
): Promise<void> {
  const podium = page.getByRole('list', { name: 'Podium' });
  await expect(podium.getByRole('heading', { level: 3 })).toHaveText([...shown]);
  const html = await page.content();
  for (const name of hidden) expect(html, `${name} is still hidden`).not.toContain(name);
}

/** Everything on a presenter's page: no participant, ballot or running tally. */
async function expectNoBallotContent(page: Page): Promise<void> {
  const html = await page.content();
  for (const name of [...PARTICIPANTS, ...CONTESTANTS]) {
    expect(html, `the presenter shows ${name}`).not.toContain(name);
  }
  expect(html).not.toMatch(/\bpts\b|\bpoints?\b/);
}

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test('the presenter screen runs the event: QR code, live turnout, held results and the staged reveal', async ({
  users,
}, testInfo) => {
  // Six browsers, three votes through the UI, four reveal steps and six axe passes.
  test.setTimeout(240_000);
  const { room, contestants } = await roomWith(CONTESTANTS, 'Friday Hack Night');
  const standings = expectedStandings(contestants);
  // The scene the ballots were written for: a tie for #1 decided on first places.
  expect(standings.map((s) => s.contestantName)).toEqual([
    'Pixel Pals',
    'Code Canvas',
    'Vibe Check',
    'Drum Bot',
  ]);

  const big = await openPresenter(users, room, { width: 1920, height: 1080 }, 'no-preference');
  const small = await openPresenter(users, room, { width: 1280, height: 720 }, 'reduce');
  const presenters = [big, small];
  for (const { page } of presenters) {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Best vibe-coded app' }),
    ).toBeVisible();
    await expect(page.getByText('Friday Hack Night')).toBeVisible();
    await expect(page.getByTestId('presenter-join-url')).toHaveText(`${PUBLIC_HOST}/join`);
    await expect(page.getByTestId('presenter-room-code')).toHaveText(
      `${room.code.slice(0, 5)}-${room.code.slice(5)}`,
    );
    await expect(page.locator('svg[role="img"][aria-label*="QR code"]')).toBeVisible();
    await expectTurnout(page, 0, 0);
    await expectBigScreenSizes(page);
  }

  // The QR code, read off the screen as a phone would: the public address, the code filled in.
  const joinUrl = await readQrCode(big.page);
  expect(joinUrl).toBe(`${PUBLIC_URL}/join?code=${room.code}`);
  expect(await readQrCode(small.page)).toBe(joinUrl);

  const phones: User[] = [];
  for (const name of PARTICIPANTS) {
    const phone = await users.open('phone', {
      label: name,
      contextOptions: { baseURL: PUBLIC_URL },
    });
    phones.push(phone);
    if (phones.length === 1) {
      // The first participant scans the code.
      await phone.page.goto(joinUrl ?? '');
      await expect(
        phone.page.getByRole('heading', { level: 1, name: 'Join a Voting Room' }),
      ).toBeVisible();
      // The page built ahead of time shows an empty code until React fills in the link's.
      const code = phone.page.getByLabel('Room Code');
      await expect.poll(async () => normaliseRoomCode(await code.inputValue())).toBe(room.code);
      await phone.page.getByLabel('Your Name').fill(name);
      await phone.page.getByRole('button', { name: 'Join', exact: true }).click();
      await expect(phone.page.getByText(`Voting as ${name}`)).toBeVisible();
    } else {
      await joinViaUi(phone.page, room.code, name);
    }
    await expectTurnout(big.page, phones.length, 0);
  }
  await screenshots(presenters, 'waiting', testInfo);

  for (const [index, phone] of phones.entries()) {
    const name = PARTICIPANTS[index];
    if (!name) continue;
    for (const contestant of BALLOTS[name]) await rankWithButton(phone.page, contestant);
    await submitVote(phone.page);
    await expectTurnout(big.page, 3, index + 1);
  }
  for (const { page } of presenters) {
    await expectTurnout(page, 3, 3);
    await expectNoBallotContent(page);
  }
  await screenshots(presenters, 'turnout', testInfo);
  await expectNoAxeViolations(big.page);
  await expectNoAxeViolations(small.page);

  await holdResults(room);
  await api.finish(room);
  for (const { page } of presenters) {
    await expect(page.getByRole('heading', { level: 2, name: 'Results are ready' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reveal next' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Podium' }).getByRole('heading')).toHaveCount(0);
    await expectNoBallotContent(page);
  }
  for (const phone of phones) await expect(phone.page.getByText(WAITING_ON_PHONES)).toBeVisible();
  await screenshots(presenters, 'results-ready', testInfo);
  await expectNoAxeViolations(big.page);

  // Step 1: #3, by a click.
  await big.page.getByRole('button', { name: 'Reveal next' }).click();
  for (const { page } of presenters) {
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expectPodium(page, ['Vibe Check'], ['Pixel Pals', 'Code Canvas', 'Drum Bot']);
  }
  await expect(big.page.getByText('4 points', { exact: true })).toBeVisible();

  // Step 2: #2, by Space, with the focus still on Reveal next: one press, one step.
  await big.page.keyboard.press('Space');
  for (const { page } of presenters) {
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    // Its tie with #1 is not explained yet: that would give #1 away.
    await expectPodium(page, ['Code Canvas', 'Vibe Check'], ['Pixel Pals', 'Drum Bot', 'Tied on']);
  }
  await screenshots(presenters, 'mid-reveal', testInfo);
  await expectNoAxeViolations(small.page);
  for (const phone of phones) await expect(phone.page.getByText(WAITING_ON_PHONES)).toBeVisible();

  // A reload carries on where the reveal was.
  await big.page.reload();
  await expect(big.page.getByText('Step 2 of 4')).toBeVisible();
  await expectPodium(big.page, ['Code Canvas', 'Vibe Check'], ['Pixel Pals', 'Drum Bot']);

  // Step 3: the winner, by → on the other window; both stay in step.
  await small.page.keyboard.press('ArrowRight');
  for (const { page } of presenters) {
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expectPodium(page, ['Pixel Pals', 'Code Canvas', 'Vibe Check'], ['Drum Bot']);
    const podium = page.getByRole('list', { name: 'Podium' });
    await expect(podium.getByText('Winner', { exact: true })).toBeVisible();
    await expect(
      podium.getByText('Tied on 6 points — ahead on first-place votes, 2 to 1'),
    ).toBeVisible();
    await expect(
      podium.getByText('Tied on 6 points — behind on first-place votes, 1 to 2'),
    ).toBeVisible();
  }
  await expectConfetti(big.page);
  // Reduced motion: no confetti.
  await expect(small.page.getByTestId('confetti')).toHaveCount(0);
  await screenshots(presenters, 'winner', testInfo);
  await expectNoAxeViolations(big.page);

  // The phones get the results once #1 is on the big screen: the tally's order.
  for (const phone of phones) {
    await expect(phone.page.getByText(WAITING_ON_PHONES)).toHaveCount(0);
    await expectFinalResults(phone.page, asExpectedScores(standings));
  }

  // Step 4: the complete ranking; then the reveal is over.
  await big.page.getByRole('button', { name: 'Reveal next' }).click();
  for (const { page } of presenters) {
    await expect(
      page.getByRole('heading', { level: 2, name: 'The reveal is complete' }),
    ).toBeVisible();
    await expect(
      page.getByText(`The results for everyone: ${PUBLIC_HOST}/results/${room.code}`),
    ).toBeVisible();
    const rankings = page.getByRole('region', { name: 'Complete Rankings' });
    await expect(
      rankings.getByRole('listitem').filter({ has: page.locator('.staged-reveal__ranking-name') }),
    ).toHaveText(standings.map((s, index) => new RegExp(`^#${index + 1}${s.contestantName}`)));
    await expect(page.getByRole('button', { name: 'Reveal next' })).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
  }
  await screenshots(presenters, 'complete', testInfo);
  await expectNoAxeViolations(small.page);

  // Anyone can open the results page: the same results, and no secrets.
  const stranger = await users.open('phone', {
    label: 'stranger',
    contextOptions: { baseURL: PUBLIC_URL },
  });
  await stranger.page.goto(`/results/${room.code}`);
  await expectFinalResults(stranger.page, asExpectedScores(standings));
  const html = await stranger.page.content();
  for (const name of PARTICIPANTS) expect(html).not.toContain(name);
  expect(await stranger.page.evaluate(() => localStorage.length)).toBe(0);
});

test('the presenter screen without a saved room points back to the dashboard', async ({
  users,
}) => {
  const { page } = await users.open('projector');
  await page.goto('/present');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Open the presenter screen from your dashboard' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'VibeRank' })).toBeVisible();
});

test('a failed reveal is shown and can be tried again; F toggles fullscreen', async ({ users }) => {
  const { room, contestants } = await roomWith(['Solo Synth', 'Duet Deck'], 'Small Jam');
  const [first] = contestants;
  if (!first) throw new Error('no contestant');
  const voter = await api.join(room.code, 'Dee');
  await api.vote(voter, [first.id]);
  await api.finish(room);

  const presenter = await openPresenter(users, room, { width: 1280, height: 720 }, 'reduce');
  const { page } = presenter;
  await expect(
    page.getByText('Reveal the podium one place at a time, from #2 up to the winner.'),
  ).toBeVisible();

  await page.keyboard.press('f');
  await expect(page.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
  await page.keyboard.press('F');
  await expect(page.getByRole('button', { name: 'Fullscreen' })).toBeVisible();

  // The venue network drops the press.
  presenter.allowConsoleErrors(/net::ERR_/);
  await page.route(/\/reveal$/, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Reveal next' }).click();
  await expect(page.getByRole('alert')).toContainText("Couldn't reveal the next place");
  await expect(page.getByRole('heading', { level: 2, name: 'Results are ready' })).toBeVisible();
  await page.unroute(/\/reveal$/);

  await page.getByRole('button', { name: 'Reveal next' }).click();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectPodium(page, ['Duet Deck'], ['Solo Synth']);
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('heading', { level: 2, name: 'The reveal is complete' }),
  ).toBeVisible();
  await expectPodium(page, ['Solo Synth', 'Duet Deck'], []);
  await expect(page.getByRole('region', { name: 'Complete Rankings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reveal next' })).toHaveCount(0);
  await expect(page.getByTestId('confetti')).toHaveCount(0);
});

test('a press goes as soon as the big screen shows the step, though the last answer is still on its way', async ({
  users,
}) => {
  const { room, contestants } = await roomWith(
    ['Alpha', 'Bravo', 'Charlie', 'Delta'],
    'Slow Wi-Fi',
  );
  const [alpha = '', bravo = '', charlie = ''] = contestants.map((contestant) => contestant.id);
  await api.vote(await api.join(room.code, 'Ana'), [alpha, bravo]);
  await api.vote(await api.join(room.code, 'Ben'), [bravo, alpha, charlie]);
  await api.finish(room);
  const { page } = await openPresenter(users, room, { width: 1280, height: 720 }, 'reduce');
  await expect(page.getByRole('button', { name: 'Reveal next' })).toBeVisible();

  // The answer to the first press is held on its way back; the live update gets there first.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route(/\/reveal$/, async (route) => {
    if (held) return route.continue();
    held = true;
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  const revealStep = async () =>
    (await client.getRoom(room.roomId, room.adminToken)).body.room.revealStep;
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect.poll(revealStep, { message: 'the second press reveals the next place' }).toBe(2);
  await expect(page.getByText('Step 2 of 4')).toBeVisible();

  // The first answer, late, leaves the big screen where the reveal is.
  const late = page.waitForResponse(/\/reveal$/);
  release();
  await late;
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await revealStep()).toBe(2);
});
