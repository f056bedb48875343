import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { AwardNameField } from '#client/components/award-name-field.tsx';
import { ModalDialogFooter } from '#client/components/modal-dialog-footer.tsx';
import { keepOpenWhile, useModalDialog } from '#client/lib/use-modal-dialog.ts';
import type { Award, Contestant } from '#shared/api.ts';
import type { AwardInput } from '#shared/award-schemas.ts';
import { AwardContestantPicker } from './award-contestant-picker.tsx';
import { AwardFormatPicker } from './award-format-picker.tsx';
import { AwardVotersPicker } from './award-voters-picker.tsx';
import { useAwardForm } from './use-award-form.ts';
import '#client/components/modal-dialog.css';
import './award-dialog.css';

/**
 * Add award, or Edit award (`award` set): a native modal <dialog> with the
 * award's name, the contestants it is open to, how it is voted and who votes. The draft is checked with
 * the shared schema before `onSave`; a refusal from the server (a name
 * another award has) shows in the dialog, which stays open.
 */
export function AwardDialog({
  open,
  award,
  contestants,
  onSave,
  onClose,
}: {
  open: boolean;
  award: Award | null;
  contestants: readonly Contestant[];
  onSave: (input: AwardInput) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { closed: closedModal, onCloseRef } = useModalDialog(dialogRef, open, onClose);
  const form = useAwardForm(contestants, onSave, () => onCloseRef.current());
  const loadRef = useRef(form.load);
  useEffect(() => {
    loadRef.current = form.load;
  });
  // Opened: the fields start from the award as it is, or empty.
  useEffect(() => {
    if (open) loadRef.current(award);
  }, [open, award]);

  // Closed by Escape or Cancel (or by the parent): start afresh next time.
  const closed = () => {
    form.reset();
    closedModal();
  };
  const id = useId();
  const ids = { title: `${id}-title`, name: `${id}-name` };
  const { draft, errors, saving } = form;

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog award-dialog"
      aria-labelledby={ids.title}
      onCancel={keepOpenWhile(saving)}
      onClose={closed}
    >
      {/* Its fields exist only while it is open: a dashboard of many keeps few elements. */}
      {open && (
        <form className="modal-dialog__form" noValidate onSubmit={form.submit} aria-busy={saving}>
          <header className="modal-dialog__header">
            <h2 id={ids.title} className="modal-dialog__title">
              {award ? t`Edit award` : t`Add award`}
            </h2>
            <p className="muted modal-dialog__intro">
              <Trans>Each award is its own ranked vote.</Trans>
            </p>
          </header>

          <fieldset className="modal-dialog__body" disabled={saving}>
            <AwardNameField
              id={ids.name}
              inputRef={form.nameRef}
              error={errors.name}
              value={draft.name}
              placeholder={t({
                message: 'Best Design',
                comment: 'An example name of an award, in the award name field',
              })}
              required
              onChange={(event) => form.rename(event.target.value)}
            />
            <AwardContestantPicker
              form={form}
              contestants={contestants}
              narrowing={award !== null}
            />
            <AwardFormatPicker form={form} editing={award !== null} />
            <AwardVotersPicker form={form} editing={award !== null} />
          </fieldset>

          <ModalDialogFooter
            error={form.submitError}
            busy={saving}
            onCancel={() => dialogRef.current?.close()}
          >
            <button type="submit" className="button button--gradient" disabled={saving}>
              {saving ? t`Saving...` : t`Save`}
            </button>
          </ModalDialogFooter>
        </form>
      )}
    </dialog>
  );
}
