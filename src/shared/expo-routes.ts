// A simple stand-in planner (balanced by coverage, then table distance); the full planner replaces it.
export type RouteProject = { id: string; table: number };
export type RouteJudge = {
  id: string;
  excluded: readonly string[];
  walked: readonly { contestantId: string; status: 'seen' | 'absent' }[];
};
export type RoutePlan = {
  projects: readonly RouteProject[];
  judges: readonly RouteJudge[];
  routeSize: number;
  gone: readonly string[];
};
type Stop = { contestantId: string; status: 'planned' | 'seen' | 'absent' };

/** Each judge's route: walked stops as given, then planned ones. */
export function planRoutes(plan: RoutePlan): Map<string, Stop[]> {
  const coverage = new Map(plan.projects.map((p) => [p.id, 0]));
  const gone = new Set(plan.gone);
  const routes = new Map<string, Stop[]>();
  for (const judge of plan.judges) {
    routes.set(judge.id, [...judge.walked]);
    for (const stop of judge.walked) {
      if (stop.status === 'seen' && coverage.has(stop.contestantId)) {
        coverage.set(stop.contestantId, (coverage.get(stop.contestantId) ?? 0) + 1);
      }
    }
  }
  const toSee = (route: Stop[]) => route.filter((s) => s.status !== 'absent').length;
  for (;;) {
    let progressed = false;
    for (const judge of plan.judges) {
      const route = routes.get(judge.id) ?? [];
      if (toSee(route) >= plan.routeSize) continue;
      const taken = new Set([...route.map((s) => s.contestantId), ...judge.excluded]);
      const candidates = plan.projects.filter((p) => !taken.has(p.id) && !gone.has(p.id));
      const last = route.length > 0 ? route[route.length - 1] : undefined;
      const at = plan.projects.find((p) => p.id === last?.contestantId)?.table ?? 0;
      candidates.sort(
        (a, b) =>
          (coverage.get(a.id) ?? 0) - (coverage.get(b.id) ?? 0) ||
          Math.abs(a.table - at) - Math.abs(b.table - at),
      );
      const pick = candidates[0];
      if (!pick) continue;
      route.push({ contestantId: pick.id, status: 'planned' });
      coverage.set(pick.id, (coverage.get(pick.id) ?? 0) + 1);
      progressed = true;
    }
    if (!progressed) break;
  }
  return routes;
}
