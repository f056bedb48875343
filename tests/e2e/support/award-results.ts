import { expect, type Locator, type Page } from '@playwright/test';
import type { Award, Contestant, FinalScore } from '#shared/api.ts';
import { tally } from '#shared/tally.ts';
import { type AdminRoom, api, client, type ParticipantSession, roomWith } from './api.ts';

/** An award of the scene, with the ballots cast in it (contestant names, best first). */
export type AwardScene = {
  name: string;
  /** The contestants it is open to, by name; null for all. */
  open: readonly string[] | null;
  ballots: Record<string, readonly string[]>;
};

export type AwardsRoom = {
  room: AdminRoom;
  contestants: Contestant[];
  awards: Award[];
  participants: Record<string, ParticipantSession>;
  /** Each award's standings, from the shared tally of its own ballots. */
  standings: FinalScore[][];
};

async function ok<T>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  expect(status, `${what}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}

/**
 * A room whose first award ("Overall") is renamed to the scene's first, the
 * others added in order, every participant joined and their ballots cast in
 * each award through the API.
 */
export async function roomWithAwards(
  contestantNames: readonly string[],
  scene: readonly AwardScene[],
  roomName: string,
): Promise<AwardsRoom> {
  const { room, contestants } = await roomWith(contestantNames, roomName);
  const idOf = (name: string) => contestants.find((c) => c.name === name)?.id ?? name;
  const [first] = await ok('awards', client.awards.list(room.roomId, room.adminToken)).then(
    (body) => body.awards,
  );
  if (!first) throw new Error('a room starts with one award');
  const awards: Award[] = [];
  for (const [index, award] of scene.entries()) {
    const body = { name: award.name, contestantIds: award.open?.map(idOf) ?? null };
    const saved =
      index === 0
        ? client.awards.update(room.roomId, room.adminToken, first.id, body)
        : client.awards.add(room.roomId, room.adminToken, body);
    awards.push((await ok(`award ${award.name}`, saved)).award);
  }
  const names = [...new Set(scene.flatMap((award) => Object.keys(award.ballots)))];
  const participants: Record<string, ParticipantSession> = {};
  for (const name of names) participants[name] = await api.join(room.code, name);
  for (const [index, award] of scene.entries()) {
    for (const [name, picks] of Object.entries(award.ballots)) {
      const who = participants[name];
      if (!who) continue;
      const ranked = client.rank(
        room.roomId,
        who.participantToken,
        picks.map(idOf),
        awards[index]?.id,
      );
      await ok(`${name} in ${award.name}`, ranked);
    }
  }
  const standings = scene.map((award) =>
    tally(
      contestants.filter((c) => award.open === null || award.open.includes(c.name)),
      Object.values(award.ballots).map((picks) => ({
        rankings: picks.map((name, index) => ({ contestantId: idOf(name), rank: index + 1 })),
      })),
    ),
  );
  return { room, contestants, awards, participants, standings };
}

const pointsText = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

/** An award's section on a results screen, by its name. */
export function awardSection(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('region', { name, exact: true });
}

/** An award's section shows its winner banner, podium and (past 3) complete rankings. */
export async function expectAwardResults(
  scope: Page | Locator,
  name: string,
  standings: readonly FinalScore[],
): Promise<void> {
  const section = awardSection(scope, name);
  await expect(section.getByText('Results will be revealed on the main screen')).toHaveCount(0);
  const [winner] = standings;
  if (!winner) throw new Error(`no standings for ${name}`);
  const banner = section.getByRole('region', {
    name: `${name} ${winner.contestantName}`,
    exact: true,
  });
  await expect(banner.getByText('Winner', { exact: true })).toBeVisible();
  await expect(banner.getByText(pointsText(winner.totalPoints), { exact: true })).toBeVisible();
  const podium = section.getByRole('region', { name: standings.length >= 3 ? 'Top 3' : 'Podium' });
  await expect(podium.locator('.results-podium__name')).toHaveText(
    standings.slice(0, 3).map((s) => s.contestantName),
  );
  await expect(podium.locator('.results-podium__points')).toHaveText(
    standings.slice(0, 3).map((s) => pointsText(s.totalPoints)),
  );
  const rankings = section.getByRole('region', { name: 'Complete Rankings' });
  if (standings.length <= 3) {
    await expect(rankings).toHaveCount(0);
    return;
  }
  await expect(rankings.locator('.results-rankings__name')).toHaveText(
    standings.map((s) => s.contestantName),
  );
}

/** An award still held for the reveal: its name, that it is coming, and nothing of its results. */
export async function expectAwardHeld(scope: Page | Locator, name: string): Promise<void> {
  const section = awardSection(scope, name);
  await expect(section.getByText('Results will be revealed on the main screen')).toBeVisible();
  await expect(section.getByText(/\bpoints?\b/)).toHaveCount(0);
}

/** Waits until nothing but confetti is moving, so screenshots are stable. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          (animation.effect instanceof KeyframeEffect &&
            animation.effect.target instanceof Element &&
            animation.effect.target.closest('.confetti') !== null),
      ),
  );
}
