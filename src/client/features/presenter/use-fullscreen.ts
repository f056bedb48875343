import { useCallback, useState, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullscreen = () => document.fullscreenElement !== null;

/**
 * The whole page in fullscreen (the Fullscreen API), for the projector:
 * whether it is, a toggle, and why the browser refused when it did.
 */
export function useFullscreen() {
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const [refused, setRefused] = useState(false);

  const toggle = useCallback(async () => {
    setRefused(false);
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      setRefused(true);
    }
  }, []);

  return {
    /** False where the browser (or an embedding frame) allows no fullscreen. */
    available: document.fullscreenEnabled,
    active,
    toggle,
    /** The browser refused the last toggle: the big screen says so (PresenterScreen). */
    refused,
  };
}
