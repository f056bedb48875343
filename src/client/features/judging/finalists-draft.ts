// Before the schemas: see the module.
import '#client/lib/schemas-without-eval.ts';
import { msg } from '@lingui/core/macro';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { issueText } from '#client/lib/validation-wording.ts';
import type { ActivityTotals, Award } from '#shared/api.ts';
import { type FinalistsInput, finalistsInput } from '#shared/expo.ts';

/** How many finalists go to the stage vote unless the organiser says otherwise. */
export const DEFAULT_FINALISTS = 5;

/**
 * Send the top N to the stage vote, as filled in: how many (as typed), and
 * where to — a new award (its name, and who votes: the audience or everyone)
 * or an award of the room nobody has voted in yet.
 */
export type FinalistsDraft = {
  count: string;
  target: 'new' | 'existing';
  name: string;
  voters: 'audience' | 'everyone';
  awardId: string;
};

export type FinalistsField = 'count' | 'name' | 'awardId';
export type FinalistsErrors = Partial<Record<FinalistsField, string>>;

/**
 * The name a new stage vote gets unless the organiser types another: `base`
 * ("Stage vote"), or "Stage vote 2", 3... when an award already has it (in any case).
 */
export function stageVoteName(base: string, awards: readonly Award[]): string {
  const taken = new Set(awards.map((award) => award.name.toLocaleLowerCase()));
  if (!taken.has(base.toLocaleLowerCase())) return base;
  let n = 2;
  while (taken.has(`${base} ${n}`.toLocaleLowerCase())) n += 1;
  return `${base} ${n}`;
}

/**
 * The awards the finalists may go to instead of a new one: the room's others
 * nobody has voted in yet, top three ones (not an expo). A room of one award
 * has none: its only award is the expo.
 */
export function stageVoteTargets(
  awards: readonly Award[],
  expoId: string,
  totals: ActivityTotals,
): Award[] {
  const ballots = new Map(
    (totals.awards ?? []).map((turnout) => [turnout.awardId, turnout.ballots]),
  );
  return awards.filter(
    (award) => award.id !== expoId && !award.expo && (ballots.get(award.id) ?? 0) === 0,
  );
}

/** The count as typed: a whole number, or NaN (which the schema refuses in words). */
function countOf(text: string): number {
  return /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN;
}

export type FinalistsValidation =
  | { ok: true; value: FinalistsInput }
  | { ok: false; errors: FinalistsErrors };

/** Checks the draft with the shared `finalistsInput` schema, the one the server applies. */
export function validateFinalists(draft: FinalistsDraft): FinalistsValidation {
  const count = countOf(draft.count);
  if (draft.target === 'existing' && draft.awardId === '') {
    const errors: FinalistsErrors = {
      awardId: appI18n._(msg`Choose the award to send them to.`),
    };
    return { ok: false, errors };
  }
  const target =
    draft.target === 'existing'
      ? { awardId: draft.awardId }
      : { name: draft.name, voters: draft.voters };
  const result = finalistsInput.safeParse({ count, target });
  if (result.success) return { ok: true, value: result.data };
  const errors: FinalistsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'count' ? 'count' : issue.path[1] === 'name' ? 'name' : null;
    if (field && !errors[field]) errors[field] = issueText(issue, appI18n);
  }
  return { ok: false, errors };
}
