import { useCallback, useEffect, useState } from 'react';
import { COPY_FEEDBACK_MS } from '#shared/constants.ts';

/**
 * The spec's copy feedback: true for COPY_FEEDBACK_MS after `show()`; a
 * second copy within that time starts the wait again.
 */
export function useCopiedFeedback(): { copied: boolean; show: () => void } {
  const [shownAt, setShownAt] = useState<number | null>(null);

  useEffect(() => {
    if (shownAt === null) return;
    const timer = window.setTimeout(() => setShownAt(null), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [shownAt]);

  const show = useCallback(() => setShownAt(performance.now()), []);
  return { copied: shownAt !== null, show };
}
