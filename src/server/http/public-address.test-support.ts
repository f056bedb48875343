import type { NetworkInterfaceInfo } from 'node:os';

/** One address of a network interface, as os.networkInterfaces() lists it. */
export function entry(
  family: 'IPv4' | 'IPv6',
  address: string,
  internal: boolean,
): NetworkInterfaceInfo {
  const common = { address, mac: '00:00:00:00:00:00', internal };
  return family === 'IPv4'
    ? { ...common, family, netmask: '255.255.255.0', cidr: `${address}/24` }
    : { ...common, family, netmask: 'ffff:ffff:ffff:ffff::', cidr: `${address}/64`, scopeid: 0 };
}
export const ipv4 = (address: string, internal = false) => entry('IPv4', address, internal);
export const ipv6 = (address: string, internal = false) => entry('IPv6', address, internal);
