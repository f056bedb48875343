import { useEffect } from 'react';
import { resultsPath } from '#client/lib/links.ts';

/**
 * While a phone shows a room's results, its address is the room's public
 * results page, so that sharing the page shares a link anyone can open and a
 * reload shows the same results. `code` is the room's code while the results
 * show, null otherwise.
 */
export function useResultsAddress(code: string | null): void {
  useEffect(() => {
    if (code === null) return;
    const path = resultsPath(code);
    if (window.location.pathname !== path) {
      window.history.replaceState(window.history.state, '', path);
    }
  }, [code]);
}
