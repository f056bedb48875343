import { describe, expect, it } from 'vitest';
import {
  coverageCounts,
  planRoutes,
  type RouteJudge,
  type RoutePlan,
  type RouteStop,
  routeWalk,
  walkingOrder,
} from './expo-routes.ts';

/** Projects p1..pn at tables 1..n. */
const hall = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, table: i + 1 }));
const judge = (id: string, more: Partial<RouteJudge> = {}): RouteJudge => ({
  id,
  excluded: [],
  walked: [],
  ...more,
});
const panel = (n: number) => Array.from({ length: n }, (_, i) => judge(`j${i + 1}`));
/** A plan of 150 projects and 20 judges, each excluded from the project at table 7·(i+1). */
const expo = (more: Partial<RoutePlan> = {}): RoutePlan => ({
  projects: hall(150),
  judges: panel(20).map((j, i) => ({ ...j, excluded: [`p${7 * (i + 1)}`] })),
  routeSize: 10,
  gone: [],
  ...more,
});

const planned = (stops: readonly RouteStop[] = []) =>
  stops.filter((stop) => stop.status === 'planned').map((stop) => stop.contestantId);
const toSee = (stops: readonly RouteStop[] = []) =>
  stops.filter((stop) => stop.status !== 'absent').length;
const tableOf = (id: string) => Number(id.slice(1));

/** Coverage over the projects still routed: [min, max]. */
function spread(plan: RoutePlan, routes: Map<string, RouteStop[]>): [number, number] {
  const gone = new Set(plan.gone);
  const counts = [...coverageCounts(routes, plan.projects)]
    .filter(([id]) => !gone.has(id))
    .map(([, count]) => count);
  return [Math.min(...counts), Math.max(...counts)];
}

describe('planRoutes coverage', () => {
  it('balances coverage to within one judge and gives every judge K projects to see', () => {
    const plan = expo();
    const routes = planRoutes(plan);
    const [min, max] = spread(plan, routes);
    expect(max - min).toBeLessThanOrEqual(1);
    for (const stops of routes.values()) expect(toSee(stops)).toBe(10);
  });

  it('never plans a project excluded for that judge', () => {
    const plan = expo({
      judges: panel(20).map((j, i) => ({
        ...j,
        excluded: hall(150)
          .slice(i * 5, i * 5 + 20)
          .map((p) => p.id),
      })),
    });
    const routes = planRoutes(plan);
    for (const j of plan.judges) {
      const excluded = new Set(j.excluded);
      expect(planned(routes.get(j.id)).filter((id) => excluded.has(id))).toStrictEqual([]);
    }
    const [min, max] = spread(plan, routes);
    expect(max - min).toBeLessThanOrEqual(1);
  });

  it('plans no gone project, and still balances the rest', () => {
    const gone = ['p3', 'p40', 'p41', 'p150'];
    const plan = expo({ gone });
    const routes = planRoutes(plan);
    const all = [...routes.values()].flatMap(planned);
    expect(all.filter((id) => gone.includes(id))).toStrictEqual([]);
    const [min, max] = spread(plan, routes);
    expect(max - min).toBeLessThanOrEqual(1);
  });

  it('plans fewer than K only when fewer projects are open to the judge', () => {
    const plan = expo({
      projects: hall(12),
      judges: [judge('a', { excluded: ['p1', 'p2', 'p3', 'p4', 'p5'] }), judge('b')],
    });
    const routes = planRoutes(plan);
    expect(toSee(routes.get('a'))).toBe(7);
    expect(toSee(routes.get('b'))).toBe(10);
  });

  it('joins every project seen into one web of comparisons, not separate cliques', () => {
    const routes = planRoutes(expo());
    const group = new Map<string, string>();
    const find = (id: string): string =>
      (group.get(id) ?? id) === id ? id : find(group.get(id) ?? id);
    for (const stops of routes.values()) {
      const ids = stops.map((stop) => stop.contestantId);
      for (const id of ids) group.set(find(id), find(ids[0] ?? id));
    }
    expect(new Set([...group.keys()].map(find)).size).toBe(1);
  });
});

describe('planRoutes with walked stops', () => {
  const walked: RouteJudge['walked'] = [
    { contestantId: 'p4', status: 'seen' },
    { contestantId: 'p9', status: 'absent' },
    { contestantId: 'p2', status: 'seen' },
  ];

  it('keeps walked stops first, as given, and never plans them again', () => {
    const plan = expo({ judges: expo().judges.map((j, i) => (i === 0 ? { ...j, walked } : j)) });
    const stops = planRoutes(plan).get('j1') ?? [];
    expect(stops.slice(0, 3)).toStrictEqual(walked);
    expect(planned(stops).filter((id) => ['p4', 'p9', 'p2'].includes(id))).toStrictEqual([]);
  });

  it('replaces an absent stop, so the judge still has K projects to see', () => {
    const plan = expo({ judges: expo().judges.map((j, i) => (i === 0 ? { ...j, walked } : j)) });
    const stops = planRoutes(plan).get('j1') ?? [];
    expect(toSee(stops)).toBe(10);
    expect(planned(stops)).toHaveLength(8);
  });

  it('plans the same routes for the same input', () => {
    const plan = expo({ judges: expo().judges.map((j, i) => (i === 3 ? { ...j, walked } : j)) });
    expect(planRoutes(plan)).toStrictEqual(planRoutes(structuredClone(plan)));
  });

  it('leaves every other planned stop where it was when a planned stop is seen', () => {
    const plan = expo();
    const before = planRoutes(plan);
    const next = planned(before.get('j5'))[0] ?? '';
    const after = planRoutes({
      ...plan,
      judges: plan.judges.map((j) =>
        j.id === 'j5' ? { ...j, walked: [{ contestantId: next, status: 'seen' as const }] } : j,
      ),
    });
    for (const [id, stops] of after) {
      const was = planned(before.get(id)).filter((stop) => stop !== next);
      expect(planned(stops)).toStrictEqual(was);
    }
  });

  it('keeps walked stops and rebalances the planned ones when a judge joins or leaves', () => {
    // Every fourth judge has walked the first three stops of their route, the second absent.
    const start = expo();
    const first = planRoutes(start);
    const walkedPlan = {
      ...start,
      judges: start.judges.map((j, i) =>
        i % 4 === 0
          ? {
              ...j,
              walked: planned(first.get(j.id))
                .slice(0, 3)
                .map((id, k) => ({
                  contestantId: id,
                  status: k === 1 ? ('absent' as const) : ('seen' as const),
                })),
            }
          : j,
      ),
    };
    const judgeSets = [
      [...walkedPlan.judges, judge('late')],
      walkedPlan.judges.filter((j) => j.id !== 'j2' && j.id !== 'j9'),
    ];
    for (const judges of judgeSets) {
      const plan = { ...walkedPlan, judges };
      const routes = planRoutes(plan);
      for (const j of judges) {
        expect(routes.get(j.id)?.slice(0, j.walked.length)).toStrictEqual(j.walked);
        expect(toSee(routes.get(j.id))).toBe(10);
      }
      const [min, max] = spread(plan, routes);
      expect(max - min).toBeLessThanOrEqual(1);
    }
  });
});

describe('walking', () => {
  it('orders planned stops from the last walked table, to the nearer end first', () => {
    const plan = expo({
      judges: [judge('a', { walked: [{ contestantId: 'p60', status: 'seen' }] }), ...panel(3)],
    });
    const tables = planned(planRoutes(plan).get('a')).map(tableOf);
    expect(tables).toStrictEqual(walkingOrder(tables, 60));
    expect(walkingOrder([58, 61, 57, 64, 59], 60)).toStrictEqual([59, 58, 57, 61, 64]);
    expect(walkingOrder([55, 61, 62], 60)).toStrictEqual([61, 62, 55]);
  });

  it('starts a judge who walked nothing at the first table of their route', () => {
    const tables = planned(planRoutes(expo()).get('j3')).map(tableOf);
    expect(tables).toStrictEqual([...tables].sort((a, b) => a - b));
  });

  it('keeps each route to nearby tables', () => {
    for (const stops of planRoutes(expo()).values()) {
      expect(routeWalk(planned(stops).map(tableOf))).toBeLessThan(3);
    }
  });

  it('measures a walk as the mean table distance between consecutive stops', () => {
    expect(routeWalk([])).toBe(0);
    expect(routeWalk([5])).toBe(0);
    expect(routeWalk([1, 4, 2])).toBe(2.5);
  });

  it('counts seen and planned stops as coverage, and absent ones not', () => {
    const routes = new Map<string, RouteStop[]>([
      [
        'a',
        [
          { contestantId: 'p1', status: 'seen' },
          { contestantId: 'p2', status: 'absent' },
        ],
      ],
      [
        'b',
        [
          { contestantId: 'p1', status: 'planned' },
          { contestantId: 'x', status: 'seen' },
        ],
      ],
    ]);
    expect(coverageCounts(routes, hall(3))).toStrictEqual(
      new Map([
        ['p1', 2],
        ['p2', 0],
        ['p3', 0],
      ]),
    );
  });
});
