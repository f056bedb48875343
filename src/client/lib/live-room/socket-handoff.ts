/**
 * A socket a join opened and subscribed (`features/rooms/socket-join.ts`),
 * held for the room's connection to take over (`room-connection.ts`) with
 * the messages it was sent meanwhile: the phone that joins keeps the socket
 * its snapshot came on, instead of opening another.
 */
type Held = { socket: WebSocket; token: string; heard: string[]; stopListening: () => void };

/** A held socket nobody took (the voter left the page) is closed after this long. */
const HELD_MS = 30_000;

let held: Held | undefined;
let expiry: number | undefined;

function letGo(): Held | undefined {
  const was = held;
  held = undefined;
  window.clearTimeout(expiry);
  was?.stopListening();
  return was;
}

/** Holds the socket a join subscribed with this participant token, hearing what it is sent. */
export function holdSocket(socket: WebSocket, token: string): void {
  letGo()?.socket.close(1000, 'leaving');
  const heard: string[] = [];
  const hear = (event: MessageEvent) => {
    if (typeof event.data === 'string') heard.push(event.data);
  };
  socket.addEventListener('message', hear);
  held = {
    socket,
    token,
    heard,
    stopListening: () => socket.removeEventListener('message', hear),
  };
  expiry = window.setTimeout(() => letGo()?.socket.close(1000, 'leaving'), HELD_MS);
}

/**
 * The held socket subscribed with this token, and what it was sent so far,
 * if it is still open; it is no longer held.
 */
export function takeSocket(token: string): { socket: WebSocket; heard: string[] } | undefined {
  if (held?.token !== token) return undefined;
  const taken = letGo();
  if (!taken || taken.socket.readyState !== WebSocket.OPEN) return undefined;
  return { socket: taken.socket, heard: taken.heard };
}
