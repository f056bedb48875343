// Before the schemas: see the module.
import '#client/lib/schemas-without-eval.ts';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { issueText } from '#client/lib/validation-wording.ts';
import type { Award, Contestant } from '#shared/api.ts';
import { type AwardInput, awardInput } from '#shared/award-schemas.ts';
import { type AwardVoters, DEFAULT_JUDGES_WEIGHT } from '#shared/constants.ts';

/**
 * The award dialog as filled in: a name, all contestants or the chosen ones,
 * who votes, and the judges' weight as typed (a blend's only).
 */
export type AwardDraft = {
  name: string;
  openTo: 'all' | 'chosen';
  chosen: ReadonlySet<string>;
  voters: AwardVoters;
  judgesWeight: string;
};

export type AwardField = 'name' | 'contestantIds' | 'judgesWeight';
export type AwardErrors = Partial<Record<AwardField, string>>;

export const EMPTY_AWARD_DRAFT: AwardDraft = {
  name: '',
  openTo: 'all',
  chosen: new Set(),
  voters: 'everyone',
  judgesWeight: String(DEFAULT_JUDGES_WEIGHT),
};

/** The dialog filled with an award as it is, to edit it. */
export function awardDraftOf(award: Award): AwardDraft {
  return {
    name: award.name,
    openTo: award.contestantIds === null ? 'all' : 'chosen',
    chosen: new Set(award.contestantIds ?? []),
    voters: award.voters,
    judgesWeight: String(award.judgesWeight ?? DEFAULT_JUDGES_WEIGHT),
  };
}

/** The judges' weight as typed: a whole number, or NaN (which the schema refuses in words). */
function weightOf(text: string): number {
  return /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN;
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
  const blend = draft.voters === 'judges_and_audience';
  const result = awardInput.safeParse({
    name: draft.name,
    contestantIds,
    voters: draft.voters,
    judgesWeight: blend ? weightOf(draft.judgesWeight) : null,
  });
  if (result.success) {
    const { name, voters, judgesWeight } = result.data;
    return {
      ok: true,
      value: { name, contestantIds: result.data.contestantIds, voters, judgesWeight },
    };
  }
  const errors: AwardErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (
      (field === 'name' || field === 'contestantIds' || field === 'judgesWeight') &&
      !errors[field]
    ) {
      errors[field] = issueText(issue, appI18n);
    }
  }
  return { ok: false, errors };
}
