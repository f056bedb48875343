import { describe, expect, it } from 'vitest';
import type { Route } from '#shared/expo.ts';
import { routeProgress, routeWithTap } from './route-progress.ts';

const route: Route = {
  awardId: 'a1',
  routeSize: 4,
  judgingClosed: false,
  stops: [
    { contestantId: 'a', tableNumber: 3, status: 'seen' },
    { contestantId: 'b', tableNumber: 7, status: 'absent' },
    { contestantId: 'c', tableNumber: 9, status: 'planned' },
    { contestantId: 'd', tableNumber: 12, status: 'planned' },
    { contestantId: 'e', tableNumber: 14, status: 'planned' },
  ],
};
const everyone = () => true;

describe('routeProgress', () => {
  it('counts what is seen, absent and planned, and names the next stop', () => {
    const progress = routeProgress(route, everyone);
    expect(progress).toMatchObject({ seen: 1, absent: 1, planned: 3, size: 4, complete: false });
    expect(progress.next?.contestantId).toBe('c');
    expect(progress.seenIds).toEqual(['a']);
  });

  it('is complete once as many projects are seen as the route holds', () => {
    const walked: Route = {
      ...route,
      stops: route.stops.map((stop) => ({ ...stop, status: 'seen' as const })),
    };
    const progress = routeProgress(walked, everyone);
    expect(progress.complete).toBe(true);
    expect(progress.next).toBeNull();
    expect(progress.seenIds).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('leaves out the stops of projects the phone no longer knows', () => {
    const progress = routeProgress(route, (id) => id !== 'c');
    expect(progress.next?.contestantId).toBe('d');
    expect(progress.planned).toBe(2);
  });
});

describe('routeWithTap', () => {
  it('shows a tapped stop walked at once, after those walked before it', () => {
    const tapped = routeWithTap(route, { contestantId: 'd', status: 'seen' });
    expect(tapped.stops.map((s) => `${s.contestantId}:${s.status}`)).toEqual([
      'a:seen',
      'b:absent',
      'd:seen',
      'c:planned',
      'e:planned',
    ]);
  });

  it('keeps an absent project back at its table in its place in the walk', () => {
    const tapped = routeWithTap(route, { contestantId: 'b', status: 'seen' });
    expect(tapped.stops.slice(0, 2).map((s) => `${s.contestantId}:${s.status}`)).toEqual([
      'a:seen',
      'b:seen',
    ]);
  });

  it('is the route itself without a tap', () => {
    expect(routeWithTap(route, null)).toBe(route);
  });
});
