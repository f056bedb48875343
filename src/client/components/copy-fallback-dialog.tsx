import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { useModalDialog } from '#client/lib/use-modal-dialog.ts';
import './modal-dialog.css';
import './copy-fallback-dialog.css';

/**
 * Shown when nothing could copy (a page at http://<LAN address> has no
 * clipboard, and some browsers refuse the old way too): `text` in a
 * read-only field, already selected, for the person to copy by hand.
 */
export function CopyFallbackDialog({
  title,
  label,
  text,
  onClose,
}: {
  title: string;
  /** The field's label: what `text` is ("Room code", "Link"). */
  label: string;
  text: string;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const { closed } = useModalDialog(dialogRef, true, onClose);
  const ids = { title: useId(), field: useId(), hint: useId() };

  useEffect(() => {
    // After showModal (the hook's effect runs first), whichever element the browser focused.
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog copy-fallback"
      aria-labelledby={ids.title}
      aria-describedby={ids.hint}
      // Close and cancel stop here, short of the dialog this one may sit in (Copy Link in an
      // invitation): closing this one must leave that one open.
      onCancel={(event) => event.stopPropagation()}
      onClose={(event) => {
        event.stopPropagation();
        closed();
      }}
    >
      <header className="modal-dialog__header">
        <h2 id={ids.title} className="modal-dialog__title">
          {title}
        </h2>
      </header>
      <div className="field copy-fallback__body">
        <label htmlFor={ids.field}>{label}</label>
        {/* Wrapped, not scrolled: the whole link in view, to read as well as copy. */}
        <textarea
          ref={fieldRef}
          id={ids.field}
          className="input copy-fallback__text"
          value={text}
          rows={Math.min(4, Math.max(1, Math.ceil(text.length / 30)))}
          readOnly
          spellCheck={false}
          aria-describedby={ids.hint}
          onFocus={(event) => event.currentTarget.select()}
        />
        <p id={ids.hint} className="hint">
          <Trans>Press and hold to copy</Trans>
        </p>
      </div>
      <footer className="copy-fallback__footer">
        <button
          type="button"
          className="button button--primary"
          onClick={() => dialogRef.current?.close()}
        >
          <Trans context="closes a dialog">Close</Trans>
        </button>
      </footer>
    </dialog>
  );
}
