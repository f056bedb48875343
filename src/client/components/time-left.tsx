import { Trans, useLingui } from '@lingui/react/macro';
import { useTimeLeft, useTimeLeftAnnouncement } from '#client/lib/use-time-left.ts';
import { formatTimeLeft } from '#shared/voting-timer.ts';
import './time-left.css';

/**
 * "Voting closes in 4:59", counting down each second while the organiser's
 * timer runs; nothing when none runs. The clock itself is not read aloud
 * (a timer is not a live region); with `announce`, a polite live region,
 * present from the start so that its first words are heard, says the time
 * left at sensible moments.
 */
export function TimeLeft({
  votingEndsAt,
  announce = false,
  className = '',
}: {
  votingEndsAt: string | null;
  announce?: boolean;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const seconds = useTimeLeft(votingEndsAt);
  const announcement = useTimeLeftAnnouncement(i18n, announce ? votingEndsAt : null, seconds);
  const clock = seconds === null ? '' : formatTimeLeft(seconds);
  return (
    <>
      {seconds !== null && (
        <p className={`time-left ${className}`} role="timer">
          {seconds > 0 ? (
            <Trans>
              Voting closes in <span className="time-left__clock">{clock}</span>
            </Trans>
          ) : (
            t`Voting is closing…`
          )}
        </p>
      )}
      {announce && (
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      )}
    </>
  );
}
