import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config.ts';

/**
 * The client's address as Fastify's `request.ip` gives it under the same
 * TRUST_PROXY (the same package, the same rules), for a socket whose upgrade
 * never becomes a Fastify request (realtime/direct-upgrade.ts): a join on it
 * counts against the same address as the join request would.
 */
export function clientAddress(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? '';
  const trust = trustProxy === true ? () => true : proxyAddr.compile(trustProxy);
  return (request) => proxyAddr(request, trust);
}
