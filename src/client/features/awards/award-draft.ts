// Before the schemas: see the module.
import '#client/lib/schemas-without-eval.ts';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { issueText } from '#client/lib/validation-wording.ts';
import type { Award, Contestant } from '#shared/api.ts';
import { type AwardInput, awardInput } from '#shared/award-schemas.ts';
import {
  type AwardFormat,
  type AwardVoters,
  DEFAULT_JUDGES_WEIGHT,
  DEFAULT_ROUTE_SIZE,
} from '#shared/constants.ts';

/**
 * The award dialog as filled in: a name, all contestants or the chosen ones,
 * who votes, the judges' weight as typed (a blend's only), and how it is
 * voted: a top three on every phone, or judged at an expo with the projects
 * per judge as typed.
 */
export type AwardDraft = {
  name: string;
  openTo: 'all' | 'chosen';
  chosen: ReadonlySet<string>;
  voters: AwardVoters;
  judgesWeight: string;
  format: AwardFormat;
  routeSize: string;
};

export type AwardField = 'name' | 'contestantIds' | 'judgesWeight' | 'routeSize';
export type AwardErrors = Partial<Record<AwardField, string>>;

export const EMPTY_AWARD_DRAFT: AwardDraft = {
  name: '',
  openTo: 'all',
  chosen: new Set(),
  voters: 'everyone',
  judgesWeight: String(DEFAULT_JUDGES_WEIGHT),
  format: 'top_three',
  routeSize: String(DEFAULT_ROUTE_SIZE),
};

/** The dialog filled with an award as it is, to edit it. */
export function awardDraftOf(award: Award): AwardDraft {
  return {
    name: award.name,
    openTo: award.contestantIds === null ? 'all' : 'chosen',
    chosen: new Set(award.contestantIds ?? []),
    voters: award.voters,
    judgesWeight: String(award.judgesWeight ?? DEFAULT_JUDGES_WEIGHT),
    format: award.expo ? 'expo' : 'top_three',
    routeSize: String(award.expo?.routeSize ?? DEFAULT_ROUTE_SIZE),
  };
}

/**
 * Who votes as the dialog shows it: judges only in an expo, whatever was
 * chosen before; that choice comes back when the award goes back to a top three.
 */
export function draftVoters(draft: AwardDraft): AwardVoters {
  return draft.format === 'expo' ? 'judges' : draft.voters;
}

/** A whole number as typed, or NaN (which the schema refuses in words). */
function wholeOf(text: string): number {
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
  const voters = draftVoters(draft);
  const result = awardInput.safeParse({
    name: draft.name,
    contestantIds,
    voters,
    judgesWeight: voters === 'judges_and_audience' ? wholeOf(draft.judgesWeight) : null,
    expo: draft.format === 'expo' ? { routeSize: wholeOf(draft.routeSize) } : null,
  });
  if (result.success) {
    const { name, judgesWeight, expo } = result.data;
    return {
      ok: true,
      value: {
        name,
        contestantIds: result.data.contestantIds,
        voters: result.data.voters,
        judgesWeight,
        expo,
      },
    };
  }
  const errors: AwardErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path[0]);
    if (field && !errors[field]) errors[field] = issueText(issue, appI18n);
  }
  return { ok: false, errors };
}

/** The dialog's field an issue of the schema is about: an expo's is its projects per judge. */
function fieldOf(key: PropertyKey | undefined): AwardField | null {
  if (key === 'expo') return 'routeSize';
  return key === 'name' || key === 'contestantIds' || key === 'judgesWeight' ? key : null;
}
