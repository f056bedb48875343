import { RevokeDialog } from '#client/components/revoke-dialog.tsx';
import type { Admin } from '#shared/admins.ts';

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
  return (
    <RevokeDialog
      subject={admin}
      title={(name) => `Revoke ${name}?`}
      text={(name) =>
        `${name} loses access to this room at once, on every screen where its dashboard is open, and its link stops working. This cannot be undone.`
      }
      confirmLabel="Revoke"
      onRevoke={onRevoke}
      onClose={onClose}
    />
  );
}
