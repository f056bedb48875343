import { Trans } from '@lingui/react/macro';
import './rehearsal-notice.css';

/** The big screen's mark of a rehearsal, read from the back of the hall. */
export function RehearsalRibbon() {
  return (
    <p className="rehearsal-ribbon" role="status">
      <Trans>Rehearsal · simulated voters</Trans>
    </p>
  );
}

/** What a phone or a results page says while the organiser rehearses. */
export function RehearsalNotice() {
  return (
    <p className="notice rehearsal-notice" role="status">
      <Trans>
        Rehearsal in progress: the organiser is trying the show with simulated voters. Voting opens
        when they go live.
      </Trans>
    </p>
  );
}
