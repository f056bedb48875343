import { type ClipboardEvent as ReactClipboardEvent, useEffect, useId, useRef } from 'react';
import { keepOpenWhile, useModalDialog } from '#client/lib/use-modal-dialog.ts';
import type { Contestant } from '#shared/api.ts';
import {
  ADD_LABELS,
  AddContestantForm,
  type ContestantFormLabels,
} from './add-contestant-form.tsx';
import type { NewContestant } from './contestant-validation.ts';
import { useContestantDraft } from './use-contestant-draft.ts';
import '#client/components/modal-dialog.css';
import './add-contestant-dialog.css';

export type { NewContestant } from './contestant-validation.ts';

/** The Add Contestant dialog (the contestant dialog, empty, saving with `onAdd`). */
export function AddContestantDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (input: NewContestant) => Promise<void>;
}) {
  return <ContestantDialog open={open} onClose={onClose} onSave={onAdd} />;
}

/**
 * The contestant dialog: a native modal <dialog>, shown while `open`, empty
 * to add a contestant or filled with `contestant` to edit it. Fields are
 * checked with the shared schema before `onSave` is called; on success the
 * form resets and `onClose` is called; if `onSave` throws, its message shows
 * in the dialog, which stays open. An image pasted anywhere in the dialog (or
 * chosen from a file) is downscaled and kept as a data URL.
 */
export function ContestantDialog({
  open,
  onClose,
  onSave,
  contestant = null,
  labels = ADD_LABELS,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (input: NewContestant) => Promise<void>;
  contestant?: Contestant | null;
  labels?: ContestantFormLabels;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { closed: closedModal, onCloseRef } = useModalDialog(dialogRef, open, onClose);
  const form = useContestantDraft(onSave, () => onCloseRef.current());
  const loadRef = useRef(form.load);
  const pasteRef = useRef(form.takePastedImage);
  const id = useId();
  const titleId = `${id}-title`;
  const introId = `${id}-intro`;

  // Opened to edit: the fields start from the contestant as it is.
  useEffect(() => {
    if (open && contestant) loadRef.current(contestant);
  }, [open, contestant]);

  useEffect(() => {
    pasteRef.current = form.takePastedImage;
    loadRef.current = form.load;
  });

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

  const onPaste = (event: ReactClipboardEvent<HTMLElement>) => {
    if (event.defaultPrevented) return;
    if (form.takePastedImage(event.clipboardData, event.target)) event.preventDefault();
  };

  // Closed by Escape or Cancel (or by the parent): start afresh next time.
  const closed = () => {
    form.reset();
    closedModal();
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog contestant-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={keepOpenWhile(form.saving)}
      onClose={closed}
      onPaste={onPaste}
    >
      {/* Its fields exist only while it is open: a dashboard of many keeps few elements. */}
      {open && (
        <AddContestantForm
          form={form}
          titleId={titleId}
          introId={introId}
          labels={labels}
          onCancel={() => dialogRef.current?.close()}
        />
      )}
    </dialog>
  );
}
