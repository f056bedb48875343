import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';
import type { PublicAddress } from '#shared/api.ts';

export type InterfaceList = NodeJS.Dict<NetworkInterfaceInfo[]>;

/** Where the address phones can reach comes from. */
export type AddressSource = {
  /** PUBLIC_URL, when set: it wins over everything else. */
  publicUrl?: string | undefined;
  /** The address the server listens on, and its port. */
  host: string;
  port: number;
  /** The machine's network interfaces; tests pass a stubbed list. */
  interfaces?: () => InterfaceList;
};

export const LOOPBACK_HINT =
  "Phones can't reach localhost: start with HOST=0.0.0.0 or set PUBLIC_URL";
export const NO_NETWORK_HINT =
  "Phones can't reach localhost: connect this machine to the venue's network or set PUBLIC_URL";

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);

/** Whether `host` names this machine only: no other device reaches it there. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** The machine's network IPv4 addresses (not loopback), in the order the system lists them. */
export function networkAddresses(interfaces: InterfaceList): string[] {
  return Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry.address);
}

/**
 * The address every shared link and QR code uses: PUBLIC_URL when set;
 * otherwise, listening on all interfaces, the machine's first network IPv4
 * address; otherwise the address listened on, with a hint when phones
 * cannot reach it.
 */
export function publicAddress(source: AddressSource): PublicAddress {
  if (source.publicUrl) return { url: source.publicUrl, hint: null };
  const { host, port } = source;
  if (ALL_INTERFACES.has(host)) {
    const [first] = networkAddresses((source.interfaces ?? networkInterfaces)());
    return first
      ? { url: `http://${first}:${port}`, hint: null }
      : { url: `http://localhost:${port}`, hint: NO_NETWORK_HINT };
  }
  return {
    url: `http://${urlHost(host)}:${port}`,
    hint: isLoopback(host) ? LOOPBACK_HINT : null,
  };
}
