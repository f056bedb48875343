import { eq, sql } from 'drizzle-orm';
import type { ActivityTotals, AwardTurnout, JudgeTurnout, Room } from '#shared/api.ts';
import type { Language } from '#shared/languages.ts';
import type { Executor } from '../db/database.ts';
import {
  awards,
  ballots,
  contestants,
  type ParticipantRow,
  type RoomRow,
  roomParticipants,
  rooms,
} from '../db/schema.ts';
import type { AdminRow } from '../db/schema-admins.ts';
import type { ScreenRow } from '../db/schema-screens.ts';

/** What the wire shows of a room row. */
export type RoomFields = Pick<
  RoomRow,
  | 'id'
  | 'code'
  | 'name'
  | 'title'
  | 'status'
  | 'holdResults'
  | 'revealStep'
  | 'createdAt'
  | 'votingEndsAt'
  | 'publishBallots'
  | 'language'
  | 'rehearsalVoters'
  | 'rehearsalEndsAt'
>;

export function toRoom(row: RoomFields): Room {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    title: row.title,
    status: row.status,
    holdResults: row.holdResults,
    revealStep: row.revealStep,
    createdAt: row.createdAt.toISOString(),
    votingEndsAt: row.votingEndsAt?.toISOString() ?? null,
    publishBallots: row.publishBallots,
    language: row.language,
    rehearsal:
      row.rehearsalVoters !== null && row.rehearsalEndsAt !== null
        ? { voters: row.rehearsalVoters, endsAt: row.rehearsalEndsAt.toISOString() }
        : null,
  };
}

/** Inserts a room; returns undefined when its code is already taken. */
export async function insertRoom(
  ex: Executor,
  values: { code: string; name: string; title: string; language: Language },
): Promise<RoomRow | undefined> {
  const [row] = await ex.insert(rooms).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findRoomById(ex: Executor, id: string): Promise<RoomRow | undefined> {
  const [row] = await ex.select().from(rooms).where(eq(rooms.id, id));
  return row;
}

/** Who a token hash belongs to in a room: one of its admins, participants or screens, or no one. */
export type RoomWithCaller = {
  room: RoomRow;
  admin: AdminRow | null;
  participant: ParticipantRow | null;
  screen: ScreenRow | null;
};

export async function findRoomByCode(ex: Executor, code: string): Promise<RoomRow | undefined> {
  const [row] = await ex.select().from(rooms).where(eq(rooms.code, code));
  return row;
}

/**
 * Locks the room for a change and bumps its version. Every change to a room
 * but a ballot or a join goes through here first, so those changes are
 * applied one at a time and each gets the next version. `FOR UPDATE` (not the
 * weaker lock an UPDATE takes) also waits for the ballots in flight, which
 * hold the room `FOR KEY SHARE`, and holds back new ones until it commits.
 */
export async function lockRoomForChange(ex: Executor, id: string): Promise<RoomRow | undefined> {
  const locked = ex.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, id)).for('update');
  const [row] = await ex
    .update(rooms)
    .set({ version: sql`${rooms.version} + 1` })
    .where(eq(rooms.id, sql`(${locked})`))
    .returning();
  return row;
}

/**
 * Makes the rest of this PostgreSQL transaction read one consistent state of
 * the database, and write nothing: its first statement.
 */
export async function readOneConsistentState(tx: Executor): Promise<void> {
  await tx.execute(sql`set transaction isolation level repeatable read read only`);
}

/**
 * The room's turnout now: how many participants voted (in any award), joined,
 * and how many contestants it holds; with two or more awards, how many voted
 * in each, in the organiser's order. Judges are counted apart (how many, and
 * how many voted), and each team's members by contestant.
 */
export async function countRoom(ex: Executor, id: string): Promise<ActivityTotals> {
  return (await countRoomAtVersion(ex, id)).totals;
}

/**
 * The room's counts and its version, read in one statement (one snapshot):
 * the counts hold every change up to that version and none after it.
 */
export async function countRoomAtVersion(
  ex: Executor,
  id: string,
): Promise<{ totals: ActivityTotals; version: number }> {
  const [row] = await ex
    .select({
      version:
        sql<number>`coalesce((select ${rooms.version} from ${rooms} where ${rooms.id} = ${id}), 0)`.mapWith(
          Number,
        ),
      // Everyone, less the judges: each count a scan of an index, the judges' a small one.
      ballots: sql<number>`(
        (select count(distinct ${ballots.participantId}) from ${ballots} where ${ballots.roomId} = ${id})
        - (select count(distinct b.participant_id) from ${roomParticipants} p
           join ${ballots} b on b.room_id = p.room_id and b.participant_id = p.id
           where p.room_id = ${id} and p.judge))`.mapWith(Number),
      participants: sql<number>`(
        (select count(*) from ${roomParticipants} where ${roomParticipants.roomId} = ${id})
        - (select count(*) from ${roomParticipants} p where p.room_id = ${id} and p.judge))`.mapWith(
        Number,
      ),
      judges: sql<JudgeTurnout | null>`(
        select case when count(*) > 0 then jsonb_build_object(
          'judges', count(*),
          'voted', count(*) filter (where exists (
            select 1 from ${ballots} b where b.room_id = p.room_id and b.participant_id = p.id))
        ) end
        from ${roomParticipants} p where p.room_id = ${id} and p.judge)`,
      teams: sql<Record<string, number> | null>`(
        select jsonb_object_agg(t.team_id, t.members) from (
          select p.team_id, count(*) as members from ${roomParticipants} p
          where p.room_id = ${id} and p.team_id is not null group by p.team_id
        ) t)`,
      contestants:
        sql<number>`(select count(*) from ${contestants} where ${contestants.roomId} = ${id})`.mapWith(
          Number,
        ),
      awards: sql<AwardTurnout[] | null>`(
        select case when count(*) > 1 then jsonb_agg(jsonb_build_object(
          'awardId', a.id,
          'ballots', (select count(*) from ${ballots} b where b.award_id = a.id)
            - (select count(*) from ${roomParticipants} p
               join ${ballots} b on b.award_id = a.id and b.participant_id = p.id
               where p.room_id = ${id} and p.judge)
        ) order by a.position, a.created_at, a.id) end
        from ${awards} a where a.room_id = ${id})`,
    })
    .from(sql`(select 1) as one`);
  if (!row) return { totals: { ballots: 0, participants: 0, contestants: 0 }, version: 0 };
  const { awards: byAward, judges, teams, version, ...counts } = row;
  return {
    totals: {
      ...counts,
      ...(byAward ? { awards: byAward } : {}),
      ...(judges ? { judges } : {}),
      ...(teams ? { teams } : {}),
    },
    version,
  };
}

export async function markRoomEnded(ex: Executor, id: string): Promise<RoomRow> {
  const [row] = await ex
    .update(rooms)
    // Ending voting stops the timer too.
    .set({ status: 'ended', endedAt: sql`now()`, votingEndsAt: null })
    .where(eq(rooms.id, id))
    .returning();
  if (!row) throw new Error(`room ${id} vanished while locked`);
  return row;
}

export async function setHoldResults(ex: Executor, id: string, hold: boolean): Promise<RoomRow> {
  const [row] = await ex
    .update(rooms)
    .set({ holdResults: hold })
    .where(eq(rooms.id, id))
    .returning();
  if (!row) throw new Error(`room ${id} vanished while locked`);
  return row;
}

export async function setPublishBallots(
  ex: Executor,
  id: string,
  publish: boolean,
): Promise<RoomRow> {
  const [row] = await ex
    .update(rooms)
    .set({ publishBallots: publish })
    .where(eq(rooms.id, id))
    .returning();
  if (!row) throw new Error(`room ${id} vanished while locked`);
  return row;
}

export async function setRoomLanguage(
  ex: Executor,
  id: string,
  language: Language,
): Promise<RoomRow> {
  const [row] = await ex.update(rooms).set({ language }).where(eq(rooms.id, id)).returning();
  if (!row) throw new Error(`room ${id} vanished while locked`);
  return row;
}

export async function setRevealStep(ex: Executor, id: string, step: number): Promise<RoomRow> {
  const [row] = await ex
    .update(rooms)
    .set({ revealStep: step })
    .where(eq(rooms.id, id))
    .returning();
  if (!row) throw new Error(`room ${id} vanished while locked`);
  return row;
}
