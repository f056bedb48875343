import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';

/**
 * A loopback port nothing listens on now, for a server whose port must be
 * known before it starts (its PUBLIC_URL names it, HAProxy's configuration
 * lists it, or it must come back on the same address).
 */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((closed) => probe.close(closed));
  return port;
}
