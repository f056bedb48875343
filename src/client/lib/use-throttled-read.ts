import { useEffect, useRef } from 'react';

/**
 * Runs `read` while the room is live, again each time `changes` changes, at
 * most once every `intervalMs`: a run of changes is one read, and the last
 * change is always read.
 */
export function useThrottledRead(
  read: () => Promise<void>,
  live: boolean,
  changes: unknown,
  intervalMs: number,
): void {
  const lastRead = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` is what asks for a new read
  useEffect(() => {
    if (!live) return;
    const timer = setTimeout(
      () => {
        lastRead.current = Date.now();
        void read();
      },
      Math.max(0, lastRead.current + intervalMs - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [read, live, changes, intervalMs]);
}
