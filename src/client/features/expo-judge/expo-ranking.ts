import type { BallotDraft } from '#client/lib/ballot-drafts.ts';
import type { Ballot } from '#shared/api.ts';

/** A saved ballot's projects, best first. */
export function savedOrder(ballot: Ballot | null): string[] {
  if (!ballot) return [];
  return [...ballot.rankings].sort((a, b) => a.rank - b.rank).map((r) => r.contestantId);
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * A ranking of every project seen: those it holds keep their places, any no
 * longer seen (removed from the room) leave it, and the projects seen since
 * join its end in the order they were walked. The same array when nothing changed.
 */
export function withSeen(order: readonly string[], seenIds: readonly string[]): readonly string[] {
  const seen = new Set(seenIds);
  const kept = order.filter((id) => seen.has(id));
  const placed = new Set(kept);
  const next = [...kept, ...seenIds.filter((id) => !placed.has(id))];
  return sameOrder(next, order) ? order : next;
}

/**
 * The ranking a judge comes back to: the order they left unsent on this
 * phone, unless a ranking was submitted since it was made (from another
 * device: `stale`, and the saved one counts); else the saved ranking. Then
 * what they saw since, at its end.
 */
export function rankingOnEntry(
  saved: Ballot | null,
  draft: BallotDraft | null,
  seenIds: readonly string[],
): { order: readonly string[]; stale: boolean } {
  const stale = draft !== null && draft.basedOn !== (saved?.updatedAt ?? null);
  const base = draft && !stale ? draft.ranked : savedOrder(saved);
  return { order: withSeen(base, seenIds), stale };
}

/** The ranking with one project moved a place up (-1) or down (1); the same array when it cannot move. */
export function movedBy(
  order: readonly string[],
  contestantId: string,
  step: -1 | 1,
): readonly string[] {
  const from = order.indexOf(contestantId);
  return from < 0 ? order : movedTo(order, from, from + step);
}

/** The ranking with the project at `from` put at `to`; the same array when it cannot move. */
export function movedTo(order: readonly string[], from: number, to: number): readonly string[] {
  if (from === to || from < 0 || to < 0 || from >= order.length || to >= order.length) {
    return order;
  }
  const next = [...order];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

/**
 * Where a ranking stands against the one submitted: nothing seen yet
 * (`empty`), never submitted (`unsent`), submitted as it is (`submitted`),
 * holding projects seen since it was submitted (`grown`: it needs
 * submitting again), or reordered since (`changed`).
 */
export type RankingStatus = 'empty' | 'unsent' | 'submitted' | 'grown' | 'changed';

export function rankingStatus(order: readonly string[], saved: Ballot | null): RankingStatus {
  if (order.length === 0) return 'empty';
  if (!saved) return 'unsent';
  const submitted = savedOrder(saved);
  if (sameOrder(order, submitted)) return 'submitted';
  const inSaved = new Set(submitted);
  return order.some((id) => !inSaved.has(id)) ? 'grown' : 'changed';
}
