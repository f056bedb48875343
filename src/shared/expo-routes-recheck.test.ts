import { describe, expect, it } from 'vitest';
import { planRoutes, type RouteJudge, type RoutePlan, type RouteStop } from './expo-routes.ts';

/** Projects p1..pn at tables 1..n. */
const hall = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, table: i + 1 }));
const panel = (n: number): RouteJudge[] =>
  Array.from({ length: n }, (_, i) => ({ id: `j${i + 1}`, excluded: [], walked: [] }));
const planned = (stops: readonly RouteStop[] = []) =>
  stops.filter((stop) => stop.status === 'planned').map((stop) => stop.contestantId);

describe('a project reported absent once', () => {
  it('is planned for another judge ahead of projects as little seen, so that someone looks again', () => {
    // Twelve visits over thirty projects: most are seen by no one, and balance alone would not move it.
    const plan: RoutePlan = { projects: hall(30), judges: panel(4), routeSize: 3, gone: [] };
    const before = planRoutes(plan);
    const [reported] = planned(before.get('j1'));
    if (!reported) throw new Error('empty route');
    const walked: RouteJudge['walked'] = [{ contestantId: reported, status: 'absent' }];
    const judges = plan.judges.map((j) => (j.id === 'j1' ? { ...j, walked } : j));
    const without = planRoutes({ ...plan, judges });
    const rechecked = planRoutes({ ...plan, judges, recheck: [reported] });
    const others = (routes: Map<string, RouteStop[]>) =>
      ['j2', 'j3', 'j4'].flatMap((id) => planned(routes.get(id)));
    expect(others(without)).not.toContain(reported);
    expect(others(rechecked)).toContain(reported);
    expect(planned(rechecked.get('j1'))).not.toContain(reported);
  });
});
