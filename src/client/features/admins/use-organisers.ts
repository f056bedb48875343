import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { ConnectionStatus } from '#client/lib/room-connection.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { Organiser, OrganiserLogEntry } from '#shared/organisers.ts';
import { organisersApi } from './organisers-api.ts';

/** The organisers and their log are read again at most this often. */
const READ_INTERVAL_MS = 1000;

/**
 * The room's organiser devices and their log, read from the server and read
 * again whenever the live room says they changed (`changes`) or the
 * connection comes back.
 */
export function useOrganisers(session: AdminSession, changes: number, status: ConnectionStatus) {
  const { roomId, adminToken } = session;
  const [organisers, setOrganisers] = useState<Organiser[]>([]);
  const [youId, setYouId] = useState<string | null>(null);
  const [log, setLog] = useState<OrganiserLogEntry[]>([]);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const read = useCallback(async () => {
    const request = ++latest.current;
    try {
      const [list, entries] = await Promise.all([
        organisersApi.list(roomId, adminToken),
        organisersApi.log(roomId, adminToken),
      ]);
      if (request !== latest.current) return;
      setOrganisers(list.organisers);
      setYouId(list.youId);
      setLog(entries.entries);
      setError(null);
    } catch (failure) {
      if (request === latest.current) setError(getErrorMessage(failure));
    }
  }, [roomId, adminToken]);

  // At most one read a second: a run of removals is one read, the last change always shown.
  const live = status === 'live';
  const lastRead = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` is what asks for a new read
  useEffect(() => {
    if (!live) return;
    const timer = setTimeout(
      () => {
        lastRead.current = Date.now();
        void read();
      },
      Math.max(0, lastRead.current + READ_INTERVAL_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [read, live, changes]);

  const you = organisers.find((organiser) => organiser.id === youId);
  return {
    organisers,
    youId,
    log,
    error,
    /** Only the owner invites and revokes co-organisers. */
    isOwner: you?.role === 'owner',
    invite: async (name: string) => {
      const invited = await organisersApi.invite(roomId, adminToken, name);
      void read();
      return invited;
    },
    revoke: async (organiser: Organiser) => {
      await organisersApi.revoke(roomId, adminToken, organiser.id);
      void read();
    },
  };
}

export type OrganisersState = ReturnType<typeof useOrganisers>;
