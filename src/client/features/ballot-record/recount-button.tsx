import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { recordApi } from './record-api.ts';
import type { RecountReport } from './run-recount.ts';

/**
 * Recount: downloads the ballot record and recounts every award in this
 * browser, then says whether the results are the same (or which figure
 * differs) and what Schulze and instant-runoff make of each award.
 */
export function RecountButton({
  roomId,
  fingerprint,
  showAward,
}: {
  roomId: string;
  fingerprint: string | undefined;
  showAward: boolean;
}) {
  const { t, i18n } = useLingui();
  /** An award's name before what the other methods say of it. */
  const awardHeading = (awardName: string) => t`${awardName}:`;
  const [report, setReport] = useState<RecountReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const recount = async () => {
    setBusy(true);
    setError(null);
    try {
      const { runRecount } = await import('./run-recount.ts');
      setReport(await runRecount(i18n, recordApi.fileUrl(roomId), fingerprint));
    } catch (caught) {
      setReport(null);
      const problem = getErrorMessage(caught);
      setError(t`The recount could not run. ${problem}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack recount">
      <button type="button" className="button button--secondary" disabled={busy} onClick={recount}>
        {busy ? t`Recounting…` : t`Recount`}
      </button>
      <div className="stack" role="status">
        {report && (
          <>
            <p className={report.differences.length === 0 ? 'recount__same' : 'error-box'}>
              {report.summary}
            </p>
            {report.differences.length > 0 && (
              <ul className="recount__differences">
                {report.differences.map((difference) => (
                  <li key={difference}>{difference}</li>
                ))}
              </ul>
            )}
            <ul className="recount__opinions">
              {report.opinions.map((opinion) => (
                <li key={opinion.awardId}>
                  {showAward && <strong>{awardHeading(opinion.name)} </strong>}
                  {opinion.text}
                </li>
              ))}
            </ul>
          </>
        )}
        {error && <p className="error-box">{error}</p>}
      </div>
    </div>
  );
}
