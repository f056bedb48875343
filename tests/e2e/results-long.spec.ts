import { type BigRoom, seedBigRoom, seededVoter } from '../../scripts/launch/big-room.ts';
import { api, participantStorage } from './support/api.ts';
import { BASE_URL } from './support/server-address.ts';
import { expect, test } from './support/users.ts';

/** Results of 150 contestants on a phone: complete, compact, and the participant's picks found. */
let seeded: BigRoom;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  seeded = await seedBigRoom(
    BASE_URL,
    { contestants: 150, participants: 20, ballots: 20 },
    'Long Hack',
  );
  await api.finish({ roomId: seeded.roomId, code: seeded.code, adminToken: seeded.adminToken });
});

test('Complete Rankings lists all 150 compactly on a phone, with the voter’s picks marked', async ({
  users,
}) => {
  const { voter, session } = seededVoter(seeded, 7);
  const { page } = await users.open('phone', { storage: participantStorage(session) });
  await page.goto('/vote');
  const rankings = page.getByRole('region', { name: 'Complete Rankings' });
  const rows = rankings.getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(rows).toHaveCount(150);

  const layout = await page.evaluate(() => {
    const items = Array.from(document.querySelectorAll('.results-rankings__item'));
    const height = (item: Element) => item.getBoundingClientRect().height;
    const tied = (item: Element) => item.querySelector('.results-ties') !== null;
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      tallest: Math.max(...items.filter((item) => !tied(item)).map(height)),
      tallestTied: Math.max(...items.filter(tied).map(height)),
    };
  });
  await rows.nth(3).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('results-phone.png') });
  expect(layout.overflow).toBeLessThanOrEqual(0);
  // A row is one line of name and points over its breakdown; a tie adds its explanation.
  expect(layout.tallest).toBeLessThanOrEqual(64);
  expect(layout.tallestTied).toBeLessThanOrEqual(180);

  const ordinals = ['1st', '2nd', '3rd'];
  const picks = page.getByRole('region', { name: 'Your picks' });
  for (const [index, contestantId] of voter.ranking.entries()) {
    const name = seeded.contestants.find((c) => c.id === contestantId)?.name ?? '';
    const label = `Your ${ordinals[index]} pick`;
    const row = rows.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(row).toContainText(label);
    await picks.getByRole('button', { name: new RegExp(`^${label}, ${name}, finished`) }).click();
    await expect(row).toBeFocused();
    await expect(row).toBeInViewport();
  }
  await expect(rankings.getByText(/^Your \d\w\w pick$/)).toHaveCount(voter.ranking.length);
});
