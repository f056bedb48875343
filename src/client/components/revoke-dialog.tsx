import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { SmallDialog, SmallDialogActions } from './small-dialog.tsx';

/**
 * Asks before revoking someone's secret link (an organiser's device, a
 * judge), naming them and saying what follows; the dialog stays open with
 * the server's refusal, if any.
 */
export function RevokeDialog<T extends { name: string }>({
  subject,
  title,
  text,
  confirmLabel,
  onRevoke,
  onClose,
}: {
  /** Whom to revoke; null while the dialog is closed. */
  subject: T | null;
  title: (name: string) => string;
  text: (name: string) => ReactNode;
  confirmLabel: string;
  onRevoke: (subject: T) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [revoking, setRevoking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const ids = { title: `${id}-title`, intro: `${id}-intro` };
  const name = subject?.name ?? '';

  const close = () => {
    setError(null);
    onClose();
  };

  const revoke = async () => {
    if (!subject) return;
    setRevoking(true);
    setError(null);
    try {
      await onRevoke(subject);
      close();
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setRevoking(false);
    }
  };

  return (
    <SmallDialog
      open={subject !== null}
      busy={revoking}
      titleId={ids.title}
      describedBy={ids.intro}
      onClose={close}
    >
      <div className="small-dialog__content">
        <h2 id={ids.title} className="small-dialog__title">
          {title(name)}
        </h2>
        <p id={ids.intro}>{text(name)}</p>
        <SmallDialogActions error={error} busy={revoking} onCancel={close}>
          <button
            type="button"
            className="button button--danger"
            disabled={revoking}
            onClick={revoke}
          >
            {revoking ? t`Revoking...` : confirmLabel}
          </button>
        </SmallDialogActions>
      </div>
    </SmallDialog>
  );
}
