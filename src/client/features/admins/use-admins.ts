import { useCallback, useRef, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import { useThrottledRead } from '#client/lib/use-throttled-read.ts';
import type { Admin, AdminLogEntry } from '#shared/admins.ts';
import { adminsApi } from './admins-api.ts';

/** The organisers and their log are read again at most this often. */
const READ_INTERVAL_MS = 1000;

/**
 * The room's organiser devices and their log, read from the server and read
 * again whenever the live room says they changed (`changes`) or the
 * connection comes back.
 */
export function useAdmins(session: AdminSession, changes: number, status: ConnectionStatus) {
  const { roomId, adminToken } = session;
  const [admins, setAdmins] = useState<Admin[]>([]);
  const [youId, setYouId] = useState<string | null>(null);
  const [log, setLog] = useState<AdminLogEntry[]>([]);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const read = useCallback(async () => {
    const request = ++latest.current;
    try {
      const [list, entries] = await Promise.all([
        adminsApi.list(roomId, adminToken),
        adminsApi.log(roomId, adminToken),
      ]);
      if (request !== latest.current) return;
      setAdmins(list.admins);
      setYouId(list.youId);
      setLog(entries.entries);
      setError(null);
    } catch (failure) {
      if (request === latest.current) setError(getErrorMessage(failure));
    }
  }, [roomId, adminToken]);

  // At most one read a second: a run of removals is one read, the last change always shown.
  const live = status === 'live';
  useThrottledRead(read, live, changes, READ_INTERVAL_MS);

  const you = admins.find((admin) => admin.id === youId);
  return {
    admins,
    youId,
    log,
    error,
    /** Only the owner invites and revokes co-organisers. */
    isOwner: you?.role === 'owner',
    invite: async (name: string) => {
      const invited = await adminsApi.invite(roomId, adminToken, name);
      void read();
      return invited;
    },
    revoke: async (admin: Admin) => {
      await adminsApi.revoke(roomId, adminToken, admin.id);
      void read();
    },
  };
}

export type AdminsState = ReturnType<typeof useAdmins>;
