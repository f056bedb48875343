// Before the schemas: see the module.
import '#client/lib/schemas-without-eval.ts';
import type { Award, Contestant } from '#shared/api.ts';
import { type AwardInput, awardInput } from '#shared/award-schemas.ts';

/** The award dialog as filled in: a name, and all contestants or the chosen ones. */
export type AwardDraft = {
  name: string;
  openTo: 'all' | 'chosen';
  chosen: ReadonlySet<string>;
};

export type AwardField = 'name' | 'contestantIds';
export type AwardErrors = Partial<Record<AwardField, string>>;

export const EMPTY_AWARD_DRAFT: AwardDraft = { name: '', openTo: 'all', chosen: new Set() };

/** The dialog filled with an award as it is, to edit it. */
export function awardDraftOf(award: Award): AwardDraft {
  return {
    name: award.name,
    openTo: award.contestantIds === null ? 'all' : 'chosen',
    chosen: new Set(award.contestantIds ?? []),
  };
}

/** The draft with one contestant chosen or no longer chosen. */
export function toggleChosen(draft: AwardDraft, contestantId: string, chosen: boolean): AwardDraft {
  const next = new Set(draft.chosen);
  if (chosen) next.add(contestantId);
  else next.delete(contestantId);
  return { ...draft, chosen: next };
}

export type AwardValidation = { ok: true; value: AwardInput } | { ok: false; errors: AwardErrors };

/**
 * Checks a draft with the shared `awardInput` schema, the one the server
 * applies. Chosen contestants are sent in the room's order, and only those
 * still in the room (one removed while the dialog was open is dropped).
 */
export function validateAwardDraft(
  draft: AwardDraft,
  contestants: readonly Contestant[],
): AwardValidation {
  const contestantIds =
    draft.openTo === 'all'
      ? null
      : contestants.filter((contestant) => draft.chosen.has(contestant.id)).map((c) => c.id);
  const result = awardInput.safeParse({ name: draft.name, contestantIds });
  if (result.success) {
    return {
      ok: true,
      value: { name: result.data.name, contestantIds: result.data.contestantIds },
    };
  }
  const errors: AwardErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'contestantIds') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}
