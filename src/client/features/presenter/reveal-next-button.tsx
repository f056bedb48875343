/**
 * Reveal next, with its shortcut keys, and what went wrong with the last
 * press. The reveal moves only forward, so pressing again is always safe.
 */
export function RevealNextButton({
  onNext,
  revealing,
  error,
}: {
  onNext: () => void;
  revealing: boolean;
  error: string | null;
}) {
  return (
    <div className="reveal-next">
      <button
        type="button"
        className="presenter-button reveal-next__button"
        aria-keyshortcuts="Space ArrowRight"
        disabled={revealing}
        onClick={onNext}
      >
        Reveal next
        <span className="presenter-key" aria-hidden="true">
          →
        </span>
      </button>
      {error && (
        <p className="presenter-note" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
