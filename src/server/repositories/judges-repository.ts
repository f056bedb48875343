import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Judge } from '#shared/judges.ts';
import type { Executor } from '../db/database.ts';
import { ballots, type ParticipantRow, roomParticipants } from '../db/schema.ts';
import { judgeConflicts } from '../db/schema-judging.ts';

/**
 * A judge is a participant of the room marked `judge`, made by an organiser's
 * invitation rather than by joining; their conflicts of interest are rows of
 * judge_conflicts.
 */

/** Records an invited judge, by the hash of their link's secret. */
export async function insertJudge(
  ex: Executor,
  values: { roomId: string; id: string; name: string; tokenHash: string },
): Promise<ParticipantRow> {
  const [row] = await ex
    .insert(roomParticipants)
    .values({ ...values, judge: true })
    .returning();
  if (!row) throw new Error('judge insert returned nothing');
  return row;
}

/** The room's judges, in the order they were invited. */
export function listJudgeRows(ex: Executor, roomId: string): Promise<ParticipantRow[]> {
  return ex
    .select()
    .from(roomParticipants)
    .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.judge, true)))
    .orderBy(asc(roomParticipants.joinedAt), asc(roomParticipants.id));
}

export async function findJudge(
  ex: Executor,
  roomId: string,
  id: string,
): Promise<ParticipantRow | undefined> {
  const [row] = await ex
    .select()
    .from(roomParticipants)
    .where(
      and(
        eq(roomParticipants.roomId, roomId),
        eq(roomParticipants.id, id),
        eq(roomParticipants.judge, true),
      ),
    );
  return row;
}

/** The contestants a judge has a conflict of interest with, by id. */
export async function listConflictIds(
  ex: Executor,
  roomId: string,
  participantId: string,
): Promise<string[]> {
  const rows = await ex
    .select({ contestantId: judgeConflicts.contestantId })
    .from(judgeConflicts)
    .where(and(eq(judgeConflicts.roomId, roomId), eq(judgeConflicts.participantId, participantId)));
  return rows.map((row) => row.contestantId);
}

/** Every conflict of interest of the room's judges: contestant ids by judge. */
export async function listRoomConflicts(
  ex: Executor,
  roomId: string,
): Promise<Map<string, string[]>> {
  const rows = await ex
    .select({
      participantId: judgeConflicts.participantId,
      contestantId: judgeConflicts.contestantId,
    })
    .from(judgeConflicts)
    .where(eq(judgeConflicts.roomId, roomId));
  const byJudge = new Map<string, string[]>();
  for (const row of rows) {
    byJudge.set(row.participantId, [...(byJudge.get(row.participantId) ?? []), row.contestantId]);
  }
  return byJudge;
}

/** Replaces a judge's conflicts of interest with these contestants. */
export async function setConflicts(
  ex: Executor,
  roomId: string,
  participantId: string,
  contestantIds: readonly string[],
): Promise<void> {
  await ex
    .delete(judgeConflicts)
    .where(and(eq(judgeConflicts.roomId, roomId), eq(judgeConflicts.participantId, participantId)));
  if (contestantIds.length > 0) {
    await ex
      .insert(judgeConflicts)
      .values(contestantIds.map((contestantId) => ({ roomId, participantId, contestantId })));
  }
}

/** The room's judges as the Judges panel lists them: the awards each voted in, their conflicts. */
export async function listJudges(ex: Executor, roomId: string): Promise<Judge[]> {
  const rows = await listJudgeRows(ex, roomId);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [voted, conflicts] = await Promise.all([
    ex
      .select({ participantId: ballots.participantId, awardId: ballots.awardId })
      .from(ballots)
      .where(and(eq(ballots.roomId, roomId), inArray(ballots.participantId, ids))),
    listRoomConflicts(ex, roomId),
  ]);
  return rows.map((row) => toJudge(row, voted, conflicts.get(row.id) ?? []));
}

export function toJudge(
  row: ParticipantRow,
  voted: readonly { participantId: string; awardId: string }[],
  conflictIds: readonly string[],
): Judge {
  return {
    id: row.id,
    name: row.name,
    invitedAt: row.joinedAt.toISOString(),
    votedAwardIds: voted.filter((v) => v.participantId === row.id).map((v) => v.awardId),
    conflictIds: [...conflictIds],
  };
}
