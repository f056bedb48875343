import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { ballots } from '../db/schema.ts';
import { type RouteStopRow, routeStops } from '../db/schema-expo.ts';

/**
 * The stops expo judges have walked: each seen or reported absent, in the
 * order walked. Planned stops are not kept: the plan is worked out from these
 * whenever it is asked for (`#shared/expo-routes.ts`), the same on every node.
 */

/** Every walked stop of an award, in the order walked. */
export async function listWalkedStops(ex: Executor, awardId: string): Promise<RouteStopRow[]> {
  return ex
    .select()
    .from(routeStops)
    .where(eq(routeStops.awardId, awardId))
    .orderBy(asc(routeStops.position), asc(routeStops.updatedAt));
}

/**
 * Records a judge's stop as seen or absent: a stop walked again keeps its
 * place in the walk and takes the new status. Answers the stop as written.
 */
export async function writeStop(
  ex: Executor,
  stop: {
    awardId: string;
    roomId: string;
    participantId: string;
    contestantId: string;
    status: 'seen' | 'absent';
  },
): Promise<RouteStopRow> {
  const position = sql<number>`(select coalesce(max(${routeStops.position}), -1) + 1 from ${routeStops} where ${routeStops.awardId} = ${stop.awardId} and ${routeStops.participantId} = ${stop.participantId})`;
  const [row] = await ex
    .insert(routeStops)
    .values({ ...stop, position })
    .onConflictDoUpdate({
      target: [routeStops.awardId, routeStops.participantId, routeStops.contestantId],
      set: { status: stop.status, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('route_stops: the stop was not written');
  return row;
}

/** Forgets every walked stop of an award (it is no longer judged at an expo). */
export async function deleteAwardStops(ex: Executor, awardId: string): Promise<void> {
  await ex.delete(routeStops).where(eq(routeStops.awardId, awardId));
}

/** How many ballots an award holds. */
export async function countAwardBallots(ex: Executor, awardId: string): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(ballots)
    .where(and(eq(ballots.awardId, awardId)));
  return row?.n ?? 0;
}
