import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Award } from '#shared/api.ts';
import { type AwardVoters, FIRST_AWARD_NAME } from '#shared/constants.ts';
import type { Executor } from '../db/database.ts';
import { type AwardRow, awards, contestants } from '../db/schema.ts';
import { awardContestants } from '../db/schema-award-contestants.ts';

/** An award's row with the contestants it is open to (null: all of them), in the room's order. */
export type AwardWithContestants = AwardRow & { contestantIds: string[] | null };

/** What the organiser saves of an award: its name, whom it is open to (null: all) and who votes. */
export type AwardFields = {
  name: string;
  contestantIds: readonly string[] | null;
  voters: AwardVoters;
  judgesWeight: number | null;
  /** Judged at an expo, with this route size; null: a top three on every phone. */
  expo: { routeSize: number } | null;
};

/** The columns an award's format is kept in, from the organiser's choice. */
function formatColumns(expo: AwardFields['expo']) {
  return expo
    ? { format: 'expo' as const, routeSize: expo.routeSize }
    : { format: 'top_three' as const, routeSize: null, judgingClosedAt: null };
}

export function toAward(row: AwardWithContestants): Award {
  return {
    id: row.id,
    name: row.name,
    contestantIds: row.contestantIds,
    voters: row.voters,
    judgesWeight: row.judgesWeight,
    ...(row.format === 'expo'
      ? { expo: { routeSize: row.routeSize ?? 0, judgingClosed: row.judgingClosedAt !== null } }
      : {}),
  };
}

/** The room's awards in the organiser's order, each with the contestants it is open to. */
export async function listAwards(ex: Executor, roomId: string): Promise<AwardWithContestants[]> {
  const rows = await ex
    .select()
    .from(awards)
    .where(eq(awards.roomId, roomId))
    .orderBy(asc(awards.position), asc(awards.createdAt), asc(awards.id));
  const chosen = rows.filter((row) => !row.openToAll).map((row) => row.id);
  const members =
    chosen.length === 0
      ? []
      : await ex
          .select({
            awardId: awardContestants.awardId,
            contestantId: awardContestants.contestantId,
          })
          .from(awardContestants)
          .innerJoin(contestants, eq(contestants.id, awardContestants.contestantId))
          .where(inArray(awardContestants.awardId, chosen))
          .orderBy(asc(contestants.orderIndex));
  return rows.map((row) => ({
    ...row,
    contestantIds: row.openToAll
      ? null
      : members.filter((m) => m.awardId === row.id).map((m) => m.contestantId),
  }));
}

/** The room's award of this id, or undefined when the room has none such. */
export async function findAwardRow(
  ex: Executor,
  roomId: string,
  awardId: string,
): Promise<AwardRow | undefined> {
  const [row] = await ex
    .select()
    .from(awards)
    .where(and(eq(awards.roomId, roomId), eq(awards.id, awardId)));
  return row;
}

/** Every room starts with one award, open to all its contestants. */
export async function insertFirstAward(ex: Executor, roomId: string): Promise<void> {
  await ex.insert(awards).values({ roomId, name: FIRST_AWARD_NAME, position: 0 });
}

/**
 * Adds an award after the room's last; undefined when its name is taken
 * (any case). contestantIds null: open to all contestants.
 */
export async function insertAward(
  ex: Executor,
  values: AwardFields & { roomId: string },
): Promise<AwardRow | undefined> {
  const position = sql<number>`(select coalesce(max(${awards.position}), -1) + 1 from ${awards} where ${awards.roomId} = ${values.roomId})`;
  const [row] = await ex
    .insert(awards)
    .values({
      roomId: values.roomId,
      name: values.name,
      position,
      openToAll: values.contestantIds === null,
      voters: values.voters,
      judgesWeight: values.judgesWeight,
      ...formatColumns(values.expo),
    })
    .onConflictDoNothing()
    .returning();
  if (row) await setAwardContestants(ex, row.id, values.contestantIds);
  return row;
}

/**
 * Renames an award and sets whom it is open to and who votes in it. The
 * caller holds the room locked and has checked that no other award has the
 * name.
 */
export async function updateAwardRow(
  ex: Executor,
  id: string,
  values: AwardFields,
): Promise<AwardRow | undefined> {
  const [row] = await ex
    .update(awards)
    .set({
      name: values.name,
      openToAll: values.contestantIds === null,
      voters: values.voters,
      judgesWeight: values.judgesWeight,
      ...formatColumns(values.expo),
    })
    .where(eq(awards.id, id))
    .returning();
  if (row) await setAwardContestants(ex, id, values.contestantIds);
  return row;
}

async function setAwardContestants(
  ex: Executor,
  awardId: string,
  contestantIds: readonly string[] | null,
): Promise<void> {
  await ex.delete(awardContestants).where(eq(awardContestants.awardId, awardId));
  if (contestantIds && contestantIds.length > 0) {
    await ex
      .insert(awardContestants)
      .values(contestantIds.map((contestantId) => ({ awardId, contestantId })));
  }
}

/** Closes an expo award's judging (now), or opens it again. */
export async function setJudgingClosed(
  ex: Executor,
  id: string,
  closed: boolean,
): Promise<AwardRow | undefined> {
  const [row] = await ex
    .update(awards)
    .set({ judgingClosedAt: closed ? sql`now()` : null })
    .where(and(eq(awards.id, id), eq(awards.format, 'expo')))
    .returning();
  return row;
}

export async function deleteAward(ex: Executor, roomId: string, id: string): Promise<boolean> {
  const deleted = await ex
    .delete(awards)
    .where(and(eq(awards.roomId, roomId), eq(awards.id, id)))
    .returning({ id: awards.id });
  return deleted.length > 0;
}

/** Gives the room's awards their positions in this order. */
export async function setAwardOrder(
  ex: Executor,
  roomId: string,
  awardIds: readonly string[],
): Promise<void> {
  for (const [position, id] of awardIds.entries()) {
    await ex
      .update(awards)
      .set({ position })
      .where(and(eq(awards.roomId, roomId), eq(awards.id, id)));
  }
}
