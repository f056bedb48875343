import { msg } from '@lingui/core/macro';
import { describe, expect, it, vi } from 'vitest';
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

  it('brings the catalogs a screen asks for during a switch in the new language', async () => {
    // A device as it starts: only the first load's catalog (the setup loads the others).
    vi.resetModules();
    const starting = await import('./app-language.ts');
    // A phone back on its ballot fetches it while its language's catalogs load.
    const switched = starting.showLanguage('fr');
    await starting.needCatalogs(['phone']);
    await switched;
    expect(starting.appLanguage()).toBe('fr');
    expect(starting.hasCatalogs(['start', 'phone'])).toBe(true);
    await showLanguage('en');
  });
});
