import { describe, expect, it } from 'vitest';
import { shownLanguage } from './room-language-shown.ts';

describe('the room language control', () => {
  it("shows the live room's language when nothing is asked", () => {
    expect(shownLanguage('en', null, null)).toBe('en');
  });

  it('shows the language asked for while the call is out', () => {
    expect(shownLanguage('en', 'de', null)).toBe('de');
    expect(shownLanguage('en', 'ar', { from: 'en', to: 'de' })).toBe('ar');
  });

  it('shows the answered language until the live room moves', () => {
    expect(shownLanguage('en', null, { from: 'en', to: 'de' })).toBe('de');
    expect(shownLanguage('de', null, { from: 'en', to: 'de' })).toBe('de');
    // Another organiser changed it since: the live room is the truth.
    expect(shownLanguage('fr', null, { from: 'en', to: 'de' })).toBe('fr');
  });
});
