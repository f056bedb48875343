import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * The time left as words for a screen reader, in the device's language:
 * "4 minutes 59 seconds", "1 hour 5 minutes". Seconds matter only in the
 * last minutes.
 */
export function spokenTimeLeft(i18n: I18n, secondsLeft: number): string {
  const whole = Math.max(0, Math.floor(secondsLeft));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  if (hours > 0) {
    return minutes > 0
      ? i18n._(
          msg`${plural(hours, { one: '# hour', other: '# hours' })} ${plural(minutes, { one: '# minute', other: '# minutes' })}`,
        )
      : i18n._(msg`${plural(hours, { one: '# hour', other: '# hours' })}`);
  }
  if (minutes > 0) {
    return seconds > 0 && minutes < 5
      ? i18n._(
          msg`${plural(minutes, { one: '# minute', other: '# minutes' })} ${plural(seconds, { one: '# second', other: '# seconds' })}`,
        )
      : i18n._(msg`${plural(minutes, { one: '# minute', other: '# minutes' })}`);
  }
  return i18n._(msg`${plural(seconds, { one: '# second', other: '# seconds' })}`);
}
