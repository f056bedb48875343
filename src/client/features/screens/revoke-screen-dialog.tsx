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
  return (
    <RevokeDialog
      subject={screen}
      title={(name) => `Revoke ${name}?`}
      text={(name) =>
        `${name} stops showing this room at once and says its link was revoked; the link stops working. This cannot be undone.`
      }
      confirmLabel="Revoke"
      onRevoke={onRevoke}
      onClose={onClose}
    />
  );
}
