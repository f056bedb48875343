import type { AwardResults, FinalScore } from './api.ts';
import { countAward } from './award-count.ts';
import type { BallotRecordFile, OpenBallot, RecordAward } from './ballot-record.ts';
import { scoreLabel } from './blend-labels.ts';
import { formatCount } from './format-count.ts';
import { instantRunoffWinners } from './instant-runoff.ts';
import { canonicalForm } from './record-fingerprint.ts';
import { isOpenBallot } from './record-lookup.ts';
import { schulzeWinners } from './schulze.ts';
import { sha256Hex } from './sha256.ts';

/** One award recounted from the record: its ranking, and the other methods' winners. */
export type RecountedAward = {
  awardId: string;
  name: string;
  ballots: number;
  /** False when the record holds sealed ballots: they check by receipt but can't be recounted. */
  recounted: boolean;
  finalScores: FinalScore[];
  /** Names of the Schulze winners and the instant-runoff winners (several when tied). */
  schulze: string[];
  instantRunoff: string[];
  /** In an expo: the name of the project the Crowd-BT strength alone puts first (the second opinion). */
  strongest?: string;
};

export type Recount = {
  /** The SHA-256 of the record's canonical form, computed here. */
  fingerprint: string;
  ballots: number;
  awards: RecountedAward[];
  /** Every figure that differs from what the file publishes, in words; empty when all agree. */
  differences: string[];
};

/** Recounts one award's ballots with the one count the server ran when voting ended. */
function recountAward(award: RecordAward): RecountedAward {
  const contestants = award.contestants.map((c) => ({
    id: c.contestantId,
    name: c.name,
    orderIndex: c.orderIndex,
  }));
  const names = new Map(contestants.map((c) => [c.id, c.name]));
  const open = award.ballots.filter(isOpenBallot);
  const recounted = open.length === award.ballots.length;
  const finalScores = !recounted
    ? []
    : countAward(
        award,
        contestants,
        open.map((b: OpenBallot) => ({
          rankings: b.rankings,
          side: b.side ?? 'audience',
          conflictIds: b.conflicts ?? [],
        })),
      );
  const named = (ids: string[]) => ids.map((id) => names.get(id) ?? id);
  if (award.expo) {
    const strongest = finalScores.find((s) => s.jury?.strengthRank === 1);
    return {
      awardId: award.awardId,
      name: award.name,
      ballots: award.ballots.length,
      recounted,
      finalScores,
      schulze: [],
      instantRunoff: [],
      ...(strongest ? { strongest: strongest.contestantName } : {}),
    };
  }
  return {
    awardId: award.awardId,
    name: award.name,
    ballots: award.ballots.length,
    recounted,
    finalScores,
    schulze: recounted ? named(schulzeWinners(contestants, open)) : [],
    instantRunoff: recounted ? named(instantRunoffWinners(contestants, open)) : [],
  };
}

const places = ['first places', 'second places', 'third places'] as const;

/** The figures of one award that differ between the published results and the recount. */
function compareAward(published: AwardResults, recount: RecountedAward): string[] {
  const at = `${published.awardName}:`;
  const out: string[] = [];
  if (published.totalBallots !== recount.ballots) {
    out.push(
      `${at} the results count ${formatCount(published.totalBallots)} ballots, the record holds ${formatCount(recount.ballots)}.`,
    );
  }
  if (!recount.recounted) return out;
  const recounted = new Map(recount.finalScores.map((s) => [s.contestantId, s]));
  for (const score of published.finalScores) {
    const mine = recounted.get(score.contestantId);
    const who = `${at} ${score.contestantName}`;
    if (!mine) {
      out.push(`${who} is in the results but not among the record's contestants.`);
      continue;
    }
    if (mine.rank !== score.rank) {
      out.push(`${who} is #${score.rank} in the results, #${mine.rank} in the recount.`);
    }
    if (mine.totalPoints !== score.totalPoints) {
      out.push(
        `${who} has ${formatCount(score.totalPoints)} points in the results, ${formatCount(mine.totalPoints)} in the recount.`,
      );
    }
    const counts = (s: FinalScore) => [
      s.voteBreakdown.firstPlace,
      s.voteBreakdown.secondPlace,
      s.voteBreakdown.thirdPlace,
    ];
    counts(score).forEach((count, i) => {
      const theirs = counts(mine)[i] ?? 0;
      if (theirs !== count) {
        out.push(
          `${who} has ${formatCount(count)} ${places[i]} in the results, ${formatCount(theirs)} in the recount.`,
        );
      }
    });
    if (score.jury && mine.jury && score.jury.copeland !== mine.jury.copeland) {
      out.push(
        `${who} has a Copeland score of ${score.jury.copeland} in the results, ${mine.jury.copeland} in the recount.`,
      );
    }
    if (score.jury && mine.jury && score.jury.judges !== mine.jury.judges) {
      out.push(
        `${who} was ranked by ${formatCount(score.jury.judges)} judges in the results, ${formatCount(mine.jury.judges)} in the recount.`,
      );
    }
    if (score.blend && mine.blend && score.blend.score !== mine.blend.score) {
      out.push(
        `${who} scores ${scoreLabel(score.blend.score)} in the results, ${scoreLabel(mine.blend.score)} in the recount.`,
      );
    }
  }
  const listed = new Set(published.finalScores.map((s) => s.contestantId));
  for (const mine of recount.finalScores) {
    if (!listed.has(mine.contestantId)) {
      out.push(`${at} ${mine.contestantName} is in the record but not in the results.`);
    }
  }
  const winner = recount.finalScores[0]?.contestantId ?? null;
  if (published.winnerId !== winner) {
    const name = recount.finalScores[0]?.contestantName ?? 'nobody';
    out.push(`${at} the results name a different winner than the recount (${name}).`);
  }
  return out;
}

/**
 * Recounts a downloaded ballot record: recomputes its fingerprint, tallies
 * every award from its ballots as the server counted them (`countAward`),
 * and lists every figure that differs from the results in the file. Also
 * finds each award's winners by Schulze and instant-runoff, a second opinion.
 */
export function recount(file: BallotRecordFile): Recount {
  const fingerprint = sha256Hex(canonicalForm(file.record));
  const awards = file.record.awards.map(recountAward);
  const differences: string[] = [];
  if (fingerprint !== file.fingerprint) {
    differences.push(
      `The record's fingerprint is ${fingerprint}, not the published ${file.fingerprint}.`,
    );
  }
  const published = new Map(file.results.map((r) => [r.awardId, r]));
  for (const award of awards) {
    const results = published.get(award.awardId);
    if (!results) differences.push(`${award.name}: in the record but not in the results.`);
    else differences.push(...compareAward(results, award));
  }
  const inRecord = new Set(awards.map((a) => a.awardId));
  for (const results of file.results) {
    if (!inRecord.has(results.awardId)) {
      differences.push(`${results.awardName}: in the results but not in the record.`);
    }
  }
  return {
    fingerprint,
    ballots: awards.reduce((sum, a) => sum + a.ballots, 0),
    awards,
    differences,
  };
}

function namesList(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * What the other methods say of an award's winner: "Schulze and
 * instant-runoff also pick Alpha.", or which disagrees and whom it picks.
 * Null when there is nothing to weigh (no ballots, or sealed ones).
 */
export function secondOpinion(award: RecountedAward): string | null {
  const winner = award.finalScores[0]?.contestantName;
  if (!award.recounted || award.ballots === 0 || winner === undefined) return null;
  if (award.strongest !== undefined) {
    return award.strongest === winner
      ? `Crowd-BT also picks ${winner}.`
      : `Crowd-BT picks ${award.strongest}.`;
  }
  const agrees = (names: string[]) => names.length === 1 && names[0] === winner;
  const says = (method: string, names: string[]) =>
    agrees(names)
      ? `${method} also picks ${winner}`
      : names.length > 1
        ? `${method} ties ${namesList(names)}`
        : `${method} picks ${names[0] ?? 'nobody'}`;
  if (agrees(award.schulze) && agrees(award.instantRunoff)) {
    return `Schulze and instant-runoff also pick ${winner}.`;
  }
  return `${says('Schulze', award.schulze)}; ${says('instant-runoff', award.instantRunoff)}.`;
}

/** "Recounted 1,482 ballots: the same results.", or how many figures differ. */
export function recountSummary(result: Recount): string {
  const ballots = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'ballot' : 'ballots'}`;
  const recounted = result.awards.reduce((sum, a) => sum + (a.recounted ? a.ballots : 0), 0);
  const sealed = result.ballots - recounted;
  // Sealed ballots are only hashes: say so, rather than count them as recounted.
  const aside = sealed === 0 ? '' : ` ${ballots(sealed)} sealed: they check by receipt only.`;
  const n = result.differences.length;
  const verdict =
    n === 0
      ? 'the same results.'
      : `${n} ${n === 1 ? 'figure differs' : 'figures differ'} from the published results.`;
  return `Recounted ${ballots(recounted)}: ${verdict}${aside}`;
}
