import { useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import { dashboardApi } from './dashboard-api.ts';

/** What the organiser reads when the server refuses to change the hold (nothing changed). */
export function holdFailureMessage(error: unknown): string {
  return `The results hold was not changed. ${getErrorMessage(error)}`;
}

export type HoldResults = ReturnType<typeof useHoldResults>;

/**
 * Hold results for the reveal: asks the server to change it, and reports the
 * room's new value (every dashboard also gets it live). While the request is
 * out, `pending` holds the value asked for; a refusal leaves the room as it
 * was and says why.
 */
export function useHoldResults(session: AdminSession, onChanged: (holdResults: boolean) => void) {
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = async (holdResults: boolean) => {
    setPending(holdResults);
    setError(null);
    try {
      const { room } = await dashboardApi.holdResults(
        session.roomId,
        session.adminToken,
        holdResults,
      );
      onChanged(room.holdResults);
    } catch (caught) {
      setError(holdFailureMessage(caught));
    } finally {
      setPending(null);
    }
  };

  return { pending, error, change };
}
