import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { spokenTimeLeft } from './time-left-words.ts';

describe('spokenTimeLeft', () => {
  it('says the time left in words, seconds only in the last minutes', () => {
    expect(spokenTimeLeft(appI18n, 299)).toBe('4 minutes 59 seconds');
    expect(spokenTimeLeft(appI18n, 60)).toBe('1 minute');
    expect(spokenTimeLeft(appI18n, 30)).toBe('30 seconds');
    expect(spokenTimeLeft(appI18n, 1)).toBe('1 second');
    expect(spokenTimeLeft(appI18n, 0)).toBe('0 seconds');
    expect(spokenTimeLeft(appI18n, 1_230)).toBe('20 minutes');
    expect(spokenTimeLeft(appI18n, 3_900)).toBe('1 hour 5 minutes');
    expect(spokenTimeLeft(appI18n, 7_200)).toBe('2 hours');
    expect(spokenTimeLeft(appI18n, 3_605)).toBe('1 hour');
  });
});
