import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <RevokeDialog
      subject={admin}
      title={(deviceName) => t`Revoke ${deviceName}?`}
      text={(deviceName) =>
        t`${deviceName} loses access to this room at once, on every screen where its dashboard is open, and its link stops working. This cannot be undone.`
      }
      confirmLabel={t`Revoke`}
      onRevoke={onRevoke}
      onClose={onClose}
    />
  );
}
