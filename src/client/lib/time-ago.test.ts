import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { timeAgo } from './time-ago.ts';

const NOW = Date.parse('2026-03-14T18:30:00.000Z');
const secondsBefore = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says just now for the first ten seconds, and for a clock running a little behind', () => {
    expect(timeAgo(appI18n, secondsBefore(0), NOW)).toBe('just now');
    expect(timeAgo(appI18n, secondsBefore(9), NOW)).toBe('just now');
    expect(timeAgo(appI18n, secondsBefore(-30), NOW)).toBe('just now');
  });

  it('counts seconds, then minutes, within the hour', () => {
    expect(timeAgo(appI18n, secondsBefore(10), NOW)).toBe('10s ago');
    expect(timeAgo(appI18n, secondsBefore(59), NOW)).toBe('59s ago');
    expect(timeAgo(appI18n, secondsBefore(60), NOW)).toBe('1 min ago');
    expect(timeAgo(appI18n, secondsBefore(5 * 60 + 20), NOW)).toBe('5 min ago');
    expect(timeAgo(appI18n, secondsBefore(59 * 60 + 50), NOW)).toBe('59 min ago');
  });

  it('gives the time of day after an hour', () => {
    const iso = secondsBefore(2 * 60 * 60);
    expect(timeAgo(appI18n, iso, NOW)).toBe(
      new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
    );
  });
});
