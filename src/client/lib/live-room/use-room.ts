import { useEffect, useMemo, useState } from 'react';
import { loadRoomCopy, type RoomCopy, saveRoomCopy } from '../storage.ts';
import type { ConnectionEnd } from './realtime-wire.ts';
import { type ConnectionStatus, RoomConnection } from './room-connection.ts';
import {
  applyParticipantEvents,
  applyPublicEvents,
  type ParticipantRoomState,
  type PublicRoomState,
  participantStateFrom,
  publicStateFrom,
  type RoomSnapshot,
} from './room-state.ts';
import { type AdminRoomState, adminStateFrom, applyAdminEvents } from './room-state-admin.ts';

type LiveRoom<S> = {
  state: S | null;
  status: ConnectionStatus;
  end: ConnectionEnd | null;
  /** Replaces state with what a call returned, ahead of the live update. */
  setState: (update: (state: S) => S) => void;
};

/** A view's copy of the room on the device, for when no snapshot can come. */
type RoomCopies<S> = { load: () => S | null; save: (state: S) => void };

function useLiveRoom<S>(
  roomId: string,
  token: string | undefined,
  fromSnapshot: (snapshot: RoomSnapshot) => S | null,
  applyEvents: (state: S, events: Parameters<typeof applyParticipantEvents>[1]) => S,
  copies?: RoomCopies<S>,
): LiveRoom<S> {
  const [state, setStateRaw] = useState<S | null>(null);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  useRoomCopy(state, status, copies, setStateRaw);
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

/**
 * Without a network (a reload offline, a first connection that fails) the
 * last copy kept on the device stands in until a snapshot comes; every live
 * state is kept, just after it is shown.
 */
function useRoomCopy<S>(
  state: S | null,
  status: ConnectionStatus,
  copies: RoomCopies<S> | undefined,
  setState: (update: (current: S | null) => S | null) => void,
): void {
  const waiting = status === 'reconnecting' || (status === 'connecting' && !navigator.onLine);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the copies are read once a wait begins
  useEffect(() => {
    if (waiting && copies) setState((current) => current ?? copies.load());
  }, [waiting]);
  useEffect(() => {
    if (!copies || !state || status !== 'live') return;
    // After the render, not in it; soon, as the network may go at any moment.
    const timer = window.setTimeout(() => copies.save(state), 0);
    return () => window.clearTimeout(timer);
  }, [copies, state, status]);
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
  const copies = useMemo<RoomCopies<ParticipantRoomState>>(
    () => ({
      load: () => loadRoomCopy(roomId),
      save: (state: RoomCopy) => saveRoomCopy(state),
    }),
    [roomId],
  );
  return useLiveRoom(
    roomId,
    participantToken,
    participantStateFrom,
    applyParticipantEvents,
    copies,
  );
}

/** A public screen's live view of a room: turnout, and results once released. */
export function usePublicRoom(roomId: string): LiveRoom<PublicRoomState> {
  return useLiveRoom(roomId, undefined, publicStateFrom, applyPublicEvents);
}

const screenFromSnapshot = (snapshot: RoomSnapshot) =>
  snapshot.role === 'screen' ? publicStateFrom(snapshot) : null;

/**
 * A screen link's live view of a room: what the presenter shows, that is
 * turnout, and results only as far as the reveal has shown them.
 */
export function useScreenRoom(roomId: string, screenToken: string): LiveRoom<PublicRoomState> {
  return useLiveRoom(roomId, screenToken, screenFromSnapshot, applyPublicEvents);
}
