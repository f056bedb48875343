import { useEffect, useRef, useState } from 'react';
import { BrandBar } from '#client/components/brand-bar.tsx';
import type { Contestant, Results, Room } from '#shared/api.ts';
import { COPY_FEEDBACK_MS } from '#shared/constants.ts';
import { Confetti } from './confetti.tsx';
import { ResultsSummary } from './results-summary.tsx';
import { shareResults } from './share-results.ts';
import './results.css';

function ShareIcon() {
  return (
    <svg className="results-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg className="results-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m5 12.5 4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function BackIcon() {
  return (
    <svg className="results-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M19 12H5m6-6-6 6 6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

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
          <BackIcon />
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
              {copied ? <CheckIcon /> : <ShareIcon />}
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
