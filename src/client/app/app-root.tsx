import { StrictMode } from 'react';
import { App } from './app.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import type { Screen } from './use-screen.ts';

/** What React renders into #root, in the browser and at build time alike. */
export function AppRoot({ first }: { first: Screen }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <App first={first} />
      </ErrorBoundary>
    </StrictMode>
  );
}
