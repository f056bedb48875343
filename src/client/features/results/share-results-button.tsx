import { useLingui } from '@lingui/react/macro';
import { CopyFallbackDialog } from '#client/components/copy-fallback-dialog.tsx';
import { CheckIcon, ShareIcon } from '#client/components/icons.tsx';
import { useCopy } from '#client/lib/use-copy.ts';
import type { Results, Room } from '#shared/api.ts';
import { shareResults } from './share-results.ts';
import './share-results-button.css';

/**
 * Share Results: the device share sheet, else a copy to the clipboard that
 * reads Copied! for COPY_FEEDBACK_MS, else a dialog with the link selected
 * to copy by hand. Shares `url`, or the current page's address when there
 * is none.
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
  const { t, i18n } = useLingui();
  const { copied, show, manual, showManual, closeManual } = useCopy();

  const share = async () => {
    const link = url ?? window.location.href;
    const outcome = await shareResults(i18n, room, results, link);
    if (outcome === 'copied') show();
    else if (outcome === 'failed') showManual(link);
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
        {copied ? t`Copied!` : t`Share Results`}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? t`Results copied to the clipboard` : ''}
      </span>
      {manual !== null && (
        <CopyFallbackDialog
          title={t`Share the results`}
          label={t`Link to the results`}
          text={manual}
          onClose={closeManual}
        />
      )}
    </>
  );
}
