import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { type ParticipantRow, roomParticipants } from '../db/schema.ts';
import { teamLinks } from '../db/schema-judging.ts';

/** Records a contestant's new team link, by the hash of its secret. */
export async function insertTeamLink(
  ex: Executor,
  values: { roomId: string; contestantId: string; tokenHash: string },
): Promise<void> {
  await ex.insert(teamLinks).values(values);
}

/** How many team links a contestant has. */
export async function countTeamLinks(ex: Executor, contestantId: string): Promise<number> {
  const [row] = await ex
    .select({ links: count() })
    .from(teamLinks)
    .where(eq(teamLinks.contestantId, contestantId));
  return row?.links ?? 0;
}

/** Puts a participant in a contestant's team (null: in none). */
export async function setParticipantTeam(
  ex: Executor,
  roomId: string,
  participantId: string,
  teamId: string | null,
): Promise<ParticipantRow | undefined> {
  const [row] = await ex
    .update(roomParticipants)
    .set({ teamId })
    .where(and(eq(roomParticipants.roomId, roomId), eq(roomParticipants.id, participantId)))
    .returning();
  return row;
}
