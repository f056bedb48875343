import { ABSENT_REPORTS_TO_TELL } from '#shared/constants.ts';
import type { RouteStop } from '#shared/expo.ts';
import { planRoutes, type RoutePlan } from '#shared/expo-routes.ts';
import type { Executor } from '../db/database.ts';
import type { ContestantRow, ParticipantRow } from '../db/schema.ts';
import type { RouteStopRow } from '../db/schema-expo.ts';
import type { AwardWithContestants } from '../repositories/awards-repository.ts';
import { listContestants } from '../repositories/contestants-repository.ts';
import { listJudgeRows, listRoomConflicts } from '../repositories/judges-repository.ts';
import { listWalkedStops } from '../repositories/route-stops-repository.ts';

/**
 * An expo award as its routes are planned: the award's projects, its judges,
 * the stops they walked, and every judge's route worked out from those
 * (`#shared/expo-routes.ts`). Nothing planned is stored: the same rows give
 * the same routes on every node, so a judge added or gone, a project reported
 * absent or seen rebalances what is not yet seen by itself.
 */
export type ExpoState = {
  award: AwardWithContestants;
  /** The projects of the award, in the room's order. */
  projects: ContestantRow[];
  judges: ParticipantRow[];
  walked: RouteStopRow[];
  /** Absent reports per project, counted since it was last seen. */
  absentReports: Map<string, number>;
  routes: Map<string, RouteStop[]>;
};

/** Absent reports of each project made after it was last seen: a project back at its table starts again. */
function countAbsentReports(walked: readonly RouteStopRow[]): Map<string, number> {
  const reports = new Map<string, number>();
  const byTime = [...walked].sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime());
  for (const stop of byTime) {
    if (stop.status === 'seen') reports.delete(stop.contestantId);
    if (stop.status === 'absent') {
      reports.set(stop.contestantId, (reports.get(stop.contestantId) ?? 0) + 1);
    }
  }
  return reports;
}

/** Loads an expo award's projects, judges and walked stops, and plans every judge's route. */
export async function loadExpo(
  ex: Executor,
  roomId: string,
  award: AwardWithContestants,
): Promise<ExpoState> {
  const [contestants, judges, walked, conflicts] = await Promise.all([
    listContestants(ex, roomId),
    listJudgeRows(ex, roomId),
    listWalkedStops(ex, award.id),
    listRoomConflicts(ex, roomId),
  ]);
  const open = award.contestantIds && new Set(award.contestantIds);
  const projects = open ? contestants.filter((c) => open.has(c.id)) : contestants;
  const absentReports = countAbsentReports(walked);
  const tables = new Map(projects.map((p) => [p.id, p.tableNumber]));
  const plan: RoutePlan = {
    projects: projects
      .flatMap((p) => (p.tableNumber === null ? [] : [{ id: p.id, table: p.tableNumber }]))
      .sort((a, b) => a.table - b.table),
    judges: judges.map((judge) => ({
      id: judge.id,
      excluded: [...(conflicts.get(judge.id) ?? []), ...(judge.teamId ? [judge.teamId] : [])],
      walked: walked
        .filter((stop) => stop.participantId === judge.id && tables.has(stop.contestantId))
        .map((stop) => ({
          contestantId: stop.contestantId,
          status: stop.status === 'absent' ? ('absent' as const) : ('seen' as const),
        })),
    })),
    routeSize: award.routeSize ?? 0,
    gone: [...absentReports].flatMap(([id, n]) => (n >= ABSENT_REPORTS_TO_TELL ? [id] : [])),
    recheck: [...absentReports].flatMap(([id, n]) => (n < ABSENT_REPORTS_TO_TELL ? [id] : [])),
  };
  const routes = new Map<string, RouteStop[]>();
  for (const [judgeId, stops] of planRoutes(plan)) {
    routes.set(
      judgeId,
      stops.map((stop) => ({ ...stop, tableNumber: tables.get(stop.contestantId) ?? null })),
    );
  }
  return { award, projects, judges, walked, absentReports, routes };
}
