import { Trans, useLingui } from '@lingui/react/macro';
import type { ReceiptInAward } from '#shared/ballot-record.ts';
import { outcomeLines, type SealCheck } from './receipt-outcome.ts';
import './ballot-record.css';

/** What the ballot record says of one receipt in one award, under the award's name when there are several. */
export function ReceiptOutcome({
  receipt,
  entry,
  seal = null,
  showAward,
}: {
  receipt: string;
  entry: ReceiptInAward;
  seal?: SealCheck;
  showAward: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <div className="receipt-outcome">
      {showAward && <h3 className="receipt-outcome__award">{entry.awardName}</h3>}
      {outcomeLines(i18n, entry, seal).map((line) => (
        <p key={line} className="receipt-outcome__line">
          {line}
        </p>
      ))}
      <p className="muted receipt-outcome__receipt">
        <Trans>
          Receipt <span className="receipt-code">{receipt}</span>
        </Trans>
      </p>
    </div>
  );
}
