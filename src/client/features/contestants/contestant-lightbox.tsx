import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { CrossIcon } from '#client/components/icons.tsx';
import './contestant-lightbox.css';

/**
 * The enlarged image in a native modal <dialog>: Escape, the close button
 * and a click on the dimmed backdrop all close it.
 */
export function ImageLightbox({
  src,
  name,
  onClose,
}: {
  src: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const handleClose = () => onCloseRef.current();
    // The dialog has no padding, so a click whose target is the dialog itself
    // landed on the backdrop. Require the press to start there too, so a drag
    // that ends outside the image does not close it.
    let pressedBackdrop = false;
    const handlePointerDown = (event: PointerEvent) => {
      pressedBackdrop = event.target === dialog;
    };
    const handleClick = (event: MouseEvent) => {
      if (event.target === dialog && pressedBackdrop) dialog.close();
      pressedBackdrop = false;
    };
    dialog.addEventListener('close', handleClose);
    dialog.addEventListener('pointerdown', handlePointerDown);
    dialog.addEventListener('click', handleClick);
    return () => {
      dialog.removeEventListener('close', handleClose);
      dialog.removeEventListener('pointerdown', handlePointerDown);
      dialog.removeEventListener('click', handleClick);
    };
  }, []);

  return (
    <dialog ref={dialogRef} className="contestant-lightbox" aria-label={name}>
      <div className="contestant-lightbox__frame">
        <div className="contestant-lightbox__bar">
          {/* Announced already as the dialog name and the image alt text. */}
          <p className="contestant-lightbox__caption" title={name} aria-hidden="true">
            {name}
          </p>
          <button
            type="button"
            className="contestant-lightbox__close"
            aria-label={t({ message: 'Close', context: 'dialog' })}
            onClick={() => dialogRef.current?.close()}
          >
            <CrossIcon size={22} />
          </button>
        </div>
        <img className="contestant-lightbox__image" src={src} alt={name} />
      </div>
    </dialog>
  );
}
