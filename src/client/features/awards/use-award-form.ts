import { type FormEvent, useRef, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { Award, Contestant } from '#shared/api.ts';
import type { AwardInput } from '#shared/award-schemas.ts';
import {
  type AwardDraft,
  type AwardErrors,
  awardDraftOf,
  EMPTY_AWARD_DRAFT,
  toggleChosen,
  validateAwardDraft,
} from './award-draft.ts';

/**
 * The award dialog's state: the draft, each field's message (once a save was
 * tried), saving, and the server's refusal. `onSaved` runs after a
 * successful save; a refusal stays in the dialog.
 */
export function useAwardForm(
  contestants: readonly Contestant[],
  onSave: (input: AwardInput) => Promise<void>,
  onSaved: () => void,
) {
  const [draft, setDraft] = useState<AwardDraft>(EMPTY_AWARD_DRAFT);
  const [errors, setErrors] = useState<AwardErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const weightRef = useRef<HTMLInputElement>(null);
  // Bumped on every reset, so the outcome of a save for an older draft is dropped.
  const generation = useRef(0);

  const reset = (next: AwardDraft = EMPTY_AWARD_DRAFT) => {
    generation.current += 1;
    setDraft(next);
    setErrors({});
    setAttempted(false);
    setSaving(false);
    setSubmitError(null);
  };

  const update = (next: AwardDraft) => {
    setDraft(next);
    if (attempted) {
      const validation = validateAwardDraft(next, contestants);
      setErrors(validation.ok ? {} : validation.errors);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    setSubmitError(null);
    const validation = validateAwardDraft(draft, contestants);
    if (!validation.ok) {
      setErrors(validation.errors);
      const first = validation.errors.name
        ? nameRef
        : validation.errors.judgesWeight
          ? weightRef
          : firstChoiceRef;
      first.current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const started = generation.current;
    try {
      await onSave(validation.value);
    } catch (caught) {
      if (started !== generation.current) return;
      setSubmitError(getErrorMessage(caught));
      setSaving(false);
      return;
    }
    reset();
    onSaved();
  };

  return {
    draft,
    errors,
    saving,
    submitError,
    nameRef,
    firstChoiceRef,
    weightRef,
    reset,
    load: (award: Award | null) => reset(award ? awardDraftOf(award) : EMPTY_AWARD_DRAFT),
    rename: (name: string) => update({ ...draft, name }),
    openTo: (openTo: AwardDraft['openTo']) => update({ ...draft, openTo }),
    votedBy: (voters: AwardDraft['voters']) => update({ ...draft, voters }),
    weigh: (judgesWeight: string) => update({ ...draft, judgesWeight }),
    choose: (contestantId: string, chosen: boolean) =>
      update(toggleChosen(draft, contestantId, chosen)),
    submit,
  };
}

export type AwardForm = ReturnType<typeof useAwardForm>;
