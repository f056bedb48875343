import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { ErrorBoundary, reportRenderError } from './app/error-boundary.tsx';
import { registerOfflineApp } from './lib/offline-app.ts';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
createRoot(root, { onCaughtError: reportRenderError }).render(
  <StrictMode>
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
registerOfflineApp();
