import { assignStops, type StopOffer } from './expo-route-flow.ts';

/** A project of an expo award at its table; table numbers are distinct positive integers. */
export type RouteProject = { id: string; table: number };
export type RouteJudge = {
  id: string;
  /** Projects this judge may not see: conflicts of interest, their own team. */
  excluded: readonly string[];
  /** Stops already walked, in the order walked; these are kept as they are. */
  walked: readonly { contestantId: string; status: 'seen' | 'absent' }[];
};
export type RoutePlan = {
  /** The projects of the award that have a table, in table order. */
  projects: readonly RouteProject[];
  /** In a stable order (invitation order). */
  judges: readonly RouteJudge[];
  /** How many projects each judge is to see; absent stops do not count. */
  routeSize: number;
  /** Projects no longer routed: reported absent by ABSENT_REPORTS_TO_TELL judges or more. */
  gone: readonly string[];
  /**
   * Projects reported absent by one judge (fewer than gone): planned for
   * another judge ahead of any project as little seen, so that someone looks
   * again, and it is seen or told.
   */
  recheck?: readonly string[];
};
export type RouteStop = { contestantId: string; status: 'planned' | 'seen' | 'absent' };

/** Mean table-number distance between consecutive stops; 0 for fewer than two stops. */
export function routeWalk(tables: readonly number[]): number {
  if (tables.length < 2) return 0;
  let total = 0;
  for (let i = 1; i < tables.length; i++) {
    total += Math.abs((tables[i] ?? 0) - (tables[i - 1] ?? 0));
  }
  return total / (tables.length - 1);
}

/** How many judges have each project seen or planned (absent stops do not count). */
export function coverageCounts(
  routes: ReadonlyMap<string, readonly RouteStop[]>,
  projects: readonly RouteProject[],
): Map<string, number> {
  const counts = new Map(projects.map((project) => [project.id, 0]));
  for (const stops of routes.values()) {
    for (const { contestantId, status } of stops) {
      const count = counts.get(contestantId);
      if (count !== undefined && status !== 'absent') counts.set(contestantId, count + 1);
    }
  }
  return counts;
}

/**
 * Tables in walking order from `from`: to the nearer end of the route, then
 * across to the other, the shortest walk through points on a line. Walking
 * the first of them leaves the rest in the same order.
 */
export function walkingOrder(tables: readonly number[], from: number): number[] {
  const sorted = [...tables].sort((a, b) => a - b);
  const below = sorted.filter((table) => table < from).reverse();
  const above = sorted.filter((table) => table >= from);
  const low = Math.min(sorted[0] ?? from, from);
  const high = Math.max(sorted.at(-1) ?? from, from);
  const downFirst = 2 * (from - low) + (high - from);
  const upFirst = 2 * (high - from) + (from - low);
  return downFirst < upFirst ? [...below, ...above] : [...above, ...below];
}

/**
 * Each judge's route: the walked stops as given, then the planned ones in
 * walking order. Coverage is balanced first (every project seen or planned
 * by as many judges as exclusions allow, give or take one), then walks kept
 * short: each judge's route gathers around a centre, the centres spread
 * evenly along the tables in invitation order, so that neighbouring routes
 * share projects and the comparisons join the whole field.
 */
export function planRoutes(plan: RoutePlan): Map<string, RouteStop[]> {
  const gone = new Set(plan.gone);
  const eligible = plan.projects.filter((project) => !gone.has(project.id));
  const slot = new Map(eligible.map((project, index) => [project.id, index]));
  const tableOf = new Map(plan.projects.map((project) => [project.id, project.table]));
  const idAt = new Map(plan.projects.map((project) => [project.table, project.id]));
  const first = plan.projects[0]?.table ?? 0;
  const span = (plan.projects.at(-1)?.table ?? 0) - first;

  // A project to look at again counts one visit fewer than it has: it fills first.
  const recheck = new Set(plan.recheck ?? []);
  const seen = eligible.map((project): number => (recheck.has(project.id) ? 0 : 1));
  const offers: StopOffer[] = plan.judges.map((judge, j) => {
    let seenHere = 0;
    for (const stop of judge.walked) {
      if (stop.status !== 'seen') continue;
      seenHere += 1;
      const index = slot.get(stop.contestantId);
      if (index !== undefined) seen[index] = (seen[index] ?? 0) + 1;
    }
    const closed = new Set([...judge.excluded, ...judge.walked.map((stop) => stop.contestantId)]);
    const open = eligible.flatMap((project, p) => (closed.has(project.id) ? [] : [p]));
    return {
      judgeId: judge.id,
      centre: first + ((j + 0.5) / plan.judges.length) * span,
      need: Math.max(0, Math.min(plan.routeSize - seenHere, open.length)),
      open,
    };
  });
  const assigned = assignStops(offers, eligible, seen);

  return new Map(
    plan.judges.map((judge, j) => {
      const planned = (assigned[j] ?? []).map((p) => eligible[p]?.table ?? 0);
      // A judge who has walked nothing yet starts at the first table of their route.
      const from = tableOf.get(judge.walked.at(-1)?.contestantId ?? '') ?? Math.min(...planned);
      const stops: RouteStop[] = [
        ...judge.walked.map((stop) => ({ ...stop })),
        ...walkingOrder(planned, from).map((table) => ({
          contestantId: idAt.get(table) ?? '',
          status: 'planned' as const,
        })),
      ];
      return [judge.id, stops];
    }),
  );
}
