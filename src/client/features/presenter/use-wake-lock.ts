import { useEffect } from 'react';

/**
 * Keeps the screen on while the page is visible (the Screen Wake Lock API):
 * a projector that dims in the middle of the reveal loses the room. A hidden
 * page loses its lock, so it is asked for again on coming back. Where there
 * is no such API, or the browser refuses (low battery, an insecure page),
 * the screen simply follows its own settings.
 * NOTE: https://w3c.github.io/screen-wake-lock/
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = 'wakeLock' in navigator ? navigator.wakeLock : undefined;
    if (!wakeLock) return;
    let held: Promise<WakeLockSentinel | null> | null = null;

    // Once granted, whenever that is: a lock asked for just before unmount is let go too.
    const release = () => {
      const releasing = held;
      held = null;
      void releasing?.then((sentinel) => sentinel?.release()).catch(() => {});
    };
    const request = () => {
      if (held) return;
      // Refused: nothing to tell the audience, and nothing held.
      try {
        held = wakeLock.request('screen').catch(() => null);
      } catch {
        held = Promise.resolve(null);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') request();
      else release();
    };

    if (document.visibilityState === 'visible') request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      release();
    };
  }, []);
}
