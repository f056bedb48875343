import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { Confetti } from '#client/components/confetti.tsx';
import type { Award, Contestant, Results, Room } from '#shared/api.ts';
import { AwardResultsList } from './award-results.tsx';
import { awardSections, latestReleased, onlyAwardVoters } from './award-sections.ts';
import { ownPicks } from './own-picks.ts';
import { ResultsBrandBar } from './results-state-screens.tsx';
import { ResultsSummary } from './results-summary.tsx';
import { ShareResultsButton } from './share-results-button.tsx';
import { YourPicks } from './your-picks.tsx';
import './results-view.css';

/**
 * The full-screen final results: header, share and back buttons, the
 * standings, and a confetti burst CONFETTI_DELAY_MS after it opens. Share
 * Results shares the current page's address. A room of several awards
 * (`awards`, the room's list) shows each under its name, in the
 * organiser's order; one held for the reveal says it is coming, and fills
 * in when it is released (with no second burst).
 */
export function ResultsView({
  room,
  results,
  awards,
  contestants,
  onBack,
  backLabel,
  picks,
  notice,
  footer,
}: {
  room: Room;
  results: Results;
  awards?: readonly Award[];
  contestants: Contestant[];
  onBack: () => void;
  backLabel?: string;
  /**
   * A participant's own ballot, contestant ids in ranked order; in a room of
   * several awards, their ballot in each award they voted in, by award id.
   */
  picks?: readonly string[] | ReadonlyMap<string, readonly string[]>;
  /** Something to tell the person above the results (their ballot came too late, say). */
  notice?: ReactNode;
  /** What follows the standings (the ballot record, Check my ballot): composed by the page. */
  footer?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // One burst when the view opens; <Confetti> waits CONFETTI_DELAY_MS itself.
  const burst = 1;
  const sections = awardSections(results, awards);
  const several = sections.length > 1;
  const latestAward = several ? latestReleased(sections) : null;
  const onePicks = Array.isArray(picks) ? picks : undefined;

  useEffect(() => {
    // A new screen: start reading and tabbing from its heading.
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <div className="page results-view">
      <Confetti burst={burst} />
      <ResultsBrandBar
        backLabel={backLabel ?? t({ message: 'Back', context: 'leave the results' })}
        onBack={onBack}
      />
      <main className="results-main">
        {notice}
        <header className="results-header">
          <div className="results-header__text">
            <p className="eyebrow results-header__room">{room.name}</p>
            <h1 ref={headingRef} tabIndex={-1} className="results-header__title">
              <Trans>Final Results</Trans>
            </h1>
            <p className="results-header__done">
              <Trans>Challenge completed!</Trans>
            </p>
            <p className="results-header__challenge">{room.title}</p>
          </div>
          <div className="results-header__actions">
            <ShareResultsButton room={room} results={results} />
          </div>
        </header>
        {several ? (
          <>
            <AwardResultsList
              sections={sections}
              contestants={contestants}
              level={2}
              picks={picks instanceof Map ? picks : undefined}
              links
            />
            <p className="visually-hidden" aria-live="polite">
              {latestAward && t`${latestAward}: results shown`}
            </p>
          </>
        ) : (
          <>
            <YourPicks
              picks={ownPicks(i18n, onePicks, results.finalScores)}
              linked={results.finalScores.length > 3}
            />
            <ResultsSummary
              results={results}
              contestants={contestants}
              picks={onePicks}
              voters={onlyAwardVoters(i18n, results)}
            />
          </>
        )}
        {footer}
      </main>
    </div>
  );
}
