import { type ReactNode, type SyntheticEvent, useEffect, useRef } from 'react';
import './organiser-dialog.css';

/**
 * A small native modal <dialog> for the Organisers panel, shown while `open`.
 * Escape closes it unless `busy` (a call in flight, whose outcome it must show).
 */
export function OrganiserDialog({
  open,
  busy = false,
  titleId,
  describedBy,
  onClose,
  children,
}: {
  open: boolean;
  busy?: boolean;
  titleId: string;
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (busy) event.preventDefault();
  };
  const closed = () => {
    if (openRef.current) onCloseRef.current();
  };

  return (
    <dialog
      ref={dialogRef}
      className="organiser-dialog"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={cancel}
      onClose={closed}
    >
      {open && children}
    </dialog>
  );
}
