import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The room's one award is not open to this voter's side: nothing to rank here. */
export function NotYourAward({ header, judge }: { header: ReactNode; judge: boolean }) {
  const { t } = useLingui();
  return (
    <div className="page page--narrow stack">
      {header}
      <main className="card stack state-card" aria-live="polite">
        <h2 className="section-title">
          {judge ? t`Judges don't vote in this award.` : t`Only judges vote in this award.`}
        </h2>
        <p className="muted">
          <Trans>The results will show here when the organiser reveals them.</Trans>
        </p>
      </main>
    </div>
  );
}
