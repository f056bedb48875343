import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { App } from './app.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import type { Screen } from './use-screen.ts';

/** What React renders into #root, in the browser and at build time alike. */
export function AppRoot({ first }: { first: Screen }) {
  return (
    <StrictMode>
      <I18nProvider i18n={appI18n}>
        <ErrorBoundary>
          <App first={first} />
        </ErrorBoundary>
      </I18nProvider>
    </StrictMode>
  );
}
