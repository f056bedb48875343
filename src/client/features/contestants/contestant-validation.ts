// Before the schemas: see the module.
import '#client/lib/schemas-without-eval.ts';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { issueText } from '#client/lib/validation-wording.ts';
import type { Contestant } from '#shared/api.ts';
import { addContestantInput } from '#shared/schemas.ts';
import { readTableNumber } from '#shared/table-numbers.ts';
import { isHttpUrl } from '#shared/urls.ts';

/** What the Add Contestant dialog hands to its `onAdd`. */
export type NewContestant = {
  name: string;
  blurb: string;
  imageUrl: string | null;
  demoUrl: string | null;
  tableNumber: number | null;
};

export type ContestantField = 'name' | 'blurb' | 'imageUrl' | 'demoUrl' | 'tableNumber';
export type FieldErrors = Partial<Record<ContestantField, string>>;

/** The form as typed. A pasted image (`imageData`) wins over the typed image URL. */
export type ContestantDraft = {
  name: string;
  blurb: string;
  imageUrl: string;
  imageData: string | null;
  demoUrl: string;
  /** The table at the expo, as typed: blank for none. */
  tableNumber: string;
};

export const EMPTY_DRAFT: ContestantDraft = {
  name: '',
  blurb: '',
  imageUrl: '',
  imageData: null,
  demoUrl: '',
  tableNumber: '',
};

/**
 * The form filled with a contestant as it is, to edit it. A pasted image is
 * served from a path of our own, not a link: `pastedImage` is that path, to
 * fetch the image back from.
 */
export function draftOf(contestant: Contestant): {
  draft: ContestantDraft;
  pastedImage: string | null;
} {
  const link = contestant.imageUrl && isHttpUrl(contestant.imageUrl) ? contestant.imageUrl : '';
  return {
    draft: {
      name: contestant.name,
      blurb: contestant.blurb,
      imageUrl: link,
      imageData: null,
      demoUrl: contestant.demoUrl ?? '',
      tableNumber: contestant.tableNumber === null ? '' : String(contestant.tableNumber),
    },
    pastedImage: contestant.imageUrl && !link ? contestant.imageUrl : null,
  };
}

/** Fields in the order they appear, for focusing the first invalid one. */
export const FIELD_ORDER: readonly ContestantField[] = [
  'name',
  'blurb',
  'imageUrl',
  'demoUrl',
  'tableNumber',
];

function isField(key: unknown): key is ContestantField {
  return typeof key === 'string' && (FIELD_ORDER as readonly string[]).includes(key);
}

export type DraftValidation =
  | { ok: true; value: NewContestant }
  | { ok: false; errors: FieldErrors };

/**
 * Checks a draft with the shared `addContestantInput` schema, the same one
 * the server applies: the trimmed contestant to send (blank optional fields
 * as null), or the first message for each invalid field.
 */
export function validateDraft(draft: ContestantDraft): DraftValidation {
  const result = addContestantInput.safeParse({
    name: draft.name,
    blurb: draft.blurb,
    imageUrl: draft.imageData ?? draft.imageUrl,
    demoUrl: draft.demoUrl,
    tableNumber: readTableNumber(draft.tableNumber),
  });
  if (result.success) {
    return {
      ok: true,
      value: {
        name: result.data.name,
        blurb: result.data.blurb,
        imageUrl: result.data.imageUrl ?? null,
        demoUrl: result.data.demoUrl ?? null,
        tableNumber: result.data.tableNumber ?? null,
      },
    };
  }
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && errors[field] === undefined) errors[field] = issueText(issue, appI18n);
  }
  return { ok: false, errors };
}

/** The message for each invalid field of a draft; empty when it is valid. */
export function fieldErrorsOf(draft: ContestantDraft): FieldErrors {
  const validation = validateDraft(draft);
  return validation.ok ? {} : validation.errors;
}

/** The first field, in form order, that has an error. */
export function firstInvalidField(errors: FieldErrors): ContestantField | null {
  return FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
}
