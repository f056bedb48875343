import { CheckIcon, ShareIcon } from '#client/components/icons.tsx';
import { useCopiedFeedback } from '#client/lib/use-copied-feedback.ts';
import type { Results, Room } from '#shared/api.ts';
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
  const { copied, show } = useCopiedFeedback();

  const share = async () => {
    if ((await shareResults(room, results, url)) === 'copied') show();
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
