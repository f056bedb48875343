import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { SmallDialog, SmallDialogActions } from '#client/components/small-dialog.tsx';
import { getErrorMessage } from '#client/lib/error-message.ts';

/** How a rehearsal ends: End rehearsal while its voters vote, Go live once its voting has finished. */
export type RehearsalEnd = 'end_rehearsal' | 'go_live';

/** Each way's button, and the dialog's title. */
export const REHEARSAL_END_WORDS: Record<
  RehearsalEnd,
  { button: MessageDescriptor; title: MessageDescriptor }
> = {
  end_rehearsal: { button: msg`End rehearsal`, title: msg`End rehearsal?` },
  go_live: { button: msg`Go live`, title: msg`Go live?` },
};

/**
 * Asks before ending a rehearsal (End rehearsal while its voters vote, Go
 * live once its voting has finished): what goes, and what stays.
 */
export function EndRehearsalDialog({
  action,
  onEnd,
  onClose,
}: {
  /** Which way the rehearsal ends, the button's and the dialog's words; null while closed. */
  action: RehearsalEnd | null;
  onEnd: () => Promise<void>;
  onClose: () => void;
}) {
  const [ending, setEnding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const id = useId();
  const words = action && REHEARSAL_END_WORDS[action];
  const ids = { title: `${id}-title`, intro: `${id}-intro` };

  const close = () => {
    setError(null);
    onClose();
  };

  const end = async () => {
    setEnding(true);
    setError(null);
    try {
      await onEnd();
      close();
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setEnding(false);
    }
  };

  return (
    <SmallDialog
      open={action !== null}
      busy={ending}
      titleId={ids.title}
      describedBy={ids.intro}
      onClose={close}
    >
      <div className="small-dialog__content">
        <h2 id={ids.title} className="small-dialog__title">
          {words && i18n._(words.title)}
        </h2>
        <p id={ids.intro}>
          <Trans>
            Every simulated voter, ballot and result of the rehearsal goes, and the room opens for
            voting as it was: its contestants, awards, judges and teams stay. People can join at
            once.
          </Trans>
        </p>
        <SmallDialogActions error={error} busy={ending} onCancel={close}>
          <button type="button" className="button button--primary" disabled={ending} onClick={end}>
            {ending ? t`Ending...` : words && i18n._(words.button)}
          </button>
        </SmallDialogActions>
      </div>
    </SmallDialog>
  );
}
