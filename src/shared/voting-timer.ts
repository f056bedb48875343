/**
 * The organiser's timer: its bounds, and how every screen shows and announces
 * the time left. No schema library here: phones import it.
 */

/** The shortest and longest timer the server starts, in seconds (5 s to 3 h). */
export const TIMER_MIN_SECONDS = 5;
export const TIMER_MAX_SECONDS = 3 * 60 * 60;

/** What the dashboard asks for, in whole minutes. */
export const TIMER_MIN_MINUTES = 1;
export const TIMER_MAX_MINUTES = TIMER_MAX_SECONDS / 60;

/** Who ends voting, in the audit log, when the timer runs out. */
export const TIMER_ACTOR = 'timer';

/** Whole seconds left until `endsAtMs` at `nowMs`, rounded up (0 once it has passed). */
export function secondsLeft(endsAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}

/** The time left as a clock shows it: "4:59", "0:07", "1:02:03". */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** The time left as words for a screen reader: "4 minutes 59 seconds", "1 hour 5 minutes". */
export function spokenTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const parts = [
    hours > 0 ? plural(hours, 'hour') : '',
    minutes > 0 ? plural(minutes, 'minute') : '',
    // Seconds matter only in the last minutes.
    rest > 0 && hours === 0 && minutes < 5 ? plural(rest, 'second') : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : plural(0, 'second');
}

/**
 * The moments, in seconds left, at which a screen reader is told the time
 * left: often enough to plan by, never every second.
 */
const ANNOUNCED_AT = [7200, 3600, 1800, 1200, 600, 300, 120, 60, 30, 10];

/** Whether going from `before` to `now` seconds left passes one of the announced moments. */
export function passesAnnouncement(before: number, now: number): boolean {
  return ANNOUNCED_AT.some((moment) => before > moment && now <= moment);
}
