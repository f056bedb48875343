import { useSyncExternalStore } from 'react';

/** Whether the page matches a media query now, followed as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Narrower than this is a phone held upright: one column, controls in reach of a thumb. */
export const PHONE_WIDTH = '(max-width: 699.98px)';
