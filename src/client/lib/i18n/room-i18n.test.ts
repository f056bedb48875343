import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { appI18n, appLanguage } from './app-language.ts';
import { holdsCatalogs } from './catalogs.ts';
import { BIG_SCREEN_CATALOGS, createRoomI18n, showRoomLanguage } from './room-i18n.ts';
import { fallbackLanguage } from './room-language-fallback.ts';

describe("the room's language on the big screen", () => {
  it('is an instance of its own, with the English start catalog built in', () => {
    const i18n = createRoomI18n();
    expect(i18n).not.toBe(appI18n);
    i18n.activate('en');
    expect(i18n._(msg`Join a Voting Room`)).toBe('Join a Voting Room');
  });

  it("switches to the room's language once its catalogs are here, leaving the device's alone", async () => {
    const i18n = createRoomI18n();
    expect(await showRoomLanguage(i18n, 'ar', BIG_SCREEN_CATALOGS)).toBe(true);
    expect(i18n.locale).toBe('ar');
    expect(holdsCatalogs(i18n, 'ar', BIG_SCREEN_CATALOGS)).toBe(true);
    expect(appLanguage()).toBe('en');
    expect(await showRoomLanguage(i18n, 'de', BIG_SCREEN_CATALOGS)).toBe(true);
    expect(i18n.locale).toBe('de');
  });

  it('does not switch to a language the room has already left', async () => {
    const i18n = createRoomI18n();
    await showRoomLanguage(i18n, 'fr', ['start']);
    expect(await showRoomLanguage(i18n, 'es', ['start'], () => false)).toBe(false);
    expect(i18n.locale).toBe('fr');
  });
});

describe("a phone on a room's page", () => {
  it("speaks the room's language when it has none of its own", () => {
    expect(fallbackLanguage('de', null, 'en')).toBe('de');
    expect(fallbackLanguage('ar', null, 'de')).toBe('ar');
  });

  it('keeps its own language, chosen or its browser’s, and switches to nothing it already speaks', () => {
    expect(fallbackLanguage('de', 'fr', 'fr')).toBeNull();
    expect(fallbackLanguage('de', 'en', 'en')).toBeNull();
    expect(fallbackLanguage('de', null, 'de')).toBeNull();
  });
});
