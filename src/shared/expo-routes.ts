// TEMP STUB (replaced by the real module)
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
export function planRoutes(
  plan: RoutePlan,
): Map<string, { contestantId: string; status: 'planned' | 'seen' | 'absent' }[]> {
  return new Map(plan.judges.map((j) => [j.id, [...j.walked]]));
}
