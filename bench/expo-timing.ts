/**
 * The expo's times: planning routes for 150 projects and 20 judges, and the
 * jury order of 200 rankings of 10; and how much of a plan a seen stop moves.
 */
import { DEFAULT_ROUTE_SIZE } from '#shared/constants.ts';
import { planRoutes } from '#shared/expo-routes.ts';
import { juryOrder } from '#shared/jury-order.ts';
import { median } from '../scripts/launch/load/stats.ts';
import { EXPO_SHAPE, type Expo, sample, seeded, simulatedExpo } from './expo-event.ts';
import { plannedRoutes, walkExpo } from './expo-walk.ts';
import type { SectionContext } from './section.ts';

const BUDGET_MS = 50;
const RUNS = 30;
const JURY_RANKINGS = 200;

/** Times fn over runs, after a few to warm up: median and max in ms. */
function timed(fn: (run: number) => void): { median: number; max: number } {
  for (let run = 0; run < 3; run++) fn(run);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const began = performance.now();
    fn(run);
    times.push(performance.now() - began);
  }
  return { median: median(times), max: Math.max(...times) };
}

/** Rows for the time to plan routes and to order a jury, beside the budget. */
export function reportExpoTimes({ report }: SectionContext): void {
  report.step(
    `expo: timing routes (${EXPO_SHAPE.projects} projects × ${EXPO_SHAPE.judges} judges) ` +
      `and the jury order (${JURY_RANKINGS} rankings of ${DEFAULT_ROUTE_SIZE})`,
  );
  const expos: Expo[] = Array.from({ length: RUNS }, (_, run) => simulatedExpo(5000 + run));
  const routes = timed((run) => {
    const { projects, judges } = expos[run % RUNS] as Expo;
    planRoutes({ projects, judges, routeSize: DEFAULT_ROUTE_SIZE, gone: [] });
  });
  const random = seeded(99);
  const contestants = Array.from({ length: EXPO_SHAPE.projects }, (_, i) => ({
    id: `p${i}`,
    name: `Project ${i}`,
    orderIndex: i,
  }));
  const ids = contestants.map((contestant) => contestant.id);
  const juries = Array.from({ length: RUNS }, () =>
    Array.from({ length: JURY_RANKINGS }, (_, j) => ({
      judgeId: `j${j}`,
      contestantIds: sample(random, ids, DEFAULT_ROUTE_SIZE),
    })),
  );
  const jury = timed((run) => juryOrder(contestants, juries[run % RUNS] ?? []));
  const budget = { baseline: BUDGET_MS, unit: 'ms', against: `the ${BUDGET_MS} ms budget` };
  const plan = `${EXPO_SHAPE.projects}×${EXPO_SHAPE.judges}`;
  const order = `${JURY_RANKINGS}×${DEFAULT_ROUTE_SIZE}`;
  report.row(
    { name: `expo: plan routes ${plan}, median`, ours: routes.median, ...budget },
    { name: `expo: plan routes ${plan}, max`, ours: routes.max, ...budget },
    { name: `expo: jury order ${order}, median`, ours: jury.median, ...budget },
    { name: `expo: jury order ${order}, max`, ours: jury.max, ...budget },
  );
}

/** A row for how many planned stops a new plan moves after a seen stop, beside an absent one. */
export function reportExpoStability({ report }: SectionContext, events: number): void {
  report.step(`expo: ${events} event(s) planned again after every stop`);
  const seen: number[] = [];
  const absent: number[] = [];
  for (let event = 0; event < events; event++) {
    const expo = simulatedExpo(1000 + event);
    const { moved } = walkExpo(expo, DEFAULT_ROUTE_SIZE, plannedRoutes, true);
    seen.push(...moved.seen);
    absent.push(...moved.absent);
  }
  const mean = (values: readonly number[]) =>
    values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  report.row({
    name: 'expo: stops a new plan moves, per seen stop',
    ours: mean(seen),
    baseline: mean(absent),
    unit: '',
    against: 'per absent report (which must move some)',
  });
}
