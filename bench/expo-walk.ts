/**
 * Judges walking their routes through a simulated expo, one stop each in
 * turn, reporting absent projects as they find them; the routes come from
 * the planner, or at random for the baseline.
 */
import { ABSENT_REPORTS_TO_TELL } from '#shared/constants.ts';
import { planRoutes, walkingOrder } from '#shared/expo-routes.ts';
import { type Expo, type Random, sample, seeded } from './expo-event.ts';

export type Stop = { contestantId: string; status: 'seen' | 'absent' };

/** What routes are made from: who walked what, what is gone, what to look at again. */
export type WalkState = {
  expo: Expo;
  routeSize: number;
  walked: ReadonlyMap<string, readonly Stop[]>;
  gone: readonly string[];
  /** Reported absent once: to look at again (the server's `recheck`). */
  recheck: readonly string[];
};

/** Plans the stops still to walk for every judge, each list in walking order. */
export type Router = (state: WalkState) => Map<string, string[]>;

/** The planner under test: every stop seen or planned through planRoutes. */
export const plannedRoutes: Router = ({ expo, routeSize, walked, gone, recheck }) => {
  const routes = planRoutes({
    projects: expo.projects,
    judges: expo.judges.map((judge) => ({ ...judge, walked: walked.get(judge.id) ?? [] })),
    routeSize,
    gone,
    recheck,
  });
  return new Map(
    [...routes].map(([id, stops]) => [
      id,
      stops.filter((stop) => stop.status === 'planned').map((stop) => stop.contestantId),
    ]),
  );
};

/**
 * The baseline: each judge sees K projects drawn at random among those they
 * may see, walked in table order; a project found absent, or gone, is
 * swapped for another drawn at random. It keeps its routes between calls.
 */
export function randomRoutes(seed: number): Router {
  const random: Random = seeded(seed);
  const routes = new Map<string, string[]>();
  return ({ expo, routeSize, walked, gone }) => {
    const tableOf = new Map(expo.projects.map((project) => [project.id, project.table]));
    const idAt = new Map(expo.projects.map((project) => [project.table, project.id]));
    const closed = new Set(gone);
    for (const judge of expo.judges) {
      const stops = walked.get(judge.id) ?? [];
      const taken = new Set([...judge.excluded, ...stops.map((stop) => stop.contestantId)]);
      const kept = (routes.get(judge.id) ?? []).filter((id) => !taken.has(id) && !closed.has(id));
      const seen = stops.filter((stop) => stop.status === 'seen').length;
      const open = expo.projects
        .map((project) => project.id)
        .filter((id) => !taken.has(id) && !closed.has(id) && !kept.includes(id));
      const route = [...kept, ...sample(random, open, routeSize - seen - kept.length)];
      const from = tableOf.get(stops.at(-1)?.contestantId ?? '');
      const tables = route.map((id) => tableOf.get(id) ?? 0);
      const order = walkingOrder(tables, from ?? Math.min(...tables));
      routes.set(
        judge.id,
        order.map((table) => idAt.get(table) ?? ''),
      );
    }
    return new Map([...routes].map(([id, route]) => [id, [...route]]));
  };
}

export type Walked = {
  walked: Map<string, Stop[]>;
  /** Planned stops each new plan moved (stops not planned before), after a seen stop and after an absent one. */
  moved: { seen: number[]; absent: number[] };
};

/** Stops planned in `after` that `before` did not plan for the same judge. */
function movedStops(before: ReadonlyMap<string, string[]>, after: ReadonlyMap<string, string[]>) {
  let moved = 0;
  for (const [judgeId, stops] of after) {
    const had = new Set(before.get(judgeId));
    moved += stops.filter((id) => !had.has(id)).length;
  }
  return moved;
}

/**
 * Walks every route to its end, one stop per judge in turn. An absent
 * project is reported and routes are planned again at once, as the server
 * does; with `everyStop`, they are planned again after a seen stop too.
 */
export function walkExpo(expo: Expo, routeSize: number, router: Router, everyStop = false): Walked {
  const walked = new Map<string, Stop[]>(expo.judges.map((judge) => [judge.id, []]));
  const reports = new Map<string, number>();
  const gone: string[] = [];
  const moved = { seen: [] as number[], absent: [] as number[] };
  const state = () => ({
    expo,
    routeSize,
    walked,
    gone,
    recheck: [...reports].flatMap(([id, n]) => (n < ABSENT_REPORTS_TO_TELL ? [id] : [])),
  });
  let planned = router(state());
  for (let walking = true; walking; ) {
    walking = false;
    for (const judge of expo.judges) {
      const next = planned.get(judge.id)?.shift();
      if (next === undefined) continue;
      walking = true;
      const absent = expo.absent.has(next);
      walked.get(judge.id)?.push({ contestantId: next, status: absent ? 'absent' : 'seen' });
      if (absent) {
        const count = (reports.get(next) ?? 0) + 1;
        reports.set(next, count);
        if (count === ABSENT_REPORTS_TO_TELL) gone.push(next);
      } else if (!everyStop) continue;
      const replanned = router(state());
      (absent ? moved.absent : moved.seen).push(movedStops(planned, replanned));
      planned = replanned;
    }
  }
  return { walked, moved };
}
