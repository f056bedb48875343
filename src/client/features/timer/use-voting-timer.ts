import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { Room } from '#shared/api.ts';
import { TIMER_MAX_MINUTES, TIMER_MIN_MINUTES } from '#shared/voting-timer.ts';
import { timerApi } from './timer-api.ts';

/** What the organiser reads for minutes the timer cannot run. */
export function minutesHint(i18n: I18n): string {
  const fewest = formatNumber(TIMER_MIN_MINUTES, i18n.locale);
  const most = formatNumber(TIMER_MAX_MINUTES, i18n.locale);
  return i18n._(msg`Whole minutes, ${fewest} to ${most}.`);
}

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
  const { t } = useLingui();
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
      t`The timer was not started.`,
    );
  const cancel = () =>
    run(() => timerApi.cancel(session.roomId, session.adminToken), t`The timer was not cancelled.`);

  return { busy, error, setError, start, cancel };
}
