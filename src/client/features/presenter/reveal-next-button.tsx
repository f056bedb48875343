import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorMessage } from '#client/lib/error-message.ts';

/**
 * Reveal next, with its shortcut keys, and what went wrong with the last
 * press. The reveal moves only forward, so pressing again is always safe.
 */
export function RevealNextButton({
  onNext,
  revealing,
  failure,
}: {
  onNext: () => void;
  revealing: boolean;
  /** What the last press ran into, if anything. */
  failure: unknown;
}) {
  const { t } = useLingui();
  const reason = failure === null || failure === undefined ? null : getErrorMessage(failure);
  return (
    <div className="reveal-next">
      <button
        type="button"
        className="presenter-button reveal-next__button"
        aria-keyshortcuts="Space ArrowRight"
        disabled={revealing}
        onClick={onNext}
      >
        <Trans>Reveal next</Trans>
        <span className="presenter-key" aria-hidden="true">
          →
        </span>
      </button>
      {reason !== null && (
        <p className="presenter-note" role="alert">
          {t`Couldn't reveal the next place: ${reason}`}
        </p>
      )}
    </div>
  );
}
