import { useCallback, useRef, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import { useThrottledRead } from '#client/lib/use-throttled-read.ts';
import type { Screen } from '#shared/screens.ts';
import { screensApi } from './screens-api.ts';

/** The screen links are read again at most this often. */
const READ_INTERVAL_MS = 1000;

/**
 * The room's screen links, read from the server and read again whenever the
 * live room says they changed (`changes`) or the connection comes back.
 */
export function useScreens(session: AdminSession, changes: number, status: ConnectionStatus) {
  const { roomId, adminToken } = session;
  const [screens, setScreens] = useState<Screen[]>([]);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const read = useCallback(async () => {
    const request = ++latest.current;
    try {
      const list = await screensApi.list(roomId, adminToken);
      if (request !== latest.current) return;
      setScreens(list.screens);
      setError(null);
    } catch (failure) {
      if (request === latest.current) setError(getErrorMessage(failure));
    }
  }, [roomId, adminToken]);

  useThrottledRead(read, status === 'live', changes, READ_INTERVAL_MS);

  return {
    screens,
    error,
    create: async (name: string) => {
      const created = await screensApi.create(roomId, adminToken, name);
      void read();
      return created;
    },
    revoke: async (screen: Screen) => {
      await screensApi.revoke(roomId, adminToken, screen.id);
      void read();
    },
  };
}
