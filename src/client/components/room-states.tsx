import { Trans } from '@lingui/react/macro';
import { BrandBar } from './brand-bar.tsx';

/** While the live room's first snapshot is on its way. */
export function LoadingRoom() {
  return (
    <div className="page stack" aria-busy="true">
      <BrandBar />
      <p className="muted">
        <Trans>Loading room…</Trans>
      </p>
    </div>
  );
}

/** The room cannot be shown any more (gone, or this device was turned away), and the way home. */
export function RoomUnavailable({
  message,
  actionLabel,
  onAction,
  centred = false,
}: {
  message: string;
  actionLabel: string;
  onAction: () => void;
  centred?: boolean;
}) {
  return (
    <div className="page page--narrow stack">
      <BrandBar />
      <main className={centred ? 'card stack state-card' : 'card stack'}>
        <h1 className="section-title">{message}</h1>
        <button type="button" className="button button--primary" onClick={onAction}>
          {actionLabel}
        </button>
      </main>
    </div>
  );
}
