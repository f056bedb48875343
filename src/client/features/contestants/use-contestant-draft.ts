import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useDraftSave } from '#client/lib/use-draft-save.ts';
import type { Contestant } from '#shared/api.ts';
import {
  type ContestantDraft,
  type ContestantField,
  draftOf,
  EMPTY_DRAFT,
  type FieldErrors,
  fieldErrorsOf,
  firstInvalidField,
  type NewContestant,
  validateDraft,
} from './contestant-validation.ts';
import { clipboardHasText, pickClipboardImage } from './image-paste.ts';
import { useImageDraft } from './use-image-draft.ts';

type FocusableField = HTMLInputElement | HTMLTextAreaElement | HTMLButtonElement;

/**
 * The contestant form's state (Add Contestant, Edit Contestant): the draft as typed, each field's message
 * (shown once the field was left with something in it, or after a first
 * submit), a pasted image, and saving. `onAdded` runs after a successful add,
 * once the form has been reset.
 */
export function useContestantDraft(
  onAdd: (input: NewContestant) => Promise<void>,
  onAdded: () => void,
) {
  const [draft, setDraft] = useState<ContestantDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { attempted, saving, submitError, generation, resetSave, attempt, save } = useDraftSave();
  const image = useImageDraft({ generation, setDraft, setErrors });
  const fieldRefs = {
    name: useRef<HTMLInputElement>(null),
    blurb: useRef<HTMLTextAreaElement>(null),
    imageUrl: useRef<HTMLInputElement>(null),
    demoUrl: useRef<HTMLInputElement>(null),
    tableNumber: useRef<HTMLInputElement>(null),
  };
  const removeImageRef = useRef<HTMLButtonElement>(null);
  const onAddedRef = useRef(onAdded);
  useEffect(() => {
    onAddedRef.current = onAdded;
  }, [onAdded]);

  const reset = () => {
    resetSave();
    setDraft(EMPTY_DRAFT);
    setErrors({});
    image.setBusy(false);
  };

  /** Fills the form with a contestant as it is, to edit it. */
  const load = (contestant: Contestant) => {
    reset();
    const { draft: next, pastedImage } = draftOf(contestant);
    setDraft(next);
    if (pastedImage) void image.fetchBack(pastedImage);
  };

  /** Replaces one field's message with what the schema now says of it. */
  const revalidate = (next: ContestantDraft, field: ContestantField) => {
    const message = fieldErrorsOf(next)[field];
    setErrors((current) => ({ ...current, [field]: message }));
  };

  const change = (field: ContestantField, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (attempted || errors[field]) revalidate(next, field);
  };

  /** On leaving a field with something in it, say straight away if it is wrong. */
  const blur = (field: ContestantField) => {
    const value = field === 'imageUrl' ? (draft.imageData ?? draft.imageUrl) : draft[field];
    if (attempted || value.trim() !== '') revalidate(draft, field);
  };

  const focusField = (field: ContestantField) => {
    if (field === 'imageUrl' && draft.imageData) removeImageRef.current?.focus();
    else (fieldRefs[field].current as FocusableField | null)?.focus();
  };

  /**
   * Takes an image from a paste, unless it landed in another text field with
   * text on the clipboard too (then the text is what was meant).
   */
  const takePastedImage = (data: DataTransfer | null, target: EventTarget | null): boolean => {
    if (saving) return false;
    const file = pickClipboardImage(data);
    if (!file) return false;
    const inOtherTextField =
      target !== fieldRefs.imageUrl.current &&
      (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement);
    if (inOtherTextField && clipboardHasText(data)) return false;
    void image.take(file);
    return true;
  };

  const removeImage = () => {
    image.remove();
    requestAnimationFrame(() => fieldRefs.imageUrl.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || image.busy) return;
    attempt();
    const validation = validateDraft(draft);
    if (!validation.ok) {
      setErrors(validation.errors);
      const first = firstInvalidField(validation.errors);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    if (!(await save(() => onAdd(validation.value)))) return;
    reset();
    onAddedRef.current();
  };

  return {
    draft,
    errors,
    saving,
    submitError,
    imageBusy: image.busy,
    fieldRefs,
    removeImageRef,
    change,
    blur,
    submit,
    reset,
    load,
    takePastedImage,
    takeImage: image.take,
    removeImage,
  };
}

export type ContestantDraftForm = ReturnType<typeof useContestantDraft>;
