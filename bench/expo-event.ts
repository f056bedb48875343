/**
 * A simulated expo: projects with a hidden quality at numbered tables, some
 * of them absent, and judges of differing care who walk their routes and
 * rank what they saw. Seeded, so every run simulates the same events.
 */
import type { RouteJudge, RouteProject } from '#shared/expo-routes.ts';

export type Random = () => number;

/** mulberry32: a small seeded generator, the same numbers on every machine. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
export function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** `count` distinct items of `items`, in a random order. */
export function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    const index = Math.floor(random() * pool.length);
    out.push(...pool.splice(index, 1));
  }
  return out;
}

export type SimulatedJudge = RouteJudge & {
  /** What this judge makes of each project: its quality blurred by the judge's own noise. */
  perceived: ReadonlyMap<string, number>;
};

export type Expo = {
  projects: readonly RouteProject[];
  quality: ReadonlyMap<string, number>;
  absent: ReadonlySet<string>;
  judges: readonly SimulatedJudge[];
};

export type ExpoShape = {
  projects: number;
  judges: number;
  absentShare: number;
  /** Most judges blur quality by a sigma from this range... */
  sigma: readonly [number, number];
  /** ...and these few by this much. */
  noisyJudges: number;
  noisySigma: number;
  /** Conflicts of interest per judge. */
  conflicts: number;
};

export const EXPO_SHAPE: ExpoShape = {
  projects: 150,
  judges: 20,
  absentShare: 0.05,
  sigma: [0.3, 1],
  noisyJudges: 2,
  noisySigma: 3,
  conflicts: 1,
};

/** One simulated event, all of it drawn from the seed. */
export function simulatedExpo(seed: number, shape: ExpoShape = EXPO_SHAPE): Expo {
  const random = seeded(seed);
  const projects = Array.from({ length: shape.projects }, (_, i) => ({
    id: `p${String(i + 1).padStart(3, '0')}`,
    table: i + 1,
  }));
  const ids = projects.map((project) => project.id);
  const quality = new Map(ids.map((id) => [id, gaussian(random)]));
  const absent = new Set(sample(random, ids, Math.round(shape.absentShare * shape.projects)));
  const [low, high] = shape.sigma;
  const judges = Array.from({ length: shape.judges }, (_, j) => {
    const sigma = j < shape.noisyJudges ? shape.noisySigma : low + (high - low) * random();
    const perceived = new Map(
      ids.map((id) => [id, (quality.get(id) ?? 0) + sigma * gaussian(random)]),
    );
    return {
      id: `j${String(j + 1).padStart(2, '0')}`,
      excluded: sample(random, ids, shape.conflicts),
      walked: [],
      perceived,
    };
  });
  // The noisy judges are not the first invited: shuffle so they land anywhere.
  return { projects, quality, absent, judges: sample(random, judges, judges.length) };
}
