import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { appI18n, appLanguage, needCatalogs, showLanguage } from './app-language.ts';

describe('the device language', () => {
  it('starts in English with the start catalog built in', () => {
    expect(appLanguage()).toBe('en');
    expect(appI18n._(msg`Join a Voting Room`)).toBe('Join a Voting Room');
  });

  it('switches once the catalogs its screens need are loaded', async () => {
    await needCatalogs(['phone']);
    await showLanguage('de');
    expect(appLanguage()).toBe('de');
    await showLanguage('en');
    expect(appLanguage()).toBe('en');
  });
});
