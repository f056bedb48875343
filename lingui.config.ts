import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { CATALOG_GROUPS } from './src/client/lib/i18n/catalog-groups.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/shared/languages.ts';

/**
 * The client's message catalogs (decision 044): one PO file per language and
 * catalog group, in src/client/locales/<language>/<group>.po, English the
 * source. `npx lingui extract --clean` refreshes them from the code;
 * `npm run lint` fails while any is out of date or lacks a translation.
 */
export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  locales: [...LANGUAGES],
  fallbackLocales: { default: DEFAULT_LANGUAGE },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: Object.entries(CATALOG_GROUPS).map(([group, files]) => ({
    path: `<rootDir>/src/client/locales/{locale}/${group}`,
    include: files.include.map((path) => `<rootDir>/${path}`),
    exclude: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.test-support.ts',
      ...('exclude' in files ? files.exclude.map((path) => `<rootDir>/${path}`) : []),
    ],
  })),
});
