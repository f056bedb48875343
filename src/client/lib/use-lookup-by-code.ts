import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './api-transport.ts';
import { getErrorMessage } from './error-message.ts';

/** What a public page read by the room code in its address (a room, its expo). */
export type CodeLookup<T> =
  | { status: 'loading' }
  | { status: 'found'; found: T }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

const NO_SUCH_ROOM: ReadonlySet<ApiError['code']> = new Set([
  'room_not_found',
  'validation_failed',
]);

/**
 * What a failed look-up means: no such room (the server found none, or the
 * code cannot be one), or a failure worth another try.
 */
export function failedLookup(error: unknown): CodeLookup<never> {
  if (error instanceof ApiError && NO_SUCH_ROOM.has(error.code)) return { status: 'not-found' };
  return { status: 'failed', message: getErrorMessage(error) };
}

/**
 * Reads what a public page shows by the room code in its address (no secret
 * needed), with a way to try again. `read` is a function of the module, the
 * same from render to render.
 */
export function useLookupByCode<T>(
  code: string,
  read: (code: string) => Promise<T>,
): CodeLookup<T> & { retry: () => void } {
  const [lookup, setLookup] = useState<CodeLookup<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for the same read again
  useEffect(() => {
    let cancelled = false;
    setLookup({ status: 'loading' });
    read(code).then(
      (found) => {
        if (!cancelled) setLookup({ status: 'found', found });
      },
      (error: unknown) => {
        if (!cancelled) setLookup(failedLookup(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [code, read, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...lookup, retry };
}
