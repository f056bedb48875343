import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '#client/lib/api-transport.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { Expo } from '#shared/expo.ts';
import { expoApi } from './expo-api.ts';

/** A room's expo, read by the code in the page's address. */
export type ExpoRead =
  | { status: 'loading' }
  | { status: 'found'; expo: Expo }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

/** No room has the code (or the code cannot be one): not worth another try. */
const NO_SUCH_ROOM: ReadonlySet<ApiError['code']> = new Set([
  'room_not_found',
  'validation_failed',
]);

/** Reads the expo of the room with this code (no secret needed), with a way to try again. */
export function useExpo(code: string): ExpoRead & { retry: () => void } {
  const [read, setRead] = useState<ExpoRead>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for the same read again
  useEffect(() => {
    let cancelled = false;
    setRead({ status: 'loading' });
    expoApi.read(code).then(
      ({ expo }) => {
        if (!cancelled) setRead({ status: 'found', expo });
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && NO_SUCH_ROOM.has(error.code)) {
          setRead({ status: 'not-found' });
        } else setRead({ status: 'failed', message: getErrorMessage(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [code, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...read, retry };
}
