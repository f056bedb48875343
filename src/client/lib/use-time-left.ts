import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { passesAnnouncement, secondsLeft } from '#shared/voting-timer.ts';
import { serverClockOffset } from './server-clock.ts';
import { spokenTimeLeft } from './time-left-words.ts';

/** Wakes this long after the time left changes its whole second, never just before it. */
const TICK_SLACK_MS = 20;

/**
 * The whole seconds left until `votingEndsAt` (the server's clock), renewed
 * as each second passes and corrected for a device clock that is wrong;
 * null when no timer runs.
 */
export function useTimeLeft(votingEndsAt: string | null): number | null {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const running = votingEndsAt !== null;

  useEffect(() => {
    if (!running) return;
    let current = true;
    void serverClockOffset().then((measured) => current && setOffset(measured));
    return () => {
      current = false;
    };
  }, [running]);

  useEffect(() => {
    if (votingEndsAt === null) return;
    const endsAt = Date.parse(votingEndsAt);
    let timer: number | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const msLeft = endsAt - (at + offset);
      if (msLeft <= 0) return;
      timer = window.setTimeout(tick, (msLeft % 1000 || 1000) + TICK_SLACK_MS);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [votingEndsAt, offset]);

  return votingEndsAt === null ? null : secondsLeft(Date.parse(votingEndsAt), now + offset);
}

/**
 * What a polite live region says of the timer: the time left when a timer
 * starts or changes and at a few moments as it runs down (never every
 * second), and that it stopped when it is cancelled.
 */
export function useTimeLeftAnnouncement(
  i18n: I18n,
  votingEndsAt: string | null,
  seconds: number | null,
): string {
  // What was last said, worded as it is shown: in the language of the moment.
  const [said, setSaid] = useState<{ stopped: true } | { secondsLeft: number } | null>(null);
  const previous = useRef<{ votingEndsAt: string | null; seconds: number | null }>({
    votingEndsAt,
    seconds,
  });

  useEffect(() => {
    const before = previous.current;
    previous.current = { votingEndsAt, seconds };
    if (votingEndsAt === null || seconds === null) {
      if (before.votingEndsAt !== null) setSaid({ stopped: true });
      return;
    }
    const changed = before.votingEndsAt !== votingEndsAt;
    const moment = before.seconds !== null && passesAnnouncement(before.seconds, seconds);
    if (seconds > 0 && (changed || moment)) {
      setSaid({ secondsLeft: seconds });
    }
  }, [votingEndsAt, seconds]);

  if (said === null) return '';
  if ('stopped' in said) return i18n._(msg`The timer has stopped: voting stays open.`);
  const timeLeft = spokenTimeLeft(i18n, said.secondsLeft);
  return i18n._(msg`Voting closes in ${timeLeft}`);
}
