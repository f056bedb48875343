import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { SmallDialog, SmallDialogActions } from '#client/components/small-dialog.tsx';
import { getErrorMessage } from '#client/lib/error-message.ts';

/**
 * Close judging asks first, saying what closing does; the dialog stays open
 * with the server's refusal, if any.
 */
export function CloseJudgingDialog({
  awardName,
  open,
  onConfirm,
  onClose,
}: {
  awardName: string;
  open: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [closing, setClosing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const dismiss = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setClosing(true);
    setError(null);
    try {
      await onConfirm();
      dismiss();
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setClosing(false);
    }
  };

  return (
    <SmallDialog
      open={open}
      busy={closing}
      titleId={`${id}-title`}
      describedBy={`${id}-text`}
      onClose={dismiss}
    >
      <div className="small-dialog__content">
        <h2 id={`${id}-title`} className="small-dialog__title">
          <Trans>Close judging in {awardName}?</Trans>
        </h2>
        <p id={`${id}-text`}>
          <Trans>
            Judges can no longer walk their routes or change their rankings, and the jury order
            becomes final. You can reopen judging later.
          </Trans>
        </p>
        <SmallDialogActions error={error} busy={closing} onCancel={dismiss}>
          <button
            type="button"
            className="button button--primary"
            disabled={closing}
            onClick={() => void confirm()}
          >
            {closing ? t`Closing...` : t`Close judging`}
          </button>
        </SmallDialogActions>
      </div>
    </SmallDialog>
  );
}
