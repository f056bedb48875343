import { Trans } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { ReceiptCheck } from '#shared/ballot-record.ts';
import { RECEIPT_INPUT_MAX } from '#shared/receipts.ts';
import { awardsWithReceipt } from './receipt-outcome.ts';
import { ReceiptOutcome } from './receipt-outcome-view.tsx';
import { recordApi } from './record-api.ts';

/** Receipt and Check: anyone with a receipt reads what the ballot record holds for it. */
export function ReceiptForm({ roomId, showAward }: { roomId: string; showAward: boolean }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [answer, setAnswer] = useState<ReceiptCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      setAnswer(await recordApi.check(roomId, typed));
    } catch (caught) {
      setAnswer(null);
      setError(getErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack receipt-form" onSubmit={check}>
      <div className="field">
        <label htmlFor={id}>
          <Trans>Receipt</Trans>
        </label>
        <div className="receipt-form__row">
          <input
            id={id}
            className="input receipt-form__input"
            value={typed}
            maxLength={RECEIPT_INPUT_MAX}
            placeholder="K7Q2-9XF4-M3TD-8WQA"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button button--secondary" disabled={busy}>
            <Trans context="look up a receipt">Check</Trans>
          </button>
        </div>
        <p id={`${id}-hint`} className="hint">
          <Trans>The receipt a phone showed under “Voting Active” after its vote.</Trans>
        </p>
      </div>
      <div className="stack" role="status">
        {answer &&
          awardsWithReceipt(answer.awards).map((entry) => (
            <ReceiptOutcome
              key={entry.awardId}
              receipt={answer.receipt}
              entry={entry}
              showAward={showAward}
            />
          ))}
        {error && <p className="error-box">{error}</p>}
      </div>
    </form>
  );
}
