import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RecoveryScreen } from './recovery-screen.tsx';

/**
 * Logs an error an error boundary caught, once, with the component stack:
 * the root's `onCaughtError` (main.tsx), in place of React's own log.
 */
export function reportRenderError(error: unknown, info: Pick<ErrorInfo, 'componentStack'>): void {
  console.error('VibeRank could not show this screen:', error, info.componentStack ?? '');
}

/** Shows the recovery screen instead of a blank page when anything below fails to render. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RecoveryScreen /> : this.props.children;
  }
}
