import { api, participantStorage, roomWith } from './support/api.ts';
import { expectLists, rankWithButton, submitVote } from './support/ui.ts';
import { expect, test } from './support/users.ts';

const NAMES = ['Pixel Pals', 'Vibe Check', 'Code Canvas', 'Drum Bot'];
const UNSENT = 'You have unsent changes';

test('a ranking not yet sent survives a reload and comes back as unsent changes', async ({
  users,
}) => {
  const { room } = await roomWith(NAMES);
  const session = await api.join(room.code, 'Robin');
  const { page } = await users.open('phone', { storage: participantStorage(session) });
  await page.goto('/vote');
  await rankWithButton(page, 'Code Canvas');
  await rankWithButton(page, 'Pixel Pals');
  // Building a ranking is not yet a notice.
  await expect(page.getByText(UNSENT)).toHaveCount(0);

  await page.reload();
  await expectLists(page, {
    ranked: ['Code Canvas', 'Pixel Pals'],
    available: ['Vibe Check', 'Drum Bot'],
  });
  await expect(page.getByRole('status').filter({ hasText: UNSENT })).toBeVisible();
  await expect(page.getByText('✓ Voted')).toHaveCount(0);
  expect((await api.activity(room)).totals.ballots).toBe(0);

  // Changed again after coming back: still unsent, and kept again.
  await rankWithButton(page, 'Drum Bot');
  await expect(page.getByText(UNSENT)).toBeVisible();
  await page.reload();
  await expectLists(page, {
    ranked: ['Code Canvas', 'Pixel Pals', 'Drum Bot'],
    available: ['Vibe Check'],
  });

  await submitVote(page);
  await expect(page.getByText(UNSENT)).toHaveCount(0);
  const { recentBallots } = await api.activity(room);
  expect(recentBallots).toHaveLength(1);
  await page.reload();
  await expect(page.getByText('✓ Voted')).toBeVisible();
  await expectLists(page, {
    ranked: ['Code Canvas', 'Pixel Pals', 'Drum Bot'],
    available: ['Vibe Check'],
  });
  await expect(page.getByText(UNSENT)).toHaveCount(0);
});

test('a ballot submitted since the draft was made wins over it', async ({ users }) => {
  const { room, contestants } = await roomWith(NAMES);
  const session = await api.join(room.code, 'Sam');
  const { page } = await users.open('phone', { storage: participantStorage(session) });
  await page.goto('/vote');
  await rankWithButton(page, 'Drum Bot');
  await expect(page.getByRole('button', { name: 'Submit Vote' })).toBeEnabled();

  // The same participant votes from elsewhere (another tab, another device).
  const vibeCheck = contestants.find((contestant) => contestant.name === 'Vibe Check');
  await api.vote(session, [vibeCheck?.id ?? '']);

  await page.reload();
  await expect(page.getByText('✓ Voted')).toBeVisible();
  await expectLists(page, {
    ranked: ['Vibe Check'],
    available: ['Pixel Pals', 'Code Canvas', 'Drum Bot'],
  });
  await expect(page.getByText(UNSENT)).toHaveCount(0);
  // The draft it beat is gone: Reset Vote starts from nothing, not from it.
  await page.getByRole('button', { name: 'Reset Vote' }).click();
  await page.reload();
  await expectLists(page, { ranked: [], available: NAMES });
});
