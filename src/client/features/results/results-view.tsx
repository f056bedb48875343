import { useEffect, useRef, useState } from 'react';
import { BrandBar } from '#client/components/brand-bar.tsx';
import { BackIcon, CheckIcon, ShareIcon } from '#client/components/icons.tsx';
import type { Contestant, Results, Room } from '#shared/api.ts';
import { COPY_FEEDBACK_MS } from '#shared/constants.ts';
import { Confetti } from './confetti.tsx';
import { ResultsSummary } from './results-summary.tsx';
import { shareResults } from './share-results.ts';
import './results-view.css';

/**
 * The full-screen final results: header, share and back buttons, the
 * standings, and a confetti burst CONFETTI_DELAY_MS after it opens.
 */
export function ResultsView({
  room,
  results,
  contestants,
  onBack,
  backLabel = 'Back',
}: {
  room: Room;
  results: Results;
  contestants: Contestant[];
  onBack: () => void;
  backLabel?: string;
}) {
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<number | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // One burst when the view opens; <Confetti> waits CONFETTI_DELAY_MS itself.
  const burst = 1;

  useEffect(() => {
    // A new screen: start reading and tabbing from its heading.
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
    return () => window.clearTimeout(copiedTimer.current);
  }, []);

  const share = async () => {
    const outcome = await shareResults(room, results);
    if (outcome !== 'copied') return;
    window.clearTimeout(copiedTimer.current);
    setCopied(true);
    copiedTimer.current = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  };

  return (
    <div className="page results-view">
      <Confetti burst={burst} />
      <BrandBar>
        <button
          type="button"
          className="button button--secondary button--small results-back"
          onClick={onBack}
        >
          <BackIcon className="results-icon" />
          {backLabel}
        </button>
      </BrandBar>
      <main className="results-main">
        <header className="results-header">
          <div className="results-header__text">
            <p className="eyebrow results-header__room">{room.name}</p>
            <h1 ref={headingRef} tabIndex={-1} className="results-header__title">
              Final Results
            </h1>
            <p className="results-header__done">Challenge completed!</p>
            <p className="results-header__challenge">{room.title}</p>
          </div>
          <div className="results-header__actions">
            <button
              type="button"
              className={`button button--gradient results-share${copied ? ' results-share--copied' : ''}`}
              onClick={() => void share()}
            >
              {copied ? (
                <CheckIcon className="results-icon" />
              ) : (
                <ShareIcon className="results-icon" />
              )}
              {copied ? 'Copied!' : 'Share Results'}
            </button>
            <span className="visually-hidden" aria-live="polite">
              {copied ? 'Results copied to the clipboard' : ''}
            </span>
          </div>
        </header>
        <ResultsSummary results={results} contestants={contestants} />
      </main>
    </div>
  );
}
