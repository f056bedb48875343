import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { TimeLeft } from '#client/components/time-left.tsx';
import type { Room } from '#shared/api.ts';
import { TIMER_MAX_MINUTES, TIMER_MIN_MINUTES } from '#shared/voting-timer.ts';
import { minutesHint, timerMinutes, type VotingTimer } from './use-voting-timer.ts';
import './voting-timer-controls.css';

const DEFAULT_MINUTES = '5';

/**
 * Start timer (minutes) while voting is open and a contestant exists, as for
 * Finish Voting; while it runs, the time left and Cancel timer. Finish Voting
 * still ends voting early.
 */
export function VotingTimerControls({
  room,
  contestantCount,
  timer,
}: {
  room: Room;
  contestantCount: number;
  timer: VotingTimer;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [minutes, setMinutes] = useState(DEFAULT_MINUTES);
  const lapsed = useLapsedWithoutContestants(room.votingEndsAt, contestantCount);
  const running = room.votingEndsAt !== null;
  if (room.status === 'ended' || (!running && contestantCount === 0 && !lapsed)) return null;

  const hint = minutesHint(i18n);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = timerMinutes(minutes);
    if (chosen === null) timer.setError(`${t`The timer was not started.`} ${hint}`);
    else void timer.start(chosen);
  };

  return (
    <div className="voting-timer">
      {running ? (
        <div className="voting-timer__running">
          <TimeLeft votingEndsAt={room.votingEndsAt} className="voting-timer__left" />
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={timer.busy}
            onClick={() => void timer.cancel()}
          >
            <Trans>Cancel timer</Trans>
          </button>
        </div>
      ) : (
        contestantCount > 0 && (
          <form className="voting-timer__form" onSubmit={submit} noValidate>
            <div className="field voting-timer__field">
              <label htmlFor={id}>
                <Trans>Minutes</Trans>
              </label>
              <input
                id={id}
                className="input voting-timer__minutes"
                type="number"
                inputMode="numeric"
                min={TIMER_MIN_MINUTES}
                max={TIMER_MAX_MINUTES}
                step={1}
                value={minutes}
                aria-describedby={`${id}-hint`}
                onChange={(event) => setMinutes(event.target.value)}
              />
            </div>
            <button type="submit" className="button button--secondary" disabled={timer.busy}>
              <Trans>Start timer</Trans>
            </button>
            <p id={`${id}-hint`} className="muted voting-timer__hint">
              <Trans>Voting closes by itself when the time runs out.</Trans> {hint}
            </p>
          </form>
        )
      )}
      {lapsed && !running && (
        <p className="notice voting-timer__note" role="status">
          {/* A timer ran out in a room left without contestants: voting could not end. */}
          <Trans>The timer ran out, but voting is still open: there are no contestants.</Trans>
        </p>
      )}
      {timer.error && (
        <p className="error-box voting-timer__error" role="alert">
          {timer.error}
        </p>
      )}
    </div>
  );
}

/**
 * Whether the running timer just stopped at its end without ending voting:
 * the server clears a timer that runs out in a room with no contestants.
 * A cancel stops it before its end, and is not this.
 */
function useLapsedWithoutContestants(votingEndsAt: string | null, contestantCount: number) {
  const [lapsed, setLapsed] = useState(false);
  const last = useRef(votingEndsAt);
  useEffect(() => {
    const before = last.current;
    last.current = votingEndsAt;
    if (votingEndsAt !== null) setLapsed(false);
    else if (before !== null && contestantCount === 0 && Date.parse(before) <= Date.now() + 1_000) {
      setLapsed(true);
    }
  }, [votingEndsAt, contestantCount]);
  return lapsed;
}
