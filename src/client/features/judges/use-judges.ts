import { useCallback, useRef, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import { useThrottledRead } from '#client/lib/use-throttled-read.ts';
import type { Ballot } from '#shared/api.ts';
import type { Judge } from '#shared/judges.ts';
import { judgeBallotsKey } from './judge-text.ts';
import { judgesApi } from './judges-api.ts';

/** The judges are read again at most this often. */
const READ_INTERVAL_MS = 1000;

/**
 * The room's judges, read from the server and read again whenever the live
 * room says they changed (`changes`), a judge's ballot among the latest ones
 * appears or changes (what they voted in), or the connection comes back.
 */
export function useJudges(
  session: AdminSession,
  changes: number,
  status: ConnectionStatus,
  recentBallots: readonly Ballot[],
) {
  const { roomId, adminToken } = session;
  const [judges, setJudges] = useState<Judge[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const read = useCallback(async () => {
    const request = ++latest.current;
    try {
      const list = await judgesApi.list(roomId, adminToken);
      if (request !== latest.current) return;
      setJudges(list.judges);
      setLoaded(true);
      setError(null);
    } catch (failure) {
      if (request === latest.current) setError(getErrorMessage(failure));
    }
  }, [roomId, adminToken]);

  // At most one read a second: a run of ballots is one read, the last change always shown.
  const live = status === 'live';
  const ballots = judgeBallotsKey(recentBallots);
  useThrottledRead(read, live, `${changes}/${ballots}`, READ_INTERVAL_MS);

  return {
    judges,
    /** Whether a read has answered yet: until then, an empty list says nothing. */
    loaded,
    error,
    invite: async (name: string) => {
      const invited = await judgesApi.invite(roomId, adminToken, name);
      void read();
      return invited;
    },
    revoke: async (judge: Judge) => {
      await judgesApi.revoke(roomId, adminToken, judge.id);
      // Gone from the list at once, so the focus can move on from its row.
      setJudges((current) => current.filter((j) => j.id !== judge.id));
      void read();
    },
    setConflicts: async (judge: Judge, contestantIds: string[]) => {
      const saved = await judgesApi.setConflicts(roomId, adminToken, judge.id, contestantIds);
      // Shown at once; the read after it (newer than any read in flight) confirms it.
      setJudges((current) => current.map((j) => (j.id === saved.judge.id ? saved.judge : j)));
      void read();
    },
  };
}

export type JudgesState = ReturnType<typeof useJudges>;
