import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId } from 'react';
import { URL_MAX_LENGTH } from '#shared/constants.ts';
import { FieldError } from './field-error.tsx';
import { dataUrlByteSize, formatBytes } from './image-paste.ts';
import type { ContestantDraftForm } from './use-contestant-draft.ts';

/** The kind and size of a pasted image, as the preview labels it: "WEBP · 84 KB". */
function describeImage(dataUrl: string, i18n: I18n): { kind: string; size: string } {
  const kind = (/^data:image\/([a-z+.-]+)/.exec(dataUrl)?.[1] ?? 'image').toUpperCase();
  return { kind, size: formatBytes(dataUrlByteSize(dataUrl), i18n) };
}

/**
 * Image URL (optional): a link typed in, or an image pasted from the clipboard
 * or chosen from a file, shown as a preview that can be removed.
 */
export function ImageInput({ form }: { form: ContestantDraftForm }) {
  const { t, i18n } = useLingui();
  const { draft, errors, imageBusy } = form;
  const id = useId();
  const ids = { hint: `${id}-hint`, preview: `${id}-preview`, error: `${id}-error` };
  const describedBy = [
    ids.hint,
    draft.imageData ? ids.preview : null,
    errors.imageUrl ? ids.error : null,
  ]
    .filter(Boolean)
    .join(' ');
  const processing = t`Processing image...`;
  const value = imageBusy ? processing : draft.imageData ? t`Pasted image` : draft.imageUrl;
  const image = draft.imageData ? describeImage(draft.imageData, i18n) : null;

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void form.takeImage(file);
  };

  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>
          Image URL <span className="contestant-field__optional">(optional)</span>
        </Trans>
      </label>
      <input
        ref={form.fieldRefs.imageUrl}
        id={id}
        className="input"
        type="url"
        inputMode="url"
        value={value}
        maxLength={URL_MAX_LENGTH}
        disabled={imageBusy || draft.imageData !== null}
        autoComplete="off"
        spellCheck={false}
        placeholder={t`https://… or paste an image`}
        aria-invalid={errors.imageUrl ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => form.change('imageUrl', event.target.value)}
        onBlur={() => form.blur('imageUrl')}
      />
      {draft.imageData && image && (
        <div className="contestant-image-preview">
          <img className="contestant-image-preview__thumb" src={draft.imageData} alt={t`Preview`} />
          <div className="contestant-image-preview__details">
            <p id={ids.preview} className="contestant-image-preview__label">
              <strong>
                <Trans>Inline image</Trans>
              </strong>
              <span className="muted">
                {image.kind} · {image.size}
              </span>
            </p>
            <button
              ref={form.removeImageRef}
              type="button"
              className="button button--secondary button--small"
              onClick={form.removeImage}
            >
              <Trans>Remove image</Trans>
            </button>
          </div>
        </div>
      )}
      <div className="contestant-field__meta">
        <p id={ids.hint} className="hint">
          <Trans>Paste a link, or paste an image from the clipboard (Ctrl+V or ⌘V).</Trans>
        </p>
        <label className="button button--ghost button--small contestant-file-button">
          <Trans>Choose image</Trans>
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
        {imageBusy ? processing : draft.imageData ? t`Image added.` : ''}
      </p>
      <FieldError id={ids.error} message={errors.imageUrl} />
    </div>
  );
}
