import { type FormEvent, useRef, useState } from 'react';
import { useDraftSave } from '#client/lib/use-draft-save.ts';
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
  const { attempted, saving, submitError, resetSave, attempt, save } = useDraftSave();
  const nameRef = useRef<HTMLInputElement>(null);
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const weightRef = useRef<HTMLInputElement>(null);
  const routeSizeRef = useRef<HTMLInputElement>(null);

  const reset = (next: AwardDraft = EMPTY_AWARD_DRAFT) => {
    resetSave();
    setDraft(next);
    setErrors({});
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
    attempt();
    const validation = validateAwardDraft(draft, contestants);
    if (!validation.ok) {
      setErrors(validation.errors);
      const { errors: found } = validation;
      const first = found.name
        ? nameRef
        : found.contestantIds
          ? firstChoiceRef
          : found.routeSize
            ? routeSizeRef
            : weightRef;
      first.current?.focus();
      return;
    }
    setErrors({});
    if (!(await save(() => onSave(validation.value)))) return;
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
    routeSizeRef,
    reset,
    load: (award: Award | null) => reset(award ? awardDraftOf(award) : EMPTY_AWARD_DRAFT),
    rename: (name: string) => update({ ...draft, name }),
    openTo: (openTo: AwardDraft['openTo']) => update({ ...draft, openTo }),
    votedBy: (voters: AwardDraft['voters']) => update({ ...draft, voters }),
    weigh: (judgesWeight: string) => update({ ...draft, judgesWeight }),
    formatAs: (format: AwardDraft['format']) => update({ ...draft, format }),
    sizeRoute: (routeSize: string) => update({ ...draft, routeSize }),
    choose: (contestantId: string, chosen: boolean) =>
      update(toggleChosen(draft, contestantId, chosen)),
    submit,
  };
}

export type AwardForm = ReturnType<typeof useAwardForm>;
