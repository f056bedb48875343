import { useLingui } from '@lingui/react/macro';
import { RevokeDialog } from '#client/components/revoke-dialog.tsx';
import type { Screen } from '#shared/screens.ts';

/** Asks an organiser to confirm revoking a screen link, naming it. */
export function RevokeScreenDialog({
  screen,
  onRevoke,
  onClose,
}: {
  /** The screen link to revoke; null while the dialog is closed. */
  screen: Screen | null;
  onRevoke: (screen: Screen) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <RevokeDialog
      subject={screen}
      title={(screenName) => t`Revoke ${screenName}?`}
      text={(screenName) =>
        t`${screenName} stops showing this room at once and says its link was revoked; the link stops working. This cannot be undone.`
      }
      confirmLabel={t`Revoke`}
      onRevoke={onRevoke}
      onClose={onClose}
    />
  );
}
