import { useEffect } from 'react';

/** The brand, the whole title of a page that has no other name. */
export const BRAND_TITLE = 'VibeRank';

/**
 * The page's title while the screen that calls this is shown: `name` and the
 * brand ("Join a Voting Room · VibeRank"), or the brand alone without a
 * name; the brand alone again once the screen is gone.
 */
export function useDocumentTitle(name: string | null): void {
  const title = name ? `${name} · ${BRAND_TITLE}` : BRAND_TITLE;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = BRAND_TITLE;
    },
    [],
  );
}
