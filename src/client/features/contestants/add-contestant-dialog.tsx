import {
  type ChangeEvent,
  type FormEvent,
  type ClipboardEvent as ReactClipboardEvent,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import {
  CONTESTANT_BLURB_MAX_LENGTH,
  CONTESTANT_NAME_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '#shared/constants.ts';
import {
  type ContestantDraft,
  type ContestantField,
  EMPTY_DRAFT,
  type FieldErrors,
  fieldErrorsOf,
  firstInvalidField,
  type NewContestant,
  validateDraft,
} from './add-contestant-form.ts';
import {
  clipboardHasText,
  dataUrlByteSize,
  formatBytes,
  imageFileToDataUrl,
  pickClipboardImage,
} from './image-paste.ts';
import './contestants.css';

export type { NewContestant } from './add-contestant-form.ts';

type FocusableField = HTMLInputElement | HTMLTextAreaElement | HTMLButtonElement;

/**
 * The Add Contestant dialog: a native modal <dialog>, shown while `open`.
 * Fields are checked with the shared schema before `onAdd` is called; on
 * success the form resets and `onClose` is called; if `onAdd` throws, its
 * message shows in the dialog, which stays open. An image pasted anywhere in
 * the dialog (or chosen from a file) is downscaled and kept as a data URL.
 */
export function AddContestantDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (input: NewContestant) => Promise<void>;
}) {
  const [draft, setDraft] = useState<ContestantDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [imageBusy, setImageBusy] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const dialogRef = useRef<HTMLDialogElement>(null);
  const fieldRefs = {
    name: useRef<HTMLInputElement>(null),
    blurb: useRef<HTMLTextAreaElement>(null),
    imageUrl: useRef<HTMLInputElement>(null),
    demoUrl: useRef<HTMLInputElement>(null),
  };
  const removeImageRef = useRef<HTMLButtonElement>(null);
  // Bumped on every reset, so a paste still being processed is dropped.
  const generationRef = useRef(0);
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  const pasteRef = useRef<(data: DataTransfer | null, target: EventTarget | null) => boolean>(
    () => false,
  );

  const id = useId();
  const ids = {
    title: `${id}-title`,
    intro: `${id}-intro`,
    name: `${id}-name`,
    blurb: `${id}-blurb`,
    blurbHint: `${id}-blurb-hint`,
    imageUrl: `${id}-image`,
    imageHint: `${id}-image-hint`,
    imagePreview: `${id}-image-preview`,
    demoUrl: `${id}-demo`,
    demoHint: `${id}-demo-hint`,
    error: (field: ContestantField) => `${id}-${field}-error`,
  };

  const reset = () => {
    generationRef.current += 1;
    setDraft(EMPTY_DRAFT);
    setErrors({});
    setAttempted(false);
    setSaving(false);
    setImageBusy(false);
    setSubmitError(null);
  };

  // Open and close the native dialog with the `open` prop.
  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

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

  const takeImage = async (file: File) => {
    const generation = generationRef.current;
    setImageBusy(true);
    setErrors((current) => ({ ...current, imageUrl: undefined }));
    try {
      const dataUrl = await imageFileToDataUrl(file);
      if (generation !== generationRef.current) return;
      setDraft((current) => ({ ...current, imageData: dataUrl }));
      setErrors((current) => ({
        ...current,
        imageUrl: fieldErrorsOf({ ...EMPTY_DRAFT, imageData: dataUrl }).imageUrl,
      }));
    } catch (caught) {
      if (generation !== generationRef.current) return;
      setErrors((current) => ({ ...current, imageUrl: getErrorMessage(caught) }));
    } finally {
      if (generation === generationRef.current) setImageBusy(false);
    }
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
    void takeImage(file);
    return true;
  };

  useEffect(() => {
    pasteRef.current = takePastedImage;
  });

  const onPaste = (event: ReactClipboardEvent<HTMLElement>) => {
    if (event.defaultPrevented) return;
    if (takePastedImage(event.clipboardData, event.target)) event.preventDefault();
  };

  // A paste while focus sits on the page body (after clicking plain text in
  // the dialog) does not reach the dialog; catch it on the document.
  useEffect(() => {
    if (!open) return;
    const handleDocumentPaste = (event: ClipboardEvent) => {
      const dialog = dialogRef.current;
      if (event.defaultPrevented || !dialog?.open) return;
      if (event.target instanceof Node && dialog.contains(event.target)) return;
      if (pasteRef.current(event.clipboardData, event.target)) event.preventDefault();
    };
    document.addEventListener('paste', handleDocumentPaste);
    return () => document.removeEventListener('paste', handleDocumentPaste);
  }, [open]);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void takeImage(file);
  };

  const removeImage = () => {
    setDraft((current) => ({ ...current, imageData: null }));
    setErrors((current) => ({ ...current, imageUrl: undefined }));
    requestAnimationFrame(() => fieldRefs.imageUrl.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || imageBusy) return;
    setAttempted(true);
    setSubmitError(null);
    const validation = validateDraft(draft);
    if (!validation.ok) {
      setErrors(validation.errors);
      const first = firstInvalidField(validation.errors);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    setSaving(true);
    const generation = generationRef.current;
    try {
      await onAdd(validation.value);
    } catch (caught) {
      if (generation !== generationRef.current) return;
      setSubmitError(getErrorMessage(caught));
      setSaving(false);
      return;
    }
    reset();
    onCloseRef.current();
  };

  // Escape while saving would drop the outcome: keep the dialog open.
  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (saving) event.preventDefault();
  };

  // Closed by Escape or Cancel (or by the parent): start afresh next time.
  const closed = () => {
    reset();
    if (openRef.current) onCloseRef.current();
  };

  const describedBy = (field: ContestantField, ...hints: string[]) =>
    [...hints, errors[field] ? ids.error(field) : null].filter(Boolean).join(' ') || undefined;

  const imageSize = draft.imageData ? formatBytes(dataUrlByteSize(draft.imageData)) : '';
  const imageKind = draft.imageData
    ? (/^data:image\/([a-z+.-]+)/.exec(draft.imageData)?.[1] ?? 'image').toUpperCase()
    : '';
  const imageFieldValue = imageBusy
    ? 'Processing image...'
    : draft.imageData
      ? 'Pasted image'
      : draft.imageUrl;

  return (
    <dialog
      ref={dialogRef}
      className="contestant-dialog"
      aria-labelledby={ids.title}
      aria-describedby={ids.intro}
      onCancel={cancel}
      onClose={closed}
      onPaste={onPaste}
    >
      <form className="contestant-dialog__form" noValidate onSubmit={submit} aria-busy={saving}>
        <header className="contestant-dialog__header">
          <h2 id={ids.title} className="contestant-dialog__title">
            Add Contestant
          </h2>
          <p id={ids.intro} className="muted contestant-dialog__intro">
            Voters see the image, name and description when they rank.
          </p>
        </header>

        <fieldset className="contestant-dialog__body" disabled={saving}>
          <div className="field">
            <label htmlFor={ids.name}>Name</label>
            <input
              ref={fieldRefs.name}
              id={ids.name}
              className="input"
              value={draft.name}
              maxLength={CONTESTANT_NAME_MAX_LENGTH}
              autoComplete="off"
              placeholder="Team or project name"
              required
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name')}
              onChange={(event) => change('name', event.target.value)}
              onBlur={() => blur('name')}
            />
            <FieldError id={ids.error('name')} message={errors.name} />
          </div>

          <div className="field">
            <label htmlFor={ids.blurb}>Short Description</label>
            <textarea
              ref={fieldRefs.blurb}
              id={ids.blurb}
              className="textarea"
              value={draft.blurb}
              rows={3}
              maxLength={CONTESTANT_BLURB_MAX_LENGTH}
              placeholder="What did they build?"
              required
              aria-invalid={errors.blurb ? true : undefined}
              aria-describedby={describedBy('blurb', ids.blurbHint)}
              onChange={(event) => change('blurb', event.target.value)}
              onBlur={() => blur('blurb')}
            />
            <div className="contestant-field__meta">
              <p id={ids.blurbHint} className="hint">
                A sentence or two voters will read.
              </p>
              <span className="contestant-field__count" aria-hidden="true">
                {draft.blurb.length}/{CONTESTANT_BLURB_MAX_LENGTH}
              </span>
            </div>
            <FieldError id={ids.error('blurb')} message={errors.blurb} />
          </div>

          <div className="field">
            <label htmlFor={ids.imageUrl}>
              Image URL <span className="contestant-field__optional">(optional)</span>
            </label>
            <input
              ref={fieldRefs.imageUrl}
              id={ids.imageUrl}
              className="input"
              type="url"
              inputMode="url"
              value={imageFieldValue}
              maxLength={URL_MAX_LENGTH}
              disabled={imageBusy || draft.imageData !== null}
              autoComplete="off"
              spellCheck={false}
              placeholder="https://… or paste an image"
              aria-invalid={errors.imageUrl ? true : undefined}
              aria-describedby={describedBy(
                'imageUrl',
                ids.imageHint,
                ...(draft.imageData ? [ids.imagePreview] : []),
              )}
              onChange={(event) => change('imageUrl', event.target.value)}
              onBlur={() => blur('imageUrl')}
              onPaste={onPaste}
            />
            {draft.imageData && (
              <div className="contestant-image-preview">
                <img
                  className="contestant-image-preview__thumb"
                  src={draft.imageData}
                  alt="Preview"
                />
                <div className="contestant-image-preview__details">
                  <p id={ids.imagePreview} className="contestant-image-preview__label">
                    <strong>Inline image</strong>
                    <span className="muted">
                      {imageKind} · {imageSize}
                    </span>
                  </p>
                  <button
                    ref={removeImageRef}
                    type="button"
                    className="button button--secondary button--small"
                    onClick={removeImage}
                  >
                    Remove image
                  </button>
                </div>
              </div>
            )}
            <div className="contestant-field__meta">
              <p id={ids.imageHint} className="hint">
                Paste a link, or paste an image from the clipboard (Ctrl+V or ⌘V).
              </p>
              <label className="button button--ghost button--small contestant-file-button">
                Choose image
                <input
                  type="file"
                  accept="image/*"
                  className="visually-hidden"
                  disabled={imageBusy}
                  onChange={chooseFile}
                />
              </label>
            </div>
            <p className="visually-hidden" role="status">
              {imageBusy ? 'Processing image...' : draft.imageData ? 'Image added.' : ''}
            </p>
            <FieldError id={ids.error('imageUrl')} message={errors.imageUrl} />
          </div>

          <div className="field">
            <label htmlFor={ids.demoUrl}>
              Demo URL <span className="contestant-field__optional">(optional)</span>
            </label>
            <input
              ref={fieldRefs.demoUrl}
              id={ids.demoUrl}
              className="input"
              type="url"
              inputMode="url"
              value={draft.demoUrl}
              maxLength={URL_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              placeholder="https://…"
              aria-invalid={errors.demoUrl ? true : undefined}
              aria-describedby={describedBy('demoUrl', ids.demoHint)}
              onChange={(event) => change('demoUrl', event.target.value)}
              onBlur={() => blur('demoUrl')}
            />
            <p id={ids.demoHint} className="hint">
              Where voters can try it: a live site, video or repository.
            </p>
            <FieldError id={ids.error('demoUrl')} message={errors.demoUrl} />
          </div>
        </fieldset>

        <footer className="contestant-dialog__footer">
          {submitError && (
            <div className="error-box" role="alert">
              {submitError}
            </div>
          )}
          <div className="contestant-dialog__actions">
            <button
              type="button"
              className="button button--ghost"
              disabled={saving}
              onClick={() => dialogRef.current?.close()}
            >
              Cancel
            </button>
            <button
              type="submit"
              className="button button--gradient"
              disabled={saving || imageBusy}
            >
              {saving ? 'Adding...' : 'Add Contestant'}
            </button>
          </div>
        </footer>
      </form>
    </dialog>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="contestant-field__error">
      {message}
    </p>
  );
}
