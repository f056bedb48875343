import type { Locator, Page } from '@playwright/test';
import type { Language } from '#shared/languages.ts';
import { normaliseRoomCode } from '#shared/room-code.ts';
import { type AdminRoom, adminStorage, api, participantStorage, roomWith } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tr, trWith } from './support/catalogs.ts';
import { dragReady, dragTo, keyboardMove } from './support/dnd.ts';
import { tabTo } from './support/keyboard.ts';
import { readQrCode } from './support/qr.ts';
import { PUBLIC_URL } from './support/server-address.ts';
import { chipHandle, expectLists } from './support/ui.ts';
import { expect, test } from './support/users.ts';

/**
 * Whole journeys in other languages than English: each phone in its own,
 * the big screen in the room's. Every word is read from the catalogs
 * (support/catalogs.ts), so these follow the translators.
 */

const NAMES = ['Pixel Pals', 'Vibe Check', 'Code Canvas', 'Drum Bot'];
const RANKED =
  '{contestantName} ranked {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}.';
const MOVED_UP =
  '{contestantName} moved up to {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}.';
/** The drag and drop's words for a screen reader (ballot-dnd.tsx). */
const LIFT =
  'Press space bar to start a drag. When dragging you can use the arrow keys to move the item around and escape to cancel. Some screen readers may require you to be in focus mode or to use your pass through key';
const MOVED = 'You have moved the item from position {startPosition} to position {endPosition}';
const JOINED = '<0>{joinedCount}</0> {joined, plural, one {joined} other {joined}}';
const VOTED = '<0>{votedCount}</0> {voted, plural, one {voted} other {voted}}';
const VOTED_OF =
  '{voted, plural, one {{votedCount} of {joinedCount} voted} other {{votedCount} of {joinedCount} voted}}';

/** Whether the page speaks `language`: its `lang`, and its direction. */
async function expectSpeaks(page: Page, language: Language): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', language);
  await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/** The names of the contestants a room's ballots ranked, each ballot's in its order. */
async function ballotsOf(room: AdminRoom, contestants: readonly { id: string; name: string }[]) {
  const nameOf = new Map(contestants.map((c) => [c.id, c.name]));
  const { recentBallots } = await api.activity(room);
  return recentBallots.map((ballot) => ballot.rankings.map((r) => nameOf.get(r.contestantId)));
}

/** The big screen's turnout, as it reads in `language`: how many joined, how many voted. */
async function expectTurnout(page: Page, language: Language, joined: number, voted: number) {
  const turnout = page.getByRole('region', { name: tr(language, 'Turnout') });
  const counts = { joined, joinedCount: joined, voted, votedCount: voted };
  for (const count of [JOINED, VOTED]) {
    const text = trWith(language, count, counts);
    await expect(turnout.getByText(text, { exact: true })).toBeVisible();
  }
  const bar = turnout.getByRole('progressbar', { name: tr(language, 'Voted') });
  await expect(bar).toHaveAttribute('aria-valuenow', String(voted));
  await expect(bar).toHaveAttribute('aria-valuetext', trWith(language, VOTED_OF, counts));
}

/** The announcement a phone's screen reader hears after a move. */
const announcement = (page: Page): Locator => page.getByTestId('ballot-announcement');

/** A contestant's + button (Add … to Your Rankings), named in `language`. */
const addButton = (page: Page, language: Language, contestantName: string): Locator =>
  page.getByRole('button', {
    name: trWith(language, 'Add {contestantName} to Your Rankings', { contestantName }),
  });

/**
 * Ranks a contestant by the keyboard alone: Tab to its + button, `key` (Enter
 * or Space); the ballot says where it went, in `language`, and the focus
 * crosses with the chip.
 */
async function addByKeyboard(
  page: Page,
  language: Language,
  contestantName: string,
  key: 'Enter' | 'Space',
  place: number,
): Promise<void> {
  await tabTo(page, addButton(page, language, contestantName));
  await page.keyboard.press(key);
  await expect(announcement(page)).toHaveText(trWith(language, RANKED, { contestantName, place }));
  await expect(chipHandle(page, contestantName)).toBeFocused();
}

test("a Spanish phone joins, ranks by keyboard and by drag, submits and sees the results in Spanish while the presenter shows the room's German", async ({
  users,
}) => {
  test.setTimeout(120_000);
  const { room, contestants } = await roomWith(NAMES, 'Noche Hack');
  await api.setRoomLanguage(room, 'de');
  await api.holdResults(room);
  // Ana voted already: the phone's ballot and hers make Drum Bot win clearly.
  const idOf = (name: string) => contestants.find((c) => c.name === name)?.id ?? name;
  const ana = await api.join(room.code, 'Ana');
  await api.vote(ana, ['Drum Bot', 'Pixel Pals', 'Code Canvas'].map(idOf));

  const presenter = await users.open('projector', { storage: adminStorage(room) });
  const screen = presenter.page;
  await screen.goto('/present');
  await expectSpeaks(screen, 'de');
  await expect(
    screen.getByRole('heading', { level: 2, name: tr('de', 'Scan to vote, or go to') }),
  ).toBeVisible();
  await expect(screen.getByText(tr('de', 'and enter the code'), { exact: true })).toBeVisible();
  await expectTurnout(screen, 'de', 1, 1);
  const joinUrl = await readQrCode(screen);
  expect(joinUrl).toBe(`${PUBLIC_URL}/join?code=${room.code}`);

  // The phone speaks Spanish: its browser's language, not the room's.
  const phone = await users.open('phone', {
    label: 'Spanish phone',
    contextOptions: { locale: 'es-ES', baseURL: PUBLIC_URL },
  });
  const { page } = phone;
  await page.goto(joinUrl ?? '');
  await expectSpeaks(page, 'es');
  await expect(
    page.getByRole('heading', { level: 1, name: tr('es', 'Join a Voting Room') }),
  ).toBeVisible();
  const code = page.getByLabel(tr('es', 'Room Code'));
  await expect.poll(async () => normaliseRoomCode(await code.inputValue())).toBe(room.code);
  await expectNoAxeViolations(page, 'the Spanish join page');
  await page.getByLabel(tr('es', 'Your Name')).fill('Lucía');
  await page.getByRole('button', { name: tr('es', 'Join'), exact: true }).click();
  const votingAs = trWith('es', 'Voting as <0>{participantName}</0>', { participantName: 'Lucía' });
  await expect(page.getByText(votingAs)).toBeVisible();
  await expectSpeaks(page, 'es');
  await expectTurnout(screen, 'de', 2, 1);

  // Code Canvas by the keyboard alone: Tab to its + button, Enter.
  await addByKeyboard(page, 'es', 'Code Canvas', 'Enter', 1);
  // Drum Bot by a real drag, to the top of Your Rankings.
  await dragTo(page, 'Drum Bot', 'ranked', { at: 'start' });
  await expectLists(page, {
    ranked: ['Drum Bot', 'Code Canvas'],
    available: ['Pixel Pals', 'Vibe Check'],
  });

  await page.getByRole('button', { name: tr('es', 'Submit Vote') }).click();
  await expect(page.getByRole('button', { name: tr('es', 'Vote Submitted!') })).toBeDisabled();
  await expect(
    page.getByRole('status').filter({ hasText: tr('es', 'your vote is in') }),
  ).toBeVisible();
  await expectTurnout(screen, 'de', 2, 2);
  expect(await ballotsOf(room, contestants)).toEqual([
    ['Drum Bot', 'Code Canvas'],
    ['Drum Bot', 'Pixel Pals', 'Code Canvas'],
  ]);

  // Voting ends, the results held for the reveal: the phone waits for the big screen.
  await api.finish(room);
  await expect(
    screen.getByRole('heading', { level: 2, name: tr('de', 'Results are ready') }),
  ).toBeVisible();
  await expect(
    page.getByText(tr('es', 'Results will be revealed on the main screen')),
  ).toBeVisible();
  // Drum Bot 6, Code Canvas 3, Pixel Pals 2, Vibe Check 0: three podium places, then the rest.
  const revealNext = screen.getByRole('button', { name: tr('de', 'Reveal next') });
  for (const stepNumber of [1, 2, 3]) {
    await revealNext.click();
    await expect(
      screen.getByText(
        trWith('de', 'Step {stepNumber} of {stepCount}', { stepNumber, stepCount: 4 }),
      ),
    ).toBeVisible();
  }
  const podium = screen.getByRole('list', { name: tr('de', 'Podium') });
  await expect(podium.getByText(tr('de', 'Winner'), { exact: true })).toBeVisible();
  // Places written the German way ("1."), on the podium and in the complete rankings.
  const place = (n: number) => trWith('de', '#{place}', { place: n }, 'place in the results');
  expect(place(1)).toBe('1.');
  const ranks = podium.locator('.staged-reveal__rank');
  for (const n of [1, 2, 3]) {
    await expect(
      ranks.filter({ hasText: new RegExp(`^${place(n).replace('.', '\\.')}$`) }),
    ).toHaveCount(1);
  }
  await screen.keyboard.press('ArrowRight');
  await expect(
    screen.getByRole('heading', { level: 2, name: tr('de', 'The reveal is complete') }),
  ).toBeVisible();
  const screenRankings = screen.getByRole('region', { name: tr('de', 'Complete Rankings') });
  await expect(screenRankings).toBeVisible();
  const rankingRanks = screenRankings.locator('.staged-reveal__ranking-rank');
  for (const n of [1, 2, 3, 4]) await expect(rankingRanks.nth(n - 1)).toHaveText(place(n));
  await expectSpeaks(screen, 'de');

  // The phone, in Spanish all along.
  await expect(
    page.getByRole('heading', { level: 1, name: tr('es', 'Final Results') }),
  ).toBeVisible();
  await expect(page.getByText(tr('es', 'Challenge completed!'))).toBeVisible();
  const banner = page.getByRole('region', { name: 'Drum Bot', exact: true });
  await expect(banner.getByText(tr('es', 'Winner'), { exact: true })).toBeVisible();
  const points = (n: number) =>
    `${n} ${trWith('es', '{points, plural, one {point} other {points}}', { points: n })}`;
  const top3 = page.getByRole('region', { name: tr('es', 'Top 3') });
  await expect(top3.getByRole('heading', { level: 3 })).toHaveText([
    'Drum Bot',
    'Code Canvas',
    'Pixel Pals',
  ]);
  await expect(top3.locator('.results-podium__points')).toHaveText([6, 3, 2].map(points));
  const rankings = page.getByRole('region', { name: tr('es', 'Complete Rankings') });
  await expect(rankings.getByRole('heading', { level: 3 })).toHaveText([
    'Drum Bot',
    'Code Canvas',
    'Pixel Pals',
    'Vibe Check',
  ]);
  await expect(page.getByRole('button', { name: tr('es', 'Share Results') })).toBeVisible();
  await expectSpeaks(page, 'es');
});

/** Left and right edges of an element on the screen. */
async function edges(locator: Locator): Promise<{ left: number; right: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not on the page`);
  return { left: found.x, right: found.x + found.width };
}

test('an Arabic phone ballot works right to left by keyboard and drag', async ({ users }) => {
  test.setTimeout(120_000);
  const { room, contestants } = await roomWith(NAMES, 'Mirror Hack');
  const voter = await api.join(room.code, 'Layla');
  const { page } = await users.open('phone', {
    label: 'Arabic phone',
    storage: participantStorage(voter),
    contextOptions: { locale: 'ar' },
  });
  await page.goto('/vote');
  await expectSpeaks(page, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'Mirror Hack' })).toBeFocused();
  const votingAs = trWith('ar', 'Voting as <0>{participantName}</0>', { participantName: 'Layla' });
  await expect(page.getByText(votingAs)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: tr('ar', 'Your Rankings') }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: tr('ar', 'Available Contestants') }),
  ).toBeVisible();
  await expect(page.getByRole('searchbox', { name: tr('ar', 'Search contestants') })).toBeVisible();

  // The keyboard: Tab to a + button, Enter or Space; the focus crosses with the chip.
  await addByKeyboard(page, 'ar', 'Code Canvas', 'Enter', 1);
  await addByKeyboard(page, 'ar', 'Pixel Pals', 'Space', 2);
  // Move up means towards first place, on a page read either way.
  const moveUp = page.getByRole('button', {
    name: trWith('ar', 'Move {contestantName} up', { contestantName: 'Pixel Pals' }),
  });
  await tabTo(page, moveUp);
  await page.keyboard.press('Enter');
  await expect(announcement(page)).toHaveText(
    trWith('ar', MOVED_UP, { contestantName: 'Pixel Pals', place: 1 }),
  );
  await expectLists(page, { ranked: ['Pixel Pals', 'Code Canvas'] });
  // The library's keys: a list runs top to bottom in Arabic too, so ↓ moves down;
  // how to lift a chip, and where it was dropped, are said in Arabic.
  await expect(chipHandle(page, 'Pixel Pals')).toHaveAccessibleDescription(tr('ar', LIFT));
  await keyboardMove(page, 'Pixel Pals', ['ArrowDown']);
  await expectLists(page, {
    ranked: ['Code Canvas', 'Pixel Pals'],
    available: ['Vibe Check', 'Drum Bot'],
  });
  const where = trWith('ar', MOVED, { startPosition: '1', endPosition: '2' });
  await expect(page.locator('[id^="rfd-announcement-"]')).toHaveText(
    trWith('ar', 'You have dropped the item. {where}', { where }),
  );

  // A real drag into Your Rankings, then to its top.
  await dragTo(page, 'Drum Bot', 'ranked');
  await expectLists(page, { ranked: ['Code Canvas', 'Pixel Pals', 'Drum Bot'] });
  await dragTo(page, 'Drum Bot', 'ranked', { at: 'start' });
  await expectLists(page, {
    ranked: ['Drum Bot', 'Code Canvas', 'Pixel Pals'],
    available: ['Vibe Check'],
  });
  const vibeCheck = addButton(page, 'ar', 'Vibe Check');
  await expect(vibeCheck).toBeDisabled();
  await expect(vibeCheck).toHaveAttribute(
    'title',
    trWith('ar', 'Your Rankings already holds {maxRankings}', { maxRankings: '3' }),
  );

  // Mirrored: a ranked chip's rank badge sits at its right, its buttons at its left.
  const chips = page.getByTestId('ranked-list').getByTestId('contestant-chip');
  for (const [index, name] of ['Drum Bot', 'Code Canvas', 'Pixel Pals'].entries()) {
    const chip = chips.nth(index);
    const rank = await edges(chip.locator('.chip-rank'));
    const text = await edges(chip.locator('.chip-name'));
    const moves = await edges(chip.locator('.chip-moves'));
    const remove = await edges(chip.locator('.chip-action--remove'));
    expect(rank.left, `${name}: its rank right of its name`).toBeGreaterThan(text.right);
    expect(moves.right, `${name}: Move up/down left of its name`).toBeLessThan(text.left);
    expect(remove.right, `${name}: remove at the left end`).toBeLessThanOrEqual(moves.left);
    const place = trWith(
      'ar',
      '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} · {points, plural, one {# pts} other {# pts}}',
      { rank: index + 1, points: 3 - index },
    );
    await expect(chip.locator('.chip-points')).toHaveText(place);
  }
  await expectNoAxeViolations(page, 'the Arabic ballot, full');

  await page.getByRole('button', { name: tr('ar', 'Submit Vote') }).click();
  await expect(page.getByRole('button', { name: tr('ar', 'Vote Submitted!') })).toBeDisabled();
  expect(await ballotsOf(room, contestants)).toEqual([['Drum Bot', 'Code Canvas', 'Pixel Pals']]);
  await expectSpeaks(page, 'ar');
});

test('on a wide Arabic screen Your Rankings sit on the left: ← carries a contestant into them, → back', async ({
  users,
}) => {
  const { room, contestants } = await roomWith(NAMES, 'Mirror Hack');
  const voter = await api.join(room.code, 'Omar');
  const { page } = await users.open('desktop', {
    storage: participantStorage(voter),
    contextOptions: { locale: 'ar' },
  });
  await page.goto('/vote');
  await expectSpeaks(page, 'ar');
  await dragReady(page);
  const ranked = await edges(page.getByTestId('ranked-list'));
  const available = await edges(page.getByTestId('available-list'));
  expect(ranked.right).toBeLessThan(available.left);

  await keyboardMove(page, 'Vibe Check', ['ArrowLeft']);
  await keyboardMove(page, 'Drum Bot', ['ArrowLeft', 'ArrowUp']);
  await keyboardMove(page, 'Pixel Pals', ['ArrowRight']); // nothing to its right: stays put
  await expectLists(page, {
    ranked: ['Drum Bot', 'Vibe Check'],
    available: ['Pixel Pals', 'Code Canvas'],
  });
  await keyboardMove(page, 'Vibe Check', ['ArrowRight']);
  await expectLists(page, { ranked: ['Drum Bot'] });
  await expectNoAxeViolations(page, 'the Arabic ballot, side by side');
  await page.getByRole('button', { name: tr('ar', 'Submit Vote') }).click();
  await expect(page.getByRole('button', { name: tr('ar', 'Vote Submitted!') })).toBeDisabled();
  expect(await ballotsOf(room, contestants)).toEqual([['Drum Bot']]);
});
