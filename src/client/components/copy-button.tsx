import { useCopiedFeedback } from '#client/lib/use-copied-feedback.ts';

/**
 * A button that copies `text` to the clipboard, then reads `copiedLabel`
 * for the spec's copy feedback time (and says so to screen readers).
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  announcement,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  /** What a screen reader hears once the text is copied. */
  announcement: string;
}) {
  const { copied, show } = useCopiedFeedback();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      show();
    } catch {
      // No clipboard (an insecure page, a refused permission): no feedback.
    }
  };

  return (
    <>
      <button type="button" className="button button--secondary button--small" onClick={copy}>
        {copied ? copiedLabel : label}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? announcement : ''}
      </span>
    </>
  );
}
