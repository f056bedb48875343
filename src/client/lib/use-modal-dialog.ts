import { type RefObject, useEffect, useRef } from 'react';

/**
 * Opens and closes a native modal <dialog> (`dialogRef`) with `open`. Pass `closed` as the
 * dialog's onClose: when the dialog closes by itself (Escape, a form's
 * method="dialog", a Cancel that calls close()), it tells the parent.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
) {
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [dialogRef, open]);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const closed = () => {
    if (openRef.current) onCloseRef.current();
  };
  return { closed, onCloseRef };
}
