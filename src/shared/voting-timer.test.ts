import { describe, expect, it } from 'vitest';
import { formatTimeLeft, passesAnnouncement, secondsLeft, spokenTimeLeft } from './voting-timer.ts';

describe('secondsLeft', () => {
  it('rounds up, so the clock shows 0:00 only once the time has run out', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });
});

describe('formatTimeLeft', () => {
  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatTimeLeft(299)).toBe('4:59');
    expect(formatTimeLeft(133)).toBe('2:13');
    expect(formatTimeLeft(7)).toBe('0:07');
    expect(formatTimeLeft(0)).toBe('0:00');
    expect(formatTimeLeft(3600)).toBe('1:00:00');
    expect(formatTimeLeft(3723)).toBe('1:02:03');
    expect(formatTimeLeft(10_800)).toBe('3:00:00');
  });
});

describe('spokenTimeLeft', () => {
  it('says the time in words, seconds only in the last minutes', () => {
    expect(spokenTimeLeft(299)).toBe('4 minutes 59 seconds');
    expect(spokenTimeLeft(60)).toBe('1 minute');
    expect(spokenTimeLeft(30)).toBe('30 seconds');
    expect(spokenTimeLeft(1)).toBe('1 second');
    expect(spokenTimeLeft(1_230)).toBe('20 minutes');
    expect(spokenTimeLeft(3_900)).toBe('1 hour 5 minutes');
    expect(spokenTimeLeft(7_200)).toBe('2 hours');
  });
});

describe('passesAnnouncement', () => {
  it('is true once as the time left passes 10, 5, 2 and 1 minutes, 30 and 10 seconds', () => {
    const announced: number[] = [];
    for (let left = 900; left > 0; left--) {
      if (passesAnnouncement(left + 1, left)) announced.push(left);
    }
    expect(announced).toEqual([600, 300, 120, 60, 30, 10]);
  });

  it('is true when a tick skips over a moment (a phone that slept)', () => {
    expect(passesAnnouncement(75, 50)).toBe(true);
    expect(passesAnnouncement(59, 31)).toBe(false);
  });
});
