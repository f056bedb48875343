import { useId, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { Organiser } from '#shared/organisers.ts';
import { OrganiserDialog } from './organiser-dialog.tsx';

/** Asks the owner to confirm revoking a co-organiser's device, naming it. */
export function RevokeOrganiserDialog({
  organiser,
  onRevoke,
  onClose,
}: {
  /** The device to revoke; null while the dialog is closed. */
  organiser: Organiser | null;
  onRevoke: (organiser: Organiser) => Promise<void>;
  onClose: () => void;
}) {
  const [revoking, setRevoking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const ids = { title: `${id}-title`, intro: `${id}-intro` };

  const close = () => {
    setError(null);
    onClose();
  };

  const revoke = async () => {
    if (!organiser) return;
    setRevoking(true);
    setError(null);
    try {
      await onRevoke(organiser);
      close();
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setRevoking(false);
    }
  };

  return (
    <OrganiserDialog
      open={organiser !== null}
      busy={revoking}
      titleId={ids.title}
      describedBy={ids.intro}
      onClose={close}
    >
      <div className="organiser-dialog__content">
        <h2 id={ids.title} className="organiser-dialog__title">
          Revoke {organiser?.name}?
        </h2>
        <p id={ids.intro}>
          {organiser?.name} loses access to this room at once, on every screen where its dashboard
          is open, and its link stops working. This cannot be undone.
        </p>
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
        <div className="organiser-dialog__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={revoking}
            onClick={close}
          >
            Cancel
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={revoking}
            onClick={revoke}
          >
            {revoking ? 'Revoking...' : 'Revoke'}
          </button>
        </div>
      </div>
    </OrganiserDialog>
  );
}
