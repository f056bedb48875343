import { Trans } from '@lingui/react/macro';
import { BrandBar } from '#client/components/brand-bar.tsx';
import { ToolsIcon } from '#client/components/icons.tsx';

/** What shows instead of a blank page when a view fails: a calm word and a way back. */
export function RecoveryScreen() {
  return (
    <div className="page page--narrow stack">
      <BrandBar />
      <main className="card stack state-card">
        <span className="state-icon" aria-hidden="true">
          <ToolsIcon size={40} />
        </span>
        <h1 className="section-title">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="muted">
          <Trans>
            VibeRank could not show this screen. Your room and your vote are safe on the server;
            reloading the page usually puts things right.
          </Trans>
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          <Trans>Reload</Trans>
        </button>
      </main>
    </div>
  );
}
