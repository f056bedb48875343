import type { Route, RouteStop } from '#shared/expo.ts';

/** Where a judge is on their route, as the phone shows it. */
export type RouteProgress = {
  /** The first stop still to see, in walking order; null when none is planned. */
  next: RouteStop | null;
  seen: number;
  absent: number;
  planned: number;
  /** How many projects the judge is to see. */
  size: number;
  /** Every project the route asks for is seen. */
  complete: boolean;
  /** The projects seen, in the order walked. */
  seenIds: string[];
};

/**
 * A route's progress: what is seen, absent and still planned, and the next
 * stop. Stops of projects this phone does not know (removed meanwhile) are
 * left out: `known` says which it knows.
 */
export function routeProgress(
  route: Route,
  known: (contestantId: string) => boolean,
): RouteProgress {
  const stops = route.stops.filter((stop) => known(stop.contestantId));
  const seenIds = stops.filter((s) => s.status === 'seen').map((s) => s.contestantId);
  const planned = stops.filter((s) => s.status === 'planned');
  return {
    next: planned[0] ?? null,
    seen: seenIds.length,
    absent: stops.filter((s) => s.status === 'absent').length,
    planned: planned.length,
    size: route.routeSize,
    complete: route.routeSize > 0 && seenIds.length >= route.routeSize,
    seenIds,
  };
}

/**
 * The route as the phone shows it while a tap is on its way: the stop marked
 * as tapped at once (`status`), so that the card moves on without waiting.
 */
export function routeWithTap(
  route: Route,
  tap: { contestantId: string; status: 'seen' | 'absent' } | null,
): Route {
  if (!tap) return route;
  const stops = route.stops.map((stop) =>
    stop.contestantId === tap.contestantId ? { ...stop, status: tap.status } : stop,
  );
  // A walked stop joins the walked ones, before those still planned.
  const walked = stops.filter((s) => s.status !== 'planned');
  return { ...route, stops: [...walked, ...stops.filter((s) => s.status === 'planned')] };
}
