/**
 * The expo award, simulated: 150 projects of hidden quality, 5% absent, 20
 * judges of differing care walking routes of K stops and ranking what they
 * saw. Routes from planRoutes beside random routes of the same size, each
 * ranked by juryOrder; the jury order's choices beside the alternatives on
 * the same routes; then the times. Everything is seeded, so two runs print
 * the same figures (the times aside).
 */
import { DEFAULT_ROUTE_SIZE } from '#shared/constants.ts';
import { median } from '../scripts/launch/load/stats.ts';
import { EXPO_SHAPE, simulatedExpo } from './expo-event.ts';
import {
  declaredOrder,
  type EventFigures,
  eventFigures,
  type JuryMethod,
  netWinsOrder,
  plainStrengthOrder,
  strengthOrder,
} from './expo-figures.ts';
import { reportExpoStability, reportExpoTimes } from './expo-timing.ts';
import { plannedRoutes, randomRoutes, walkExpo } from './expo-walk.ts';
import type { Section, SectionContext } from './section.ts';

/** Where 20 judges × 15 stops (300 visits) can see every present project twice. */
const TWICE_POSSIBLE_ROUTE_SIZE = 15;

type Figures = readonly EventFigures[];
const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const percent = (figures: Figures, test: (figure: EventFigures) => boolean) =>
  (100 * figures.filter(test).length) / Math.max(1, figures.length);
const of = (figures: Figures, key: 'recall' | 'tau' | 'seenTwice' | 'walk' | 'repeatedPairs') =>
  figures.map((figure) => figure[key]);

/** Each figure, for planned routes and random ones alike. */
const ROUTE_FIGURES: readonly { name: string; unit: string; value: (f: Figures) => number }[] = [
  { name: 'top-10 recall, median', unit: '', value: (f) => median(of(f, 'recall')) },
  { name: 'top-10 recall, mean', unit: '', value: (f) => mean(of(f, 'recall')) },
  { name: 'Kendall τ, median', unit: '', value: (f) => median(of(f, 'tau')) },
  { name: 'events: all seen ≥2', unit: '%', value: (f) => percent(f, (e) => e.seenTwice === 1) },
  { name: 'projects seen ≥2, median', unit: '%', value: (f) => 100 * median(of(f, 'seenTwice')) },
  { name: 'walk between stops, median', unit: 'tables', value: (f) => median(of(f, 'walk')) },
  {
    name: 'events: comparisons connected',
    unit: '%',
    value: (f) => percent(f, (e) => e.connected),
  },
  { name: 'pairs compared twice+, median', unit: '', value: (f) => median(of(f, 'repeatedPairs')) },
];

/** The jury order's choices, each beside what it was chosen over, on the same planned routes. */
const CHOICES: readonly {
  name: string;
  ours: JuryMethod;
  baseline: JuryMethod;
  against: string;
  value: (f: Figures) => number;
}[] = [
  {
    name: 'recall mean, share vs net wins',
    ours: declaredOrder,
    baseline: netWinsOrder,
    against: 'Copeland by net wins, same routes',
    value: (f) => mean(of(f, 'recall')),
  },
  {
    name: 'τ, share vs net wins',
    ours: declaredOrder,
    baseline: netWinsOrder,
    against: 'Copeland by net wins, same routes',
    value: (f) => median(of(f, 'tau')),
  },
  {
    name: 'strength τ, Crowd-BT vs BT',
    ours: strengthOrder,
    baseline: plainStrengthOrder,
    against: 'plain Bradley–Terry, same routes',
    value: (f) => median(of(f, 'tau')),
  },
];

/** Share of events where `a` had the better recall than `b` (the same event at the same index). */
function recallWon(a: Figures, b: Figures): number {
  const better = a.filter((figure, i) => figure.recall > (b[i]?.recall ?? 0)).length;
  return (100 * better) / Math.max(1, a.length);
}

function reportRouteSize({ report }: SectionContext, events: number, routeSize: number): void {
  report.step(`expo: ${events} simulated events, routes of ${routeSize}, planned and random`);
  const random: EventFigures[] = [];
  const byMethod = new Map<JuryMethod, EventFigures[]>();
  for (let event = 0; event < events; event++) {
    const expo = simulatedExpo(1000 + event);
    const walked = walkExpo(expo, routeSize, plannedRoutes);
    random.push(eventFigures(expo, walkExpo(expo, routeSize, randomRoutes(7 + event))));
    for (const method of new Set(CHOICES.flatMap((c) => [c.ours, c.baseline]))) {
      byMethod.set(method, [...(byMethod.get(method) ?? []), eventFigures(expo, walked, method)]);
    }
  }
  const ours = byMethod.get(declaredOrder) ?? [];
  const name = (what: string) => `expo K=${routeSize}: ${what}`;
  const against = `random routes of ${routeSize}, same jury order`;
  for (const { name: what, unit, value } of ROUTE_FIGURES) {
    report.row({ name: name(what), ours: value(ours), baseline: value(random), unit, against });
  }
  report.row({
    name: name('events with the better recall'),
    ours: recallWon(ours, random),
    baseline: recallWon(random, ours),
    unit: '%',
    against,
  });
  for (const choice of CHOICES) {
    report.row({
      name: name(choice.name),
      ours: choice.value(byMethod.get(choice.ours) ?? []),
      baseline: choice.value(byMethod.get(choice.baseline) ?? []),
      unit: '',
      against: choice.against,
    });
  }
  const visits = EXPO_SHAPE.judges * routeSize;
  const present = EXPO_SHAPE.projects - Math.round(EXPO_SHAPE.absentShare * EXPO_SHAPE.projects);
  report.note(
    `expo K=${routeSize}: ${EXPO_SHAPE.judges} judges × ${routeSize} = ${visits} visits over ` +
      `${present} present projects; every project seen twice needs ${2 * present} visits ` +
      (visits < 2 * present
        ? '(impossible here: 0% is the bound).'
        : '(possible: ours must reach 100%).'),
  );
}

export const expoSection: Section = {
  name: 'expo',
  async run(ctx) {
    const quick = ctx.profile.name === 'quick';
    const events = quick ? 20 : 200;
    for (const routeSize of [DEFAULT_ROUTE_SIZE, TWICE_POSSIBLE_ROUTE_SIZE]) {
      reportRouteSize(ctx, events, routeSize);
    }
    reportExpoTimes(ctx);
    reportExpoStability(ctx, quick ? 1 : 5);
    ctx.report.note(
      `expo: ${events} events per route size, seeded; ${EXPO_SHAPE.judges} judges (noise σ ` +
        `${EXPO_SHAPE.sigma.join('–')} of the quality's spread, ${EXPO_SHAPE.noisyJudges} at σ ` +
        `${EXPO_SHAPE.noisySigma}), one conflict each, ${100 * EXPO_SHAPE.absentShare}% of ` +
        'projects absent; recall, τ and coverage over present projects. Random routes are ' +
        'walked in table order and know what is gone. Recall moves in steps of 0.1, so its ' +
        'mean and the events each side wins are printed too.',
    );
  },
};
