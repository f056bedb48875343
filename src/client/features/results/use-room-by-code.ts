import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '#client/lib/api-transport.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { Room } from '#shared/api.ts';
import { resultsApi } from './results-api.ts';

/** A room looked up by the code in a shared link. */
export type RoomLookup =
  | { status: 'loading' }
  | { status: 'found'; room: Room }
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
export function failedLookup(error: unknown): RoomLookup {
  if (error instanceof ApiError && NO_SUCH_ROOM.has(error.code)) return { status: 'not-found' };
  return { status: 'failed', message: getErrorMessage(error) };
}

/** Looks a room up by its code (no secret needed), with a way to try again. */
export function useRoomByCode(code: string): RoomLookup & { retry: () => void } {
  const [lookup, setLookup] = useState<RoomLookup>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for the same look-up again
  useEffect(() => {
    let cancelled = false;
    setLookup({ status: 'loading' });
    resultsApi.findRoomByCode(code).then(
      ({ room }) => {
        if (!cancelled) setLookup({ status: 'found', room });
      },
      (error: unknown) => {
        if (!cancelled) setLookup(failedLookup(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [code, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...lookup, retry };
}
