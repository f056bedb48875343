import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CheckIcon } from '#client/components/icons.tsx';
import { progressText, RANKING_TITLE_ID } from './expo-wording.ts';
import { type NextStop, NextStopCard } from './next-stop-card.tsx';
import type { RouteProgress } from './route-progress.ts';

/** Takes the judge to their ranking: scrolled to, and the keyboard on its heading. */
function goToRanking() {
  const heading = document.getElementById(RANKING_TITLE_ID);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

/**
 * The top of the judge's phone: how far they are ("3 of 10 seen"), then the
 * next stop to walk to; once every project of the route is seen, Route
 * complete, pointing to the ranking; with nothing planned for now (tables
 * not numbered yet, every other project absent), that said.
 */
export function RouteCard({
  progress,
  next,
  sending,
  onWalk,
}: {
  progress: RouteProgress;
  next: NextStop | null;
  sending: boolean;
  onWalk: (contestantId: string, status: 'seen' | 'absent') => void;
}) {
  const { i18n } = useLingui();
  const progressId = useId();
  const rankButton = (
    <button type="button" className="button button--gradient button--block" onClick={goToRanking}>
      <Trans>Rank what you saw</Trans>
    </button>
  );
  return (
    <div className="card stack expo-route-card">
      <div className="expo-progress">
        <span id={progressId} className="expo-progress__text" data-testid="expo-progress">
          {progressText(i18n, progress.seen, progress.size)}
        </span>
        <progress
          className="expo-progress__bar"
          value={Math.min(progress.seen, progress.size)}
          max={Math.max(progress.size, 1)}
          aria-labelledby={progressId}
        />
      </div>
      {next && !progress.complete ? (
        <NextStopCard stop={next} sending={sending} onWalk={onWalk} />
      ) : progress.complete ? (
        <div className="expo-done stack">
          <span className="state-icon expo-done__icon" aria-hidden="true">
            <CheckIcon size={36} />
          </span>
          <h2 className="expo-done__title" tabIndex={-1}>
            <Trans>Route complete</Trans>
          </h2>
          <p>
            <Trans>
              You have seen every project of your route: rank them, best first, and submit your
              ranking.
            </Trans>
          </p>
          {rankButton}
        </div>
      ) : (
        <div className="stack">
          <p className="expo-done__title">
            <Trans>No stop is waiting for you right now.</Trans>
          </p>
          <p className="muted">
            <Trans>New stops appear here as they are planned: meanwhile, rank what you saw.</Trans>
          </p>
          {progress.seen > 0 && rankButton}
        </div>
      )}
    </div>
  );
}
