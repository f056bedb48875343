import { Trans } from '@lingui/react/macro';
import './ballot-notice.css';

/**
 * Tells the participant, in words and to screen readers, that the organiser
 * changed their ballot by removing a contestant. The live region is always
 * there, so that what appears in it is announced.
 */
export function BallotNotice({
  notice,
  onDismiss,
}: {
  notice: string | null;
  onDismiss: () => void;
}) {
  return (
    <div role="status" className="ballot-notice-region">
      {notice && (
        <div className="ballot-notice">
          <p className="ballot-notice__text">{notice}</p>
          <button type="button" className="button button--ghost button--small" onClick={onDismiss}>
            <Trans context="dismiss a notice">OK</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
