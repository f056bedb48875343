// Unit tests word messages with the device's Lingui instance (appI18n), which
// starts with only the first load's catalog, as a phone does: every screen
// group's English catalog is loaded before a test runs, as the pages load
// theirs before they draw.
import { needCatalogs } from '#client/lib/i18n/app-language.ts';

await needCatalogs(['phone', 'organiser', 'screen', 'refusals']);
