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

  it('loads in the new language the catalogs a screen asks for while it switches', async () => {
    // A fresh start, as a phone reopening its ballot in French: the ballot's
    // catalog is asked for (in English, still shown) while French loads.
    vi.resetModules();
    const phone = await import('./app-language.ts');
    const catalogs = await import('./catalogs.ts');
    const switching = phone.showLanguage('fr');
    const ballot = phone.needCatalogs(['phone']);
    await ballot;
    // The ballot is drawn once its catalog is here: in French, the switch done.
    expect(phone.appLanguage()).toBe('fr');
    expect(phone.appI18n._(msg`Submit Vote`)).toBe('Envoyer le vote');
    // Not fetched in English, the language the phone was leaving.
    expect(catalogs.holdsCatalogs(phone.appI18n, 'en', ['phone'])).toBe(false);
    await switching;
    await phone.showLanguage('en');
  });
});
