import { CLOSE } from '#shared/protocol/constants.ts';
import type { RoomChannel } from './room-channel.ts';
import { closeSocket } from './sockets.ts';

/** What /metrics reports of a hub: sockets by role (a judge counted apart) and rooms held. */
export type HubCounts = {
  sockets: Record<'admin' | 'participant' | 'judge' | 'screen' | 'public', number>;
  rooms: number;
};

export function countRooms(rooms: ReadonlyMap<string, RoomChannel>): HubCounts {
  const sockets = { admin: 0, participant: 0, judge: 0, screen: 0, public: 0 };
  for (const channel of rooms.values()) {
    for (const { viewer } of channel.subscribers) {
      sockets[viewer.role === 'participant' && viewer.judge ? 'judge' : viewer.role] += 1;
    }
  }
  return { sockets, rooms: rooms.size };
}

/**
 * The oldest version a subscriber of each room was last sent: what a bus
 * that dropped changes catches up from. Not the newest the room has seen: a
 * snapshot loaded meanwhile (a phone reconnecting) can be ahead of the
 * changes the others are still owed.
 */
export function deliveredVersions(rooms: ReadonlyMap<string, RoomChannel>): Map<string, number> {
  const versions = new Map<string, number>();
  for (const [roomId, channel] of rooms) {
    let oldest = channel.lastVersion;
    for (const subscriber of channel.subscribers) {
      // One waiting for its snapshot is sent what it missed after it.
      if (!subscriber.waiting && subscriber.version > 0) {
        oldest = Math.min(oldest, subscriber.version);
      }
    }
    versions.set(roomId, oldest);
  }
  return versions;
}

/**
 * Closes up to `count` phones' sockets with 4307 (moved), for them to
 * reconnect through the load balancer to a less busy node; answers how many
 * it closed. Never a judge's, an organiser's or a screen's: the people
 * running the event keep their connection.
 */
export function handOffPhones(rooms: ReadonlyMap<string, RoomChannel>, count: number): number {
  let closed = 0;
  for (const channel of rooms.values()) {
    for (const { viewer, socket } of channel.subscribers) {
      if (closed >= count) return closed;
      if (viewer.role !== 'participant' || viewer.judge || socket.readyState !== socket.OPEN) {
        continue;
      }
      closeSocket(socket, CLOSE.moved);
      closed += 1;
    }
  }
  return closed;
}
