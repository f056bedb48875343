/**
 * Source ports for one swarm's sockets, from its own loopback address,
 * handed out in turn. Left to the kernel (port 0), each bind searches the
 * ports already bound to that address, and with thousands of phones
 * connected that search cost the swarm more CPU than everything else it
 * does, on the same two cores as the nodes it measures. Each swarm process
 * has an address of its own, so the whole range is its own; a port taken
 * anyway (a service listening on every address) is answered EADDRINUSE,
 * and the socket is opened again from the next one.
 */
const FIRST = 10_000;
const LAST = 60_999;

let next = FIRST;

/** Where the next socket connects from: the address given, and a port of its own on it. */
export function sourceOf(localAddress: string): { localAddress: string; localPort: number } {
  const localPort = next;
  next = next >= LAST ? FIRST : next + 1;
  return { localAddress, localPort };
}

/** Whether a socket's error says its source port was taken. */
export function portTaken(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
}
