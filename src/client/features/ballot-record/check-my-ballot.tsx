import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { readOwnBallotsInRoom } from '#client/lib/own-ballot-read.ts';
import { type KeptReceipt, loadReceipts } from '#client/lib/receipts.ts';
import type { Ballot, Results } from '#shared/api.ts';
import type { ReceiptInAward } from '#shared/ballot-record.ts';
import { awardsWithReceipt, type SealCheck } from './receipt-outcome.ts';
import { ReceiptOutcome } from './receipt-outcome-view.tsx';
import { recordApi } from './record-api.ts';

type Checked = { receipt: string; entry: ReceiptInAward; seal: SealCheck }[];
type Mine = { kept: KeptReceipt; ballot: Ballot | undefined };

/**
 * This device's receipts in the room, by award: those of its ballots as the
 * server reads them (with their picks, to check a sealed ballot against),
 * and those it kept itself (a ballot the organiser deleted is read no more).
 */
async function myReceipts(roomId: string, token: string | undefined): Promise<Map<string, Mine>> {
  const mine = new Map<string, Mine>(
    Object.entries(loadReceipts(roomId)).map(([awardId, kept]) => [
      awardId,
      { kept, ballot: undefined },
    ]),
  );
  if (token) {
    const own = await readOwnBallotsInRoom(roomId, token).catch(() => null);
    for (const ballot of own?.ballots ?? (own?.ballot ? [own.ballot] : [])) {
      if (ballot.receipt && ballot.salt) {
        mine.set(ballot.awardId, { kept: { receipt: ballot.receipt, salt: ballot.salt }, ballot });
      }
    }
  }
  return mine;
}

/** The room whose ballot record is shown, and the device that looks at it. */
export type RecordOfRoom = {
  roomId: string;
  results: Results;
  /** The participant token of a device that voted in this room, if it still has one. */
  token?: string | undefined;
};

/**
 * Check my ballot: reads what the published ballot record holds for each of
 * this device's receipts in the room (one a ballot, per award) and says how
 * each ballot counted, or what happened to it. Offered to a device that voted
 * here (`token`: its participant's, while it still has one) or kept receipts.
 */
export function CheckMyBallot({ roomId, results, token }: RecordOfRoom) {
  const { t } = useLingui();
  const [kept] = useState(() => Object.keys(loadReceipts(roomId)).length > 0);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!kept && !token) return null;

  const check = async () => {
    setBusy(true);
    setError(null);
    try {
      const { sealMatches } = await import('./seal-check.ts');
      const mine = await myReceipts(roomId, token);
      const answers = await Promise.all(
        [...mine.values()].map(async ({ kept: { receipt, salt }, ballot }) => {
          const answer = await recordApi.check(roomId, receipt);
          const picks = ballot?.rankings.map((r) => r.contestantId);
          return awardsWithReceipt(answer.awards).map((entry) => ({
            receipt,
            entry,
            seal: sealMatches(entry, picks, salt, results),
          }));
        }),
      );
      setChecked(answers.flat());
      if (mine.size === 0) setError(t`This device holds no receipt for this room.`);
    } catch (caught) {
      const problem = getErrorMessage(caught);
      setError(t`Your ballot could not be checked. ${problem}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card stack check-ballot" aria-label={t`Check my ballot`}>
      <button type="button" className="button button--secondary" disabled={busy} onClick={check}>
        {busy ? t`Checking…` : t`Check my ballot`}
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
