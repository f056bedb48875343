import { useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { Room } from '#shared/api.ts';
import { TIMER_MAX_MINUTES, TIMER_MIN_MINUTES } from '#shared/voting-timer.ts';
import { timerApi } from './timer-api.ts';

/** What the organiser reads for minutes the timer cannot run. */
export const MINUTES_HINT = `Whole minutes, ${TIMER_MIN_MINUTES} to ${TIMER_MAX_MINUTES}.`;

/** The minutes typed, when the timer can run them; otherwise null. */
export function timerMinutes(typed: string): number | null {
  if (!/^\s*\d+\s*$/.test(typed)) return null;
  const minutes = Number(typed);
  return minutes >= TIMER_MIN_MINUTES && minutes <= TIMER_MAX_MINUTES ? minutes : null;
}

export type VotingTimer = ReturnType<typeof useVotingTimer>;

/**
 * Start timer and Cancel timer: asks the server, and shows the room it
 * answers with ahead of the live update (every dashboard also gets it). A
 * refusal changes nothing and says why.
 */
export function useVotingTimer(session: AdminSession, onChanged: (room: Room) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (call: () => Promise<{ room: Room }>, failure: string) => {
    setBusy(true);
    setError(null);
    try {
      onChanged((await call()).room);
    } catch (caught) {
      setError(`${failure} ${getErrorMessage(caught)}`);
    } finally {
      setBusy(false);
    }
  };

  const start = (minutes: number) =>
    run(
      () => timerApi.start(session.roomId, session.adminToken, minutes * 60),
      'The timer was not started.',
    );
  const cancel = () =>
    run(() => timerApi.cancel(session.roomId, session.adminToken), 'The timer was not cancelled.');

  return { busy, error, setError, start, cancel };
}
