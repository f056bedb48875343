import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { DemoLink } from '#client/components/demo-link.tsx';
import type { Contestant } from '#shared/api.ts';
import './contestant-details.css';

/**
 * A contestant in full, without leaving the ballot: the image, the name, the
 * whole description and View Demo. A native modal <dialog>: Escape and Close
 * shut it, and focus returns to where it was.
 */
export function ContestantDetails({
  contestant,
  onClose,
}: {
  contestant: Contestant;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap mirrors Escape, which the native dialog handles
    <dialog
      ref={dialogRef}
      className="details-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
    >
      <div className="details-dialog__content stack">
        {contestant.imageUrl && (
          <img className="details-dialog__image" src={contestant.imageUrl} alt={contestant.name} />
        )}
        <h2 id={titleId} className="details-dialog__name">
          {contestant.name}
        </h2>
        <p className="details-dialog__blurb">{contestant.blurb}</p>
        <div className="row details-dialog__actions">
          <DemoLink demoUrl={contestant.demoUrl} />
          <span className="spacer" />
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => dialogRef.current?.close()}
          >
            <Trans context="dialog">Close</Trans>
          </button>
        </div>
      </div>
    </dialog>
  );
}
