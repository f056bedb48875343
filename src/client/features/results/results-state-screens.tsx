import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { BrandBar } from '#client/components/brand-bar.tsx';
import { BackIcon } from '#client/components/icons.tsx';
import { TrophyIcon } from '#client/components/trophy-icon.tsx';
import './results-state-screens.css';

/** The top bar of a results screen: the brand and a way back. */
export function ResultsBrandBar({ backLabel, onBack }: { backLabel: string; onBack: () => void }) {
  return (
    <BrandBar>
      <button
        type="button"
        className="button button--secondary button--small results-back"
        onClick={onBack}
      >
        <BackIcon className="results-back__icon" />
        {backLabel}
      </button>
    </BrandBar>
  );
}

/** A link home that leaves the way the view decides (forgetting the room, say). */
export function HomeLink({
  onHome,
  className,
  children,
}: {
  onHome: () => void;
  className: string;
  children: ReactNode;
}) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onHome();
  };
  return (
    <a className={className} href="/" onClick={follow}>
      {children}
    </a>
  );
}

/** A narrow page: the room's header, then one card saying where things stand. */
export function StateScreen({
  header,
  icon,
  title,
  children,
}: {
  header: ReactNode;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="page page--narrow stack">
      {header}
      <main className="card stack state-card" aria-live="polite">
        <span className="state-icon" aria-hidden="true">
          {icon}
        </span>
        <h2 className="section-title">{title}</h2>
        {children}
      </main>
    </div>
  );
}

/**
 * Voting has ended and the organiser holds the results for the reveal: they
 * appear here by themselves once the main screen shows the winner. With
 * `onHome`, a Return to Home link (where the header has no way home).
 */
export function ResultsHeld({ header, onHome }: { header: ReactNode; onHome?: () => void }) {
  const { t } = useLingui();
  return (
    <StateScreen
      header={header}
      icon={<TrophyIcon className="results-state__icon" />}
      title={t`Results will be revealed on the main screen`}
    >
      <p className="muted">
        <Trans>
          Voting has ended. Keep this page open: the results appear here as soon as the winner is
          revealed.
        </Trans>
      </p>
      {onHome && (
        <HomeLink className="button button--secondary" onHome={onHome}>
          <Trans>Return to Home</Trans>
        </HomeLink>
      )}
    </StateScreen>
  );
}
