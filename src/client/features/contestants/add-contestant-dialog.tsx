import {
  type ClipboardEvent as ReactClipboardEvent,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
} from 'react';
import type { Contestant } from '#shared/api.ts';
import {
  ADD_LABELS,
  AddContestantForm,
  type ContestantFormLabels,
} from './add-contestant-form.tsx';
import type { NewContestant } from './contestant-validation.ts';
import { useContestantDraft } from './use-contestant-draft.ts';
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
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  const form = useContestantDraft(onSave, () => onCloseRef.current());
  const loadRef = useRef(form.load);
  const pasteRef = useRef(form.takePastedImage);
  const id = useId();
  const titleId = `${id}-title`;
  const introId = `${id}-intro`;

  // Open and close the native dialog with the `open` prop.
  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (contestant) loadRef.current(contestant);
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open, contestant]);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

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

  // Escape while saving would drop the outcome: keep the dialog open.
  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (form.saving) event.preventDefault();
  };

  // Closed by Escape or Cancel (or by the parent): start afresh next time.
  const closed = () => {
    form.reset();
    if (openRef.current) onCloseRef.current();
  };

  return (
    <dialog
      ref={dialogRef}
      className="contestant-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={cancel}
      onClose={closed}
      onPaste={onPaste}
    >
      <AddContestantForm
        form={form}
        titleId={titleId}
        introId={introId}
        labels={labels}
        onCancel={() => dialogRef.current?.close()}
      />
    </dialog>
  );
}
