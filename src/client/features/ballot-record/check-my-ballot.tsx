import { useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { loadReceipts } from '#client/lib/receipts.ts';
import type { Results } from '#shared/api.ts';
import type { ReceiptInAward } from '#shared/ballot-record.ts';
import { awardsWithReceipt, type SealCheck } from './receipt-outcome.ts';
import { ReceiptOutcome } from './receipt-outcome-view.tsx';
import { recordApi } from './record-api.ts';

type Checked = { receipt: string; entry: ReceiptInAward; seal: SealCheck }[];

/**
 * Check my ballot: reads what the published ballot record holds for each
 * receipt this device kept in the room (one a ballot, per award) and says
 * how each ballot counted, or what happened to it. A sealed ballot is checked
 * against the picks the device knows (`picks`, by award id).
 */
export function CheckMyBallot({
  roomId,
  results,
  picks,
}: {
  roomId: string;
  results: Results;
  picks?: ReadonlyMap<string, readonly string[]>;
}) {
  const [kept] = useState(() => loadReceipts(roomId));
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const receipts = Object.entries(kept);
  if (receipts.length === 0) return null;

  const check = async () => {
    setBusy(true);
    setError(null);
    try {
      const { sealMatches } = await import('./seal-check.ts');
      const answers = await Promise.all(
        receipts.map(async ([awardId, { receipt, salt }]) => {
          const answer = await recordApi.check(roomId, receipt);
          return awardsWithReceipt(answer.awards).map((entry) => ({
            receipt,
            entry,
            seal: sealMatches(entry, picks?.get(awardId), salt, results),
          }));
        }),
      );
      setChecked(answers.flat());
    } catch (caught) {
      setError(`Your ballot could not be checked. ${getErrorMessage(caught)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card stack check-ballot" aria-label="Check my ballot">
      <button type="button" className="button button--secondary" disabled={busy} onClick={check}>
        {busy ? 'Checking…' : 'Check my ballot'}
      </button>
      <div className="stack check-ballot__outcomes" role="status">
        {checked?.map(({ receipt, entry, seal }) => (
          <ReceiptOutcome
            key={`${receipt}-${entry.awardId}`}
            receipt={receipt}
            entry={entry}
            seal={seal}
            showAward={results.awards.length > 1}
          />
        ))}
        {error && <p className="error-box">{error}</p>}
      </div>
    </section>
  );
}
