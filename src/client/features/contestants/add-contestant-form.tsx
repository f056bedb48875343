import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ModalDialogFooter } from '#client/components/modal-dialog-footer.tsx';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import {
  CONTESTANT_BLURB_MAX_LENGTH,
  CONTESTANT_NAME_MAX_LENGTH,
  MAX_TABLE_NUMBER,
  URL_MAX_LENGTH,
} from '#shared/constants.ts';
import type { ContestantField } from './contestant-validation.ts';
import { FieldError } from './field-error.tsx';
import { ImageInput } from './image-input.tsx';
import type { ContestantDraftForm } from './use-contestant-draft.ts';
import './contestant-fields.css';

/** What the form says: its title and its save button, at rest and while saving. */
export type ContestantFormLabels = {
  title: MessageDescriptor;
  save: MessageDescriptor;
  saving: MessageDescriptor;
};

export const ADD_LABELS: ContestantFormLabels = {
  title: msg`Add Contestant`,
  save: msg`Add Contestant`,
  saving: msg`Adding...`,
};

/** The contestant form: name, short description, image, demo link, table, Cancel and save. */
export function AddContestantForm({
  form,
  titleId,
  introId,
  onCancel,
  labels = ADD_LABELS,
}: {
  form: ContestantDraftForm;
  titleId: string;
  introId: string;
  onCancel: () => void;
  labels?: ContestantFormLabels;
}) {
  const { t, i18n } = useLingui();
  const { draft, errors, saving } = form;
  const id = useId();
  const ids = {
    name: `${id}-name`,
    blurb: `${id}-blurb`,
    blurbHint: `${id}-blurb-hint`,
    demoUrl: `${id}-demo`,
    demoHint: `${id}-demo-hint`,
    tableNumber: `${id}-table`,
    tableHint: `${id}-table-hint`,
    error: (field: ContestantField) => `${id}-${field}-error`,
  };
  const maxTable = formatNumber(MAX_TABLE_NUMBER, i18n.locale);
  const describedBy = (field: ContestantField, ...hints: string[]) =>
    [...hints, errors[field] ? ids.error(field) : null].filter(Boolean).join(' ') || undefined;

  return (
    <form className="modal-dialog__form" noValidate onSubmit={form.submit} aria-busy={saving}>
      <header className="modal-dialog__header">
        <h2 id={titleId} className="modal-dialog__title">
          {i18n._(labels.title)}
        </h2>
        <p id={introId} className="muted modal-dialog__intro">
          <Trans>Voters see the image, name and description when they rank.</Trans>
        </p>
      </header>

      <fieldset className="modal-dialog__body" disabled={saving}>
        <div className="field">
          <label htmlFor={ids.name}>
            <Trans context="a contestant's name">Name</Trans>
          </label>
          <input
            ref={form.fieldRefs.name}
            id={ids.name}
            className="input"
            value={draft.name}
            maxLength={CONTESTANT_NAME_MAX_LENGTH}
            autoComplete="off"
            placeholder={t`Team or project name`}
            required
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onChange={(event) => form.change('name', event.target.value)}
            onBlur={() => form.blur('name')}
          />
          <FieldError id={ids.error('name')} message={errors.name} />
        </div>

        <div className="field">
          <label htmlFor={ids.blurb}>
            <Trans>Short Description</Trans>
          </label>
          <textarea
            ref={form.fieldRefs.blurb}
            id={ids.blurb}
            className="textarea"
            value={draft.blurb}
            rows={3}
            maxLength={CONTESTANT_BLURB_MAX_LENGTH}
            placeholder={t`What did they build?`}
            required
            aria-invalid={errors.blurb ? true : undefined}
            aria-describedby={describedBy('blurb', ids.blurbHint)}
            onChange={(event) => form.change('blurb', event.target.value)}
            onBlur={() => form.blur('blurb')}
          />
          <div className="contestant-field__meta">
            <p id={ids.blurbHint} className="hint">
              <Trans>A sentence or two voters will read.</Trans>
            </p>
            <span className="contestant-field__count" aria-hidden="true">
              {formatNumber(draft.blurb.length, i18n.locale)}/
              {formatNumber(CONTESTANT_BLURB_MAX_LENGTH, i18n.locale)}
            </span>
          </div>
          <FieldError id={ids.error('blurb')} message={errors.blurb} />
        </div>

        <ImageInput form={form} />

        <div className="field">
          <label htmlFor={ids.demoUrl}>
            <Trans>
              Demo URL <span className="contestant-field__optional">(optional)</span>
            </Trans>
          </label>
          <input
            ref={form.fieldRefs.demoUrl}
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
            onChange={(event) => form.change('demoUrl', event.target.value)}
            onBlur={() => form.blur('demoUrl')}
          />
          <p id={ids.demoHint} className="hint">
            <Trans>Where voters can try it: a live site, video or repository.</Trans>
          </p>
          <FieldError id={ids.error('demoUrl')} message={errors.demoUrl} />
        </div>

        <div className="field">
          <label htmlFor={ids.tableNumber}>
            <Trans comment="A project's numbered table at an expo">
              Table <span className="contestant-field__optional">(optional)</span>
            </Trans>
          </label>
          <input
            ref={form.fieldRefs.tableNumber}
            id={ids.tableNumber}
            className="input contestant-field__table"
            inputMode="numeric"
            value={draft.tableNumber}
            maxLength={9}
            autoComplete="off"
            aria-invalid={errors.tableNumber ? true : undefined}
            aria-describedby={describedBy('tableNumber', ids.tableHint)}
            onChange={(event) => form.change('tableNumber', event.target.value)}
            onBlur={() => form.blur('tableNumber')}
          />
          <p id={ids.tableHint} className="hint">
            <Trans>
              Where the project stands at the expo: a number from 1 to {maxTable}, one project a
              table.
            </Trans>
          </p>
          <FieldError id={ids.error('tableNumber')} message={errors.tableNumber} />
        </div>
      </fieldset>

      <ModalDialogFooter error={form.submitError} busy={saving} onCancel={onCancel}>
        <button
          type="submit"
          className="button button--gradient"
          disabled={saving || form.imageBusy}
        >
          {i18n._(saving ? labels.saving : labels.save)}
        </button>
      </ModalDialogFooter>
    </form>
  );
}
