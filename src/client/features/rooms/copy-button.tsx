import { useEffect, useState } from 'react';
import { COPY_FEEDBACK_MS } from '#shared/constants.ts';

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
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
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
