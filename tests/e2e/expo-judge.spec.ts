import type { Locator, Page } from '@playwright/test';
import { judgeLink } from '#client/lib/judge-link.ts';
import type { Contestant } from '#shared/api.ts';
import type { Route } from '#shared/expo.ts';
import { api, client } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test, type User, type Users } from './support/users.ts';

const NAMES = ['Pixel Pals', 'Vibe Check', 'Code Canvas', 'Drum Bot', 'Solar Sail', 'Moss Map'];
const SCREENSHOTS = 'test-results/screenshots';
/** A 1×1 PNG, as a pasted image is kept: no request leaves the machine for it. */
const IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type Expo = {
  roomId: string;
  adminToken: string;
  awardId: string;
  contestants: Contestant[];
  judges: Record<'Ada' | 'Grace', string>;
};

/** A room of six projects at numbered tables, an expo award of routes of four, two judges. */
async function expoRoom(): Promise<Expo> {
  const room = await api.createRoom('Expo Night', 'Best hardware hack');
  const { roomId, adminToken } = room;
  for (const [index, name] of NAMES.entries()) {
    const links = index === 0 ? { imageUrl: IMAGE, demoUrl: 'https://example.org/pixel-pals' } : {};
    await api.addContestant(room, name, `${name}: sensors, light and a little sound.`, links);
  }
  const numbered = await client.numberTables(roomId, adminToken);
  expect(numbered.status).toBe(200);
  const added = await client.awards.add(roomId, adminToken, {
    name: 'Expo Prize',
    expo: { routeSize: 4 },
  });
  expect(added.status).toBe(201);
  const judges = { Ada: '', Grace: '' };
  for (const name of ['Ada', 'Grace'] as const) {
    judges[name] = (await client.judges.invite(roomId, adminToken, { name })).body.judgeToken;
  }
  return {
    roomId,
    adminToken,
    awardId: added.body.award.id,
    contestants: numbered.body.contestants,
    judges,
  };
}

/** A judge's phone opened through their personal link, on the expo award's tab. */
async function openJudge(
  users: Users,
  expo: Expo,
  name: 'Ada' | 'Grace',
  device: 'phone' | 'desktop',
  language = 'en',
) {
  const judge = await users.open(device, {
    label: `${name} ${device} ${language}`,
    storage: { viberank_language: language },
  });
  judge.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/, /WebSocket connection to .* failed/);
  await judge.page.goto(judgeLink('', expo.roomId, expo.judges[name]));
  await judge.page.getByRole('tab', { name: /^Expo Prize/ }).click();
  await expect(judge.page.getByTestId('expo-judge')).toBeVisible();
  return judge;
}

async function routeOf(expo: Expo, name: 'Ada' | 'Grace'): Promise<Route> {
  return (await client.judging.route(expo.roomId, expo.judges[name], expo.awardId)).body;
}

/** "Next: Table 3 — Code Canvas": the first stop the server plans for the judge. */
async function nextHeading(expo: Expo, name: 'Ada' | 'Grace'): Promise<string> {
  const next = (await routeOf(expo, name)).stops.find((stop) => stop.status === 'planned');
  const project = expo.contestants.find((c) => c.id === next?.contestantId);
  return `Next: Table ${next?.tableNumber} — ${project?.name}`;
}

function nameOf(expo: Expo, contestantId: string | undefined): string {
  return expo.contestants.find((c) => c.id === contestantId)?.name ?? '';
}

const card = (page: Page) => page.locator('.expo-route-card');
const rankedNames = (page: Page) =>
  page
    .getByTestId('expo-ranked')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-contestant-name') ?? ''));
const stopNames = (page: Page) =>
  page
    .getByTestId('expo-stop')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-contestant-name') ?? ''));

async function savedRanking(expo: Expo): Promise<string[]> {
  const { ballot } = (await client.getBallot(expo.roomId, expo.judges.Ada, expo.awardId)).body;
  return [...(ballot?.rankings ?? [])]
    .sort((a, b) => a.rank - b.rank)
    .map((r) => nameOf(expo, r.contestantId));
}

/** Drags a row of the ranking with the mouse, as a person does, and drops it on the top of another. */
async function dragOnto(page: Page, name: string, onto: string) {
  const row = (who: string): Locator =>
    page.locator(`[data-testid="expo-ranked"][data-contestant-name="${who}"]`);
  const handle = row(name).locator('.chip-handle');
  // Lifting is described to a screen reader once the drag and drop is in place.
  await expect(handle).toHaveAccessibleDescription(/\S/);
  await page
    .getByTestId('expo-ranking-list')
    .evaluate((list) => list.scrollIntoView({ block: 'center' }));
  const from = await handle.boundingBox();
  const to = await row(onto).boundingBox();
  if (!from || !to) throw new Error('the rows are not on the page');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y - 12, { steps: 3 });
  await expect(row(name)).toHaveClass(/chip--dragging/);
  await page.mouse.move(start.x, to.y + 4, { steps: 12 });
  await page.mouse.up();
  await expect(page.locator('.chip--dragging')).toHaveCount(0);
}

test('an expo judge walks their route, reports a project absent, ranks what they saw by keyboard and by drag, submits, and sees judging close', async ({
  users,
}) => {
  test.setTimeout(240_000);
  const expo = await expoRoom();
  const ada: User = await openJudge(users, expo, 'Ada', 'phone');
  const { page } = ada;

  // The next stop, with the project's details and two big buttons.
  const heading = card(page).getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(await nextHeading(expo, 'Ada'));
  await expect(card(page).getByText('0 of 4 seen')).toBeVisible();
  const firstStop = (await routeOf(expo, 'Ada')).stops[0];
  const firstProject = expo.contestants.find((c) => c.id === firstStop?.contestantId);
  await expect(card(page).getByText(firstProject?.blurb ?? '')).toBeVisible();
  await expectNoAxeViolations(page, "an expo judge's next stop at phone size");
  await page.screenshot({ path: `${SCREENSHOTS}/expo-judge-next-phone.png`, fullPage: true });

  // Seen by keyboard: the card moves on, the keyboard stays on Seen for the next stop.
  const seen = card(page).getByRole('button', { name: 'Seen', exact: true });
  await seen.focus();
  await page.keyboard.press('Enter');
  await expect(card(page).getByText('1 of 4 seen')).toBeVisible();
  await expect(seen).toBeFocused();
  await expect(heading).toHaveText(await nextHeading(expo, 'Ada'));

  // Absent asks first; reported, the card moves on to the next stop.
  const absentName = nameOf(expo, (await routeOf(expo, 'Ada')).stops[1]?.contestantId);
  await card(page).getByRole('button', { name: 'Absent', exact: true }).click();
  const question = card(page).getByRole('group', {
    name: new RegExp(`^Is ${absentName} missing from table \\d+\\?$`),
  });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page, 'reporting a project absent');
  await question.getByRole('button', { name: 'Report absent' }).click();
  await expect(page.getByTestId('expo-walk-announcement')).toContainText(
    `${absentName} reported absent.`,
  );
  await expect(heading).toHaveText(await nextHeading(expo, 'Ada'));
  await expect(heading).toBeFocused();
  await expect(
    page.locator(`[data-testid="expo-stop"][data-contestant-name="${absentName}"]`),
  ).toHaveAttribute('data-status', 'absent');

  // The network drops as Seen is tapped: the phone says so, and sends it once it is back.
  const offlineName = (await nextHeading(expo, 'Ada')).replace(/^.* — /, '');
  await ada.context.setOffline(true);
  await card(page).getByRole('button', { name: 'Seen', exact: true }).click();
  const notSent = page
    .getByRole('alert')
    .filter({ hasText: `No connection: ${offlineName} was not marked seen.` });
  await expect(notSent).toBeVisible();
  await expect(card(page).getByText('1 of 4 seen')).toBeVisible();
  await expectNoAxeViolations(page, 'a tap the network dropped');
  await ada.context.setOffline(false);
  // Nothing to press: once the browser is back online, the tap goes again by itself.
  await expect(card(page).getByText('2 of 4 seen')).toBeVisible();
  await expect(notSent).toHaveCount(0);

  // Seen can be tapped on any planned stop, not only the next.
  const planned = (await routeOf(expo, 'Ada')).stops.filter((s) => s.status === 'planned');
  const offRoute = nameOf(expo, planned.at(-1)?.contestantId);
  await page.getByRole('button', { name: `Seen: ${offRoute}` }).click();
  await expect(card(page).getByText('3 of 4 seen')).toBeVisible();

  // Another judge walks: this phone reads its route again, as the server plans it.
  const grace = (await routeOf(expo, 'Grace')).stops[0];
  await client.judging.walk(
    expo.roomId,
    expo.judges.Grace,
    expo.awardId,
    grace?.contestantId ?? '',
    { status: 'seen' },
  );
  const adaStops = async () =>
    (await routeOf(expo, 'Ada')).stops.map((s) => nameOf(expo, s.contestantId));
  await expect.poll(async () => (await stopNames(page)).join()).toBe((await adaStops()).join());

  await card(page).getByRole('button', { name: 'Seen', exact: true }).click();
  await expect(card(page).getByText('4 of 4 seen')).toBeVisible();
  await expect(card(page).getByRole('heading', { name: 'Route complete' })).toBeVisible();
  await card(page).getByRole('button', { name: 'Rank what you saw' }).click();
  await expect(page.getByRole('heading', { name: 'Your ranking' })).toBeFocused();

  // Everything seen, in the order walked; reordered by keyboard, then by drag.
  const walked = (await routeOf(expo, 'Ada')).stops
    .filter((s) => s.status === 'seen')
    .map((s) => nameOf(expo, s.contestantId));
  expect(walked).toHaveLength(4);
  await expect.poll(() => rankedNames(page)).toEqual(walked);
  const [one = '', two = '', three = '', four = ''] = walked;
  const moveUp = page.getByRole('button', { name: `Move ${three} up` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('expo-ranking-announcement')).toHaveText(
    `${three} moved up to 2 of 4.`,
  );
  await expect(moveUp).toBeFocused();
  await expect.poll(() => rankedNames(page)).toEqual([one, three, two, four]);
  await dragOnto(page, four, one);
  await expect.poll(() => rankedNames(page)).toEqual([four, one, three, two]);
  await expect(page.getByText('Your ranking is not submitted yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Submit ranking' }).click();
  await expect(page.getByText('Your ranking is submitted.')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Ranking submitted' })).toBeDisabled();
  expect(await savedRanking(expo)).toEqual([four, one, three, two]);
  await expectNoAxeViolations(page, "an expo judge's submitted ranking at phone size");
  await page.screenshot({ path: `${SCREENSHOTS}/expo-judge-ranked-phone.png`, fullPage: true });

  // Reordered and left unsent, the order survives a reload; then submitted again.
  await page.getByRole('button', { name: `Move ${four} down` }).click();
  await expect(page.getByText('Your new order is not submitted yet.')).toBeVisible();
  await page.reload();
  await expect.poll(() => rankedNames(page)).toEqual([one, four, three, two]);
  await expect(page.getByText('Your new order is not submitted yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit ranking' }).click();
  await expect(page.getByRole('button', { name: 'Ranking submitted' })).toBeDisabled();
  expect(await savedRanking(expo)).toEqual([one, four, three, two]);

  // The absent project is back at its table: seen, it joins the bottom, to submit again.
  await page.getByRole('button', { name: `Seen: ${absentName}` }).click();
  await expect.poll(() => rankedNames(page)).toEqual([one, four, three, two, absentName]);
  await expect(
    page.getByText(
      'Projects you saw since you submitted were added at the bottom: submit your ranking again.',
    ),
  ).toBeVisible();
  // The Wi-Fi loses the submit on its way: it is kept, said not sent, and sent with Try again.
  const lost = '**/expo-ranking';
  await page.route(lost, (request) => request.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Submit ranking' }).click();
  const unsent = page
    .getByRole('alert')
    .filter({ hasText: 'No connection: your ranking was not sent.' });
  await expect(unsent).toBeVisible();
  await expectNoAxeViolations(page, 'a ranking the network dropped');
  await page.unroute(lost);
  await unsent.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Ranking submitted' })).toBeDisabled();
  expect(await savedRanking(expo)).toEqual([one, four, three, two, absentName]);

  // The second judge's laptop, and the same judge's phone in Arabic.
  const laptop = await openJudge(users, expo, 'Grace', 'desktop');
  await expect(card(laptop.page).getByText('1 of 4 seen')).toBeVisible();
  await expectNoAxeViolations(laptop.page, "an expo judge's route on a laptop");
  await laptop.page.screenshot({ path: `${SCREENSHOTS}/expo-judge-desktop.png`, fullPage: true });
  const arabic = await users.open('phone', {
    label: 'Grace ar',
    storage: { viberank_language: 'ar' },
  });
  await arabic.page.goto(judgeLink('', expo.roomId, expo.judges.Grace));
  await arabic.page.getByRole('tab').nth(1).click();
  await expect(arabic.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(card(arabic.page).getByText('شوهد 1 من 4')).toBeVisible();
  await expectNoAxeViolations(arabic.page, "an expo judge's route in Arabic");
  await arabic.page.screenshot({ path: `${SCREENSHOTS}/expo-judge-phone-ar.png`, fullPage: true });

  // Judging closes: everything is read-only, the ranking final.
  const closed = await client.judging.close(expo.roomId, expo.adminToken, expo.awardId, {
    closed: true,
  });
  expect(closed.status).toBe(200);
  await expect(page.getByText('Judging has closed: your ranking is final.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Seen/ })).toHaveCount(0);
  await expect(card(page)).toHaveCount(0);
  await expect.poll(() => rankedNames(page)).toEqual([one, four, three, two, absentName]);
  await expectNoAxeViolations(page, 'judging closed on an expo judge\u2019s phone');
  await page.screenshot({ path: `${SCREENSHOTS}/expo-judge-closed-phone.png`, fullPage: true });
});
