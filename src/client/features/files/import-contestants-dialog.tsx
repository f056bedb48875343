import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type SyntheticEvent, useId, useRef } from 'react';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import { useModalDialog } from '#client/lib/use-modal-dialog.ts';
import '#client/lib/schemas-without-eval.ts';
import { IMPORT_MAX_ROWS } from '#shared/contestant-import.ts';
import { ImportPreviewRows } from './import-preview-rows.tsx';
import type { ImportStep } from './use-contestant-import.ts';
import '#client/components/modal-dialog.css';
import './import-contestants-dialog.css';

/**
 * The Import CSV dialog: a native modal <dialog> (focus stays inside, Escape
 * closes), shown while `open`. Choosing a file shows what importing it would
 * add and each row's problems; Import adds the rows without problems.
 */
export function ImportContestantsDialog({
  open,
  state,
  onChoose,
  onImport,
  onClose,
}: {
  open: boolean;
  state: ImportStep;
  onChoose: (file: File) => void;
  onImport: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { closed } = useModalDialog(dialogRef, open, onClose);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const introId = `${id}-intro`;

  const importing = state.step === 'importing';
  // Escape while importing would hide the outcome: keep the dialog open.
  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (importing) event.preventDefault();
  };

  const preview = state.step === 'preview' || state.step === 'importing' ? state.preview : null;
  const fits = preview !== null && preview.ready > 0 && preview.ready <= preview.space;
  const readyCount = preview?.ready ?? 0;
  const maxRows = formatNumber(IMPORT_MAX_ROWS, i18n.locale);

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog files-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={cancel}
      onClose={closed}
    >
      <header className="modal-dialog__header">
        <h2 id={titleId} className="modal-dialog__title">
          <Trans>Import Contestants</Trans>
        </h2>
        <p id={introId} className="muted modal-dialog__intro">
          <Trans>
            A CSV file whose first row names the columns: name, description, image URL and demo URL
            (links, http or https), and table (the project's table number at the expo). Up to{' '}
            {maxRows} rows and 1 MB.
          </Trans>
        </p>
      </header>
      {/* Scrolls on its own, by keyboard too once a preview is shown: a file of 500 rows keeps the buttons in view. */}
      <section
        className="files-dialog__body"
        aria-label={t({
          message: 'The file',
          comment: 'The part of the Import dialog about the chosen file',
        })}
        tabIndex={preview ? 0 : undefined}
        aria-busy={state.step === 'checking' || importing}
      >
        <div className="row files-dialog__file">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={importing}
            onClick={() => fileRef.current?.click()}
          >
            {state.step === 'choose' ? t`Choose CSV File` : t`Choose Another File`}
          </button>
          {state.step !== 'choose' && <span className="files-dialog__name">{state.fileName}</span>}
          <input
            ref={fileRef}
            type="file"
            accept=".csv,text/csv"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t`CSV file of contestants`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so that choosing the same file again (after fixing it) is a change.
              event.target.value = '';
              if (file) onChoose(file);
            }}
          />
        </div>
        {state.step === 'checking' && (
          <p role="status" className="muted">
            <Trans>Checking the file…</Trans>
          </p>
        )}
        {state.step === 'failed' && (
          <p role="alert" className="error-box">
            {state.message}
          </p>
        )}
        {preview && <ImportPreviewRows preview={preview} />}
      </section>
      <footer className="files-dialog__footer">
        <button
          type="button"
          className="button button--secondary"
          disabled={importing}
          onClick={() => dialogRef.current?.close()}
        >
          <Trans>Cancel</Trans>
        </button>
        {preview && (
          <button
            type="button"
            className="button button--primary"
            disabled={!fits || importing}
            onClick={onImport}
          >
            {importing
              ? t`Importing...`
              : t`${plural(readyCount, { one: 'Import # contestant', other: 'Import # contestants' })}`}
          </button>
        )}
      </footer>
    </dialog>
  );
}
