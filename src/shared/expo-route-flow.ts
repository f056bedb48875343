import { FlowNetwork } from './min-cost-flow.ts';

/** One judge as the assignment sees it. */
export type StopOffer = {
  judgeId: string;
  /** The table their route gathers around. */
  centre: number;
  /** How many more projects they are to see. */
  need: number;
  /** Indices of the projects they may be given: not excluded, not walked, not gone. */
  open: readonly number[];
};

// Costs are integers in three bands, each worth more than everything in the
// bands below it, so the flow settles them in the order the organisers care
// about: coverage, then walking, then a fixed tie-break that makes the best
// plan, but for a rare tie, the only one. Every sum stays far below 2^53,
// so all of it is exact.
const TIE_BREAKS = 4096;
const WALK_STEPS_PER_TABLE = 4;
const COVERAGE_STEP = 2 ** 40;
/** Projects offered per stop a judge needs, nearest first, before the plan is proven. */
const NEAREST_PER_STOP = 4;

/** FNV-1a of two ids: a tie-break that follows the judge and the project, not their places in a list. */
function tieBreak(judgeId: string, projectId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${judgeId}\u0000${projectId}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % TIE_BREAKS;
}

/** The flow network over some of the judges' offers, with every project's coverage steps. */
function network(
  offers: readonly StopOffer[],
  projects: readonly { id: string; table: number }[],
  seen: readonly number[],
  costs: readonly (readonly { project: number; cost: number }[])[],
  kept: number,
) {
  const judges = offers.length;
  const source = judges + projects.length;
  const sink = source + 1;
  const flow = new FlowNetwork(sink + 1);
  const takers = new Array<number>(projects.length).fill(0);
  const edges = offers.map((offer, j) => {
    flow.addEdge(source, j, offer.need, 0);
    const candidates = costs[j] ?? [];
    for (const { project } of candidates) takers[project] = (takers[project] ?? 0) + 1;
    return candidates.slice(0, kept).map(({ project, cost }) => ({
      project,
      cost,
      edge: flow.addEdge(j, judges + project, 1, cost),
    }));
  });
  const needed = offers.reduce((sum, offer) => sum + offer.need, 0);
  const visits = needed + seen.reduce((sum, count) => sum + count, 0);
  // A project more than two past the mean is one exclusions force there; its
  // further judges share one price, which keeps the network small.
  const ceiling = Math.ceil(visits / Math.max(1, projects.length)) + 2;
  projects.forEach((_, p) => {
    const from = seen[p] ?? 0;
    const steps = Math.min(takers[p] ?? 0, Math.max(1, ceiling - from));
    for (let extra = 0; extra < steps; extra++) {
      flow.addEdge(judges + p, sink, 1, (from + extra) * COVERAGE_STEP);
    }
    const rest = (takers[p] ?? 0) - steps;
    if (rest > 0) flow.addEdge(judges + p, sink, rest, (from + steps) * COVERAGE_STEP);
  });
  const sent = flow.send(source, sink, needed);
  return { flow, edges, complete: sent === needed };
}

/**
 * The projects to plan for each judge, as a min-cost flow: each further judge
 * on a project costs more than the one before, so the least covered projects
 * fill first (balanced coverage); then the nearer a project's table to the
 * judge's centre, the cheaper (short walks).
 *
 * The best plan is unique, so a planned stop that is then seen, and so fixed,
 * leaves it as it was: the rest of every route stays put.
 */
export function assignStops(
  offers: readonly StopOffer[],
  projects: readonly { id: string; table: number }[],
  seen: readonly number[],
): number[][] {
  const costs = offers.map((offer) =>
    offer.open
      .map((project) => {
        const { id, table } = projects[project] ?? { id: '', table: 0 };
        const walk = Math.round(Math.abs(table - offer.centre) * WALK_STEPS_PER_TABLE);
        return { project, cost: walk * TIE_BREAKS + tieBreak(offer.judgeId, id) };
      })
      .sort((a, b) => a.cost - b.cost),
  );
  // First with each judge's nearest projects only; the potentials then say
  // whether any project left out would have made a cheaper plan. Seldom, but
  // if so the plan is made again with every project offered.
  const nearest = Math.max(...offers.map((offer) => NEAREST_PER_STOP * offer.need), 0);
  let made = network(offers, projects, seen, costs, nearest);
  const judges = offers.length;
  const proven =
    made.complete &&
    costs.every((candidates, j) =>
      candidates
        .slice(nearest)
        .every(({ project, cost }) => made.flow.reducedCost(j, judges + project, cost) >= 0),
    );
  if (!proven) made = network(offers, projects, seen, costs, Number.POSITIVE_INFINITY);
  return made.edges.map((offered) =>
    offered.filter(({ edge }) => made.flow.flowOn(edge) > 0).map(({ project }) => project),
  );
}
