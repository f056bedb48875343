import { useEffect, useState } from 'react';
import type { ConnectionEnd } from './realtime-wire.ts';
import { type ConnectionStatus, RoomConnection } from './room-connection.ts';
import {
  type AdminRoomState,
  adminStateFrom,
  applyAdminEvents,
  applyParticipantEvents,
  applyPublicEvents,
  type ParticipantRoomState,
  type PublicRoomState,
  participantStateFrom,
  publicStateFrom,
  type RoomSnapshot,
} from './room-state.ts';

type LiveRoom<S> = {
  state: S | null;
  status: ConnectionStatus;
  end: ConnectionEnd | null;
  /** Replaces state with what a call returned, ahead of the live update. */
  setState: (update: (state: S) => S) => void;
};

function useLiveRoom<S>(
  roomId: string,
  token: string | undefined,
  fromSnapshot: (snapshot: RoomSnapshot) => S | null,
  applyEvents: (state: S, events: Parameters<typeof applyParticipantEvents>[1]) => S,
): LiveRoom<S> {
  const [state, setStateRaw] = useState<S | null>(null);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [end, setEnd] = useState<ConnectionEnd | null>(null);
  const [fault, setFault] = useState<Error | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the mappers are module-level functions
  useEffect(() => {
    const connection = new RoomConnection(roomId, token, {
      onSnapshot: (snapshot) => {
        const next = fromSnapshot(snapshot);
        if (next !== null) return setStateRaw(next);
        // A token that does not speak for this view (a participant's, on the dashboard).
        connection.stop();
        setEnd('forbidden');
      },
      onUpdate: (update) =>
        setStateRaw((current) => (current ? applyEvents(current, update.events) : current)),
      onStatus: setStatus,
      onEnd: setEnd,
      onFault: setFault,
    });
    connection.start();
    return () => connection.stop();
  }, [roomId, token]);

  // Raised here, in render, so the error boundary shows its recovery screen.
  if (fault) throw fault;

  return {
    state,
    status,
    end,
    setState: (update) => setStateRaw((current) => (current ? update(current) : current)),
  };
}

const adminFromSnapshot = (snapshot: RoomSnapshot) =>
  snapshot.role === 'admin' ? adminStateFrom(snapshot) : null;

/** The organiser's live view of a room. */
export function useAdminRoom(roomId: string, adminToken: string): LiveRoom<AdminRoomState> {
  return useLiveRoom(roomId, adminToken, adminFromSnapshot, applyAdminEvents);
}

/** A participant's live view of a room. */
export function useParticipantRoom(
  roomId: string,
  participantToken: string,
): LiveRoom<ParticipantRoomState> {
  return useLiveRoom(roomId, participantToken, participantStateFrom, applyParticipantEvents);
}

/** A public screen's live view of a room: turnout, and results once released. */
export function usePublicRoom(roomId: string): LiveRoom<PublicRoomState> {
  return useLiveRoom(roomId, undefined, publicStateFrom, applyPublicEvents);
}
