import { useEffect, useRef, useState } from 'react';
import { CheckIcon, ShareIcon } from '#client/components/icons.tsx';
import type { Results, Room } from '#shared/api.ts';
import { COPY_FEEDBACK_MS } from '#shared/constants.ts';
import { shareResults } from './share-results.ts';
import './share-results-button.css';

/**
 * Share Results: the device share sheet, else a copy to the clipboard that
 * reads Copied! for COPY_FEEDBACK_MS. Shares `url`, or the current page's
 * address when there is none.
 */
export function ShareResultsButton({
  room,
  results,
  url,
  className = '',
}: {
  room: Room;
  results: Results;
  url?: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);

  const share = async () => {
    const outcome = await shareResults(room, results, url);
    if (outcome !== 'copied') return;
    window.clearTimeout(copiedTimer.current);
    setCopied(true);
    copiedTimer.current = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  };

  return (
    <>
      <button
        type="button"
        className={`button button--gradient results-share${copied ? ' results-share--copied' : ''} ${className}`}
        onClick={() => void share()}
      >
        {copied ? (
          <CheckIcon className="results-share__icon" />
        ) : (
          <ShareIcon className="results-share__icon" />
        )}
        {copied ? 'Copied!' : 'Share Results'}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? 'Results copied to the clipboard' : ''}
      </span>
    </>
  );
}
