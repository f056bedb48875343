import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { SmallDialog, SmallDialogActions } from '#client/components/small-dialog.tsx';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { Contestant } from '#shared/api.ts';
import { expoApi } from './expo-api.ts';

/**
 * Number tables: asks first, saying which tables the contestants get (and
 * that any they have are replaced), then gives them tables 1 to N in the
 * order they are listed. `onNumbered` shows the new tables ahead of the
 * live update.
 */
export function NumberTablesButton({
  roomId,
  adminToken,
  contestants,
  onNumbered,
}: {
  roomId: string;
  adminToken: string;
  contestants: readonly Contestant[];
  onNumbered: (contestants: Contestant[]) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const ids = { title: `${id}-title`, intro: `${id}-intro` };
  const count = contestants.length;
  const renumbering = contestants.some((contestant) => contestant.tableNumber !== null);

  const close = () => {
    setError(null);
    setOpen(false);
  };

  const numberTables = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await expoApi.numberTables(roomId, adminToken);
      onNumbered(answer.contestants);
      close();
    } catch (failure) {
      setError(getErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setOpen(true)}
      >
        <Trans>Number tables</Trans>
      </button>
      <SmallDialog
        open={open}
        busy={busy}
        titleId={ids.title}
        describedBy={ids.intro}
        onClose={close}
      >
        <div className="small-dialog__content">
          <h2 id={ids.title} className="small-dialog__title">
            <Trans>Number tables</Trans>
          </h2>
          <p id={ids.intro}>
            {t`${plural(count, {
              one: 'The contestant gets table 1.',
              other: 'The contestants get tables 1 to #, in the order they are listed.',
            })}`}{' '}
            {renumbering && <Trans>The tables they have now are replaced.</Trans>}
          </p>
          <SmallDialogActions error={error} busy={busy} onCancel={close}>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={numberTables}
            >
              {busy ? t`Numbering tables…` : t`Number tables`}
            </button>
          </SmallDialogActions>
        </div>
      </SmallDialog>
    </>
  );
}
