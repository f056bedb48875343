import { useId, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { Admin } from '#shared/admins.ts';
import { AdminDialog, AdminDialogActions } from './admin-dialog.tsx';

/** Asks the owner to confirm revoking a co-organiser's device, naming it. */
export function RevokeAdminDialog({
  admin,
  onRevoke,
  onClose,
}: {
  /** The device to revoke; null while the dialog is closed. */
  admin: Admin | null;
  onRevoke: (admin: Admin) => Promise<void>;
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
    if (!admin) return;
    setRevoking(true);
    setError(null);
    try {
      await onRevoke(admin);
      close();
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setRevoking(false);
    }
  };

  return (
    <AdminDialog
      open={admin !== null}
      busy={revoking}
      titleId={ids.title}
      describedBy={ids.intro}
      onClose={close}
    >
      <div className="admin-dialog__content">
        <h2 id={ids.title} className="admin-dialog__title">
          Revoke {admin?.name}?
        </h2>
        <p id={ids.intro}>
          {admin?.name} loses access to this room at once, on every screen where its dashboard is
          open, and its link stops working. This cannot be undone.
        </p>
        <AdminDialogActions error={error} busy={revoking} onCancel={close}>
          <button
            type="button"
            className="button button--danger"
            disabled={revoking}
            onClick={revoke}
          >
            {revoking ? 'Revoking...' : 'Revoke'}
          </button>
        </AdminDialogActions>
      </div>
    </AdminDialog>
  );
}
