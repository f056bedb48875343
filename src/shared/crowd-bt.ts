/**
 * Crowd-BT (Chen, Bennett, Collins-Thompson and Horvitz, 2013): a
 * Bradley–Terry strength per contestant and a reliability per judge, where a
 * judge states the stronger of two contestants with probability η (their
 * reliability) and the weaker with probability 1 − η. Fitted by EM: the
 * E-step weighs how likely each comparison is to be faithful, the M-step
 * fits the strengths by minorisation–maximisation (Hunter 2004).
 */

/** Verdicts on pairs, one per index: the judge, the contestant they put higher and the one they put lower. */
export type Comparisons = {
  judges: Int32Array;
  winners: Int32Array;
  losers: Int32Array;
};

export type CrowdBtFit = {
  /** Bradley–Terry strength γ per contestant; a contestant never compared keeps the prior's 1. */
  strengths: Float64Array;
  /** η per judge, from 0.5 (says nothing) to 0.99. */
  reliability: Float64Array;
};

// The Beta prior on η: a judge starts out trusted (mean 0.8) and earns or
// loses it over a handful of comparisons, so one odd verdict moves little.
const PRIOR_FAITHFUL = 4;
const PRIOR_UNFAITHFUL = 1;
// A judge below a coin toss is ignored rather than read backwards: a
// contrarian judge should not steer the order by being contrary.
const MIN_RELIABILITY = 0.5;
const MAX_RELIABILITY = 0.99;
const ROUNDS = 4;
// The first fit starts from nothing; later rounds start from the last fit
// and need only follow the reweighting.
const FIRST_ITERATIONS = 60;
const LATER_ITERATIONS = 15;
const TOLERANCE = 1e-7;
const HELD_OUT_ITERATIONS = 20;

/** Distinct pairs and how often each was compared; the MM denominators need only that. */
function pairCounts(comparisons: Comparisons, contestants: number) {
  const counts = new Map<number, number>();
  for (let c = 0; c < comparisons.winners.length; c++) {
    const a = comparisons.winners[c] ?? 0;
    const b = comparisons.losers[c] ?? 0;
    const key = a < b ? a * contestants + b : b * contestants + a;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const first = new Int32Array(counts.size);
  const second = new Int32Array(counts.size);
  const times = new Float64Array(counts.size);
  let index = 0;
  for (const [key, count] of counts) {
    first[index] = Math.floor(key / contestants);
    second[index] = key % contestants;
    times[index] = count;
    index += 1;
  }
  return { first, second, times };
}

/**
 * The M-step: strengths that maximise the likelihood of the weighted wins,
 * each contestant also given one virtual win and one virtual loss against a
 * reference of strength 1 so an undefeated or isolated one stays finite.
 */
function fitStrengths(
  strengths: Float64Array,
  wins: Float64Array,
  pairs: ReturnType<typeof pairCounts>,
  iterations: number,
): void {
  const n = strengths.length;
  const denominators = new Float64Array(n);
  for (let iteration = 0; iteration < iterations; iteration++) {
    for (let i = 0; i < n; i++) denominators[i] = 2 / ((strengths[i] ?? 1) + 1);
    for (let p = 0; p < pairs.times.length; p++) {
      const a = pairs.first[p] ?? 0;
      const b = pairs.second[p] ?? 0;
      const share = (pairs.times[p] ?? 0) / ((strengths[a] ?? 1) + (strengths[b] ?? 1));
      denominators[a] = (denominators[a] ?? 0) + share;
      denominators[b] = (denominators[b] ?? 0) + share;
    }
    let moved = 0;
    for (let i = 0; i < n; i++) {
      const next = ((wins[i] ?? 0) + 1) / (denominators[i] ?? 1);
      moved = Math.max(moved, Math.abs(Math.log(next / (strengths[i] ?? 1))));
      strengths[i] = next;
    }
    if (moved < TOLERANCE) return;
  }
}

/**
 * Each contestant's strength as the other judges see it: for every judge
 * who ranked it, refitted without that judge's comparisons. A refit holds
 * the opponents as they are and stands them for one opponent of the same
 * pull, which makes it a few multiplications rather than a pass over every
 * comparison. Indexed by contestant · judges + judge.
 */
function heldOutStrengths(
  { judges, winners, losers }: Comparisons,
  strengths: Float64Array,
  faithful: Float64Array,
  judgeCount: number,
): Float64Array {
  const n = strengths.length;
  // Wins, comparisons and 1/(γa + γo) summed per contestant, then per contestant and judge.
  const won = new Float64Array(n);
  const count = new Float64Array(n);
  const pull = new Float64Array(n);
  const ownWon = new Float64Array(n * judgeCount);
  const ownCount = new Float64Array(n * judgeCount);
  const ownPull = new Float64Array(n * judgeCount);
  const add = (a: number, k: number, wins: number, share: number) => {
    const key = a * judgeCount + k;
    won[a] = (won[a] ?? 0) + wins;
    count[a] = (count[a] ?? 0) + 1;
    pull[a] = (pull[a] ?? 0) + share;
    ownWon[key] = (ownWon[key] ?? 0) + wins;
    ownCount[key] = (ownCount[key] ?? 0) + 1;
    ownPull[key] = (ownPull[key] ?? 0) + share;
  };
  for (let c = 0; c < winners.length; c++) {
    const w = winners[c] ?? 0;
    const l = losers[c] ?? 0;
    const r = faithful[c] ?? 1;
    const share = 1 / ((strengths[w] ?? 1) + (strengths[l] ?? 1));
    add(w, judges[c] ?? 0, r, share);
    add(l, judges[c] ?? 0, 1 - r, share);
  }
  const held = new Float64Array(n * judgeCount).fill(1);
  for (let key = 0; key < held.length; key++) {
    if (!ownCount[key]) continue;
    const a = Math.floor(key / judgeCount);
    const others = (count[a] ?? 0) - (ownCount[key] ?? 0);
    const othersPull = (pull[a] ?? 0) - (ownPull[key] ?? 0);
    // Seen by this judge alone: only the prior speaks, and it says 1.
    if (others < 0.5 || othersPull <= 0) continue;
    const gamma = strengths[a] ?? 1;
    const wins = (won[a] ?? 0) - (ownWon[key] ?? 0) + 1;
    const opponent = Math.max(1e-9, others / othersPull - gamma);
    let x = gamma;
    for (let i = 0; i < HELD_OUT_ITERATIONS; i++) {
      x = wins / (others / (x + opponent) + 2 / (x + 1));
    }
    held[key] = x;
  }
  return held;
}

/**
 * The E-step: each judge's reliability, and how likely each comparison is
 * to be faithful. A judge is checked against the others alone (held-out
 * strengths), else a judge who alone saw a project would always agree with
 * the strength they gave it.
 */
function judgeAgreement(
  comparisons: Comparisons,
  strengths: Float64Array,
  faithful: Float64Array,
  reliability: Float64Array,
): void {
  const { judges, winners, losers } = comparisons;
  const judgeCount = reliability.length;
  const held = heldOutStrengths(comparisons, strengths, faithful, judgeCount);
  const agreed = new Float64Array(judgeCount);
  const compared = new Float64Array(judgeCount);
  for (let c = 0; c < winners.length; c++) {
    const k = judges[c] ?? 0;
    const w = held[(winners[c] ?? 0) * judgeCount + k] ?? 1;
    const l = held[(losers[c] ?? 0) * judgeCount + k] ?? 1;
    agreed[k] = (agreed[k] ?? 0) + faithfulness(reliability[k] ?? MIN_RELIABILITY, w / (w + l));
    compared[k] = (compared[k] ?? 0) + 1;
  }
  for (let k = 0; k < judgeCount; k++) {
    const estimate =
      ((agreed[k] ?? 0) + PRIOR_FAITHFUL) /
      ((compared[k] ?? 0) + PRIOR_FAITHFUL + PRIOR_UNFAITHFUL);
    reliability[k] = Math.min(MAX_RELIABILITY, Math.max(MIN_RELIABILITY, estimate));
  }
  // Whether a verdict was faithful is read from all the evidence, the
  // judge's own included: a project only this judge saw keeps their word.
  for (let c = 0; c < winners.length; c++) {
    const w = strengths[winners[c] ?? 0] ?? 1;
    const l = strengths[losers[c] ?? 0] ?? 1;
    faithful[c] = faithfulness(reliability[judges[c] ?? 0] ?? MIN_RELIABILITY, w / (w + l));
  }
}

/** How likely a verdict is faithful, from the judge's reliability and the chance the strengths give it. */
const faithfulness = (eta: number, likely: number) =>
  (eta * likely) / (eta * likely + (1 - eta) * (1 - likely));

/** Fits Crowd-BT strengths and judges' reliability; one round is plain Bradley–Terry, every judge trusted alike. */
export function fitCrowdBt(
  comparisons: Comparisons,
  contestants: number,
  judges: number,
  rounds = ROUNDS,
): CrowdBtFit {
  const strengths = new Float64Array(contestants).fill(1);
  const reliability = new Float64Array(judges).fill(
    PRIOR_FAITHFUL / (PRIOR_FAITHFUL + PRIOR_UNFAITHFUL),
  );
  const { winners, losers } = comparisons;
  const total = winners.length;
  const pairs = pairCounts(comparisons, contestants);
  // How likely each comparison is to say what the judge saw; all alike to begin with.
  const faithful = new Float64Array(total).fill(1);
  const wins = new Float64Array(contestants);

  for (let round = 0; round < rounds; round++) {
    if (round > 0) {
      judgeAgreement(comparisons, strengths, faithful, reliability);
    }
    // A comparison that is probably faithful counts for its winner; the rest
    // of its weight counts for the loser, as the model reads it backwards.
    wins.fill(0);
    for (let c = 0; c < total; c++) {
      const r = faithful[c] ?? 1;
      wins[winners[c] ?? 0] = (wins[winners[c] ?? 0] ?? 0) + r;
      wins[losers[c] ?? 0] = (wins[losers[c] ?? 0] ?? 0) + 1 - r;
    }
    fitStrengths(strengths, wins, pairs, round === 0 ? FIRST_ITERATIONS : LATER_ITERATIONS);
  }
  return { strengths, reliability };
}
