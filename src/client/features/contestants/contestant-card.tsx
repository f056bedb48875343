import { useEffect, useId, useRef, useState } from 'react';
import { CrossIcon, ExternalIcon, ZoomIcon } from '#client/components/icons.tsx';
import type { Contestant } from '#shared/api.ts';
import { isHttpUrl } from '#shared/schemas.ts';
import { contestantInitial, placeholderGradient } from './contestant-placeholder.ts';
import './contestants.css';

/** One contestant: image (click to enlarge), name, blurb and a View Demo link. */
export function ContestantCard({ contestant }: { contestant: Contestant }) {
  const { name, blurb, imageUrl, demoUrl } = contestant;
  const titleId = useId();
  const newTabId = useId();
  const [enlarged, setEnlarged] = useState(false);
  // The URL whose image failed to load; a new URL gets a fresh try.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && imageUrl !== brokenUrl;
  const demoHref = demoUrl && isHttpUrl(demoUrl) ? demoUrl : null;

  return (
    <article className="contestant-card" aria-labelledby={titleId}>
      {imageUrl && showImage ? (
        <button
          type="button"
          className="contestant-card__media contestant-card__zoom-button"
          aria-label={`Enlarge image of ${name}`}
          onClick={() => setEnlarged(true)}
        >
          <img
            className="contestant-card__image"
            src={imageUrl}
            alt={name}
            loading="lazy"
            decoding="async"
            onError={() => setBrokenUrl(imageUrl)}
          />
          <span className="contestant-card__zoom-icon" aria-hidden="true">
            <ZoomIcon size={18} />
          </span>
        </button>
      ) : (
        <div
          className="contestant-card__media contestant-card__placeholder"
          style={{ backgroundImage: placeholderGradient(contestant.id || name) }}
          aria-hidden="true"
        >
          <span className="contestant-card__initial">{contestantInitial(name)}</span>
        </div>
      )}
      <div className="contestant-card__body">
        <h3 id={titleId} className="contestant-card__name">
          {name}
        </h3>
        {blurb && <p className="contestant-card__blurb">{blurb}</p>}
        {demoHref && (
          <a
            className="button button--secondary button--small contestant-card__demo"
            href={demoHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newTabId}
          >
            View Demo
            <ExternalIcon size={16} />
            <span id={newTabId} hidden>
              Opens in a new tab
            </span>
          </a>
        )}
      </div>
      {enlarged && imageUrl && (
        <ImageLightbox src={imageUrl} name={name} onClose={() => setEnlarged(false)} />
      )}
    </article>
  );
}

/**
 * The enlarged image in a native modal <dialog>: Escape, the close button
 * and a click on the dimmed backdrop all close it.
 */
function ImageLightbox({ src, name, onClose }: { src: string; name: string; onClose: () => void }) {
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
            aria-label="Close"
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
