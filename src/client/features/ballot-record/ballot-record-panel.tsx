import { Trans } from '@lingui/react/macro';
import { Fingerprint } from '#client/components/fingerprint.tsx';
import { CheckMyBallot, type RecordOfRoom } from './check-my-ballot.tsx';
import { ReceiptForm } from './receipt-form.tsx';
import { recordApi } from './record-api.ts';
import { RecountButton } from './recount-button.tsx';
import './ballot-record.css';

/**
 * The ballot record on the public results page: its fingerprint, Download
 * ballot record, Check my ballot for a device that voted here, Receipt and
 * Check for anyone with a receipt, and Recount. Shown once every award's
 * results are out (the record covers them all).
 */
export function BallotRecordPanel({ roomId, results, token }: RecordOfRoom) {
  if (results.fingerprint === undefined) return null;
  const several = results.awards.length > 1;
  return (
    <section className="card stack ballot-record" aria-labelledby="ballot-record-title">
      <h2 id="ballot-record-title" className="section-title">
        <Trans>Ballot record</Trans>
      </h2>
      <p className="muted ballot-record__lead">
        <Trans>
          Every ballot counted, by receipt and with no names: anyone can check a receipt or recount
          the results.
        </Trans>
      </p>
      <div className="stack ballot-record__fingerprint">
        <p className="ballot-record__label">
          <Trans>Ballot record fingerprint</Trans>
        </p>
        <Fingerprint hex={results.fingerprint} />
      </div>
      <a className="button button--secondary" href={recordApi.fileUrl(roomId)} download>
        <Trans>Download ballot record</Trans>
      </a>
      <CheckMyBallot roomId={roomId} results={results} token={token} />
      <ReceiptForm roomId={roomId} showAward={several} />
      <RecountButton roomId={roomId} fingerprint={results.fingerprint} showAward={several} />
    </section>
  );
}
