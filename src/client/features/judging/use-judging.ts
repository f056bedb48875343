import { useCallback, useRef, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import { useThrottledRead } from '#client/lib/use-throttled-read.ts';
import type { Judging } from '#shared/expo.ts';
import { judgingApi } from './judging-api.ts';

/** An expo's judging is read again at most this often: a run of stops walked is one read. */
const READ_INTERVAL_MS = 1000;

/**
 * One expo award's judging as its organisers follow it, read from the server
 * and read again whenever `changes` changes (a stop walked, a judge invited
 * or revoked, a ranking saved, a table numbered, judging closed) or the
 * connection comes back; with Close judging and Reopen judging.
 */
export function useJudging(
  session: AdminSession,
  awardId: string,
  changes: string,
  status: ConnectionStatus,
) {
  const { roomId, adminToken } = session;
  const [judging, setJudging] = useState<Judging | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const read = useCallback(async () => {
    const request = ++latest.current;
    try {
      const answer = await judgingApi.read(roomId, adminToken, awardId);
      if (request !== latest.current) return;
      setJudging(answer);
      setError(null);
    } catch (failure) {
      if (request === latest.current) setError(getErrorMessage(failure));
    }
  }, [roomId, adminToken, awardId]);

  useThrottledRead(read, status === 'live', changes, READ_INTERVAL_MS);

  return {
    judging,
    /** Why the last read failed; the panel keeps what it last read. */
    error,
    /** Closes judging (its rankings final) or opens it again; a refusal throws. */
    close: async (closed: boolean) => {
      const { award } = await judgingApi.close(roomId, adminToken, awardId, closed);
      const judgingClosed = award.expo?.judgingClosed ?? closed;
      // Shown at once; the read after it confirms it.
      setJudging((current) => current && { ...current, judgingClosed });
      void read();
    },
  };
}
