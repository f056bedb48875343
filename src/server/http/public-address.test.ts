import { describe, expect, it } from 'vitest';
import { ipv4, ipv6 } from './public-address.test-support.ts';
import {
  type InterfaceList,
  LOOPBACK_HINT,
  NO_NETWORK_HINT,
  networkAddresses,
  publicAddress,
} from './public-address.ts';

/** A laptop on the venue's Wi-Fi: loopback first, then an IPv6 and an IPv4 address. */
const onWifi: InterfaceList = {
  lo: [ipv4('127.0.0.1', true), ipv6('::1', true)],
  wlan0: [ipv6('fe80::1'), ipv4('192.168.1.20')],
  eth1: [ipv4('10.0.0.5')],
};
/** A machine with no network but loopback. */
const offline: InterfaceList = { lo: [ipv4('127.0.0.1', true), ipv6('::1', true)] };

const never = (): InterfaceList => {
  throw new Error('the interface list is read only when listening on all interfaces');
};

describe('publicAddress', () => {
  it('uses PUBLIC_URL whenever it is set, with no hint', () => {
    for (const host of ['0.0.0.0', '127.0.0.1', 'localhost', '192.168.1.20']) {
      expect(
        publicAddress({ publicUrl: 'http://127.0.0.2:3100', host, port: 3000, interfaces: never }),
      ).toEqual({ url: 'http://127.0.0.2:3100', hint: null });
    }
  });

  it.each(['0.0.0.0', '::'])(
    'listening on all interfaces (%s), uses the first network IPv4 address and the port',
    (host) => {
      expect(publicAddress({ host, port: 3000, interfaces: () => onWifi })).toEqual({
        url: 'http://192.168.1.20:3000',
        hint: null,
      });
    },
  );

  it('skips internal and IPv6 entries, and interfaces that list nothing', () => {
    const interfaces: InterfaceList = {
      lo: [ipv4('127.0.0.1', true)],
      docker0: undefined,
      tun0: [ipv6('2001:db8::7')],
      wlan0: [ipv4('172.16.4.2')],
    };
    expect(publicAddress({ host: '0.0.0.0', port: 8080, interfaces: () => interfaces })).toEqual({
      url: 'http://172.16.4.2:8080',
      hint: null,
    });
  });

  it('with no network, falls back to localhost and says how to reach phones', () => {
    expect(publicAddress({ host: '0.0.0.0', port: 3000, interfaces: () => offline })).toEqual({
      url: 'http://localhost:3000',
      hint: NO_NETWORK_HINT,
    });
    expect(publicAddress({ host: '::', port: 3000, interfaces: () => ({}) })).toEqual({
      url: 'http://localhost:3000',
      hint: NO_NETWORK_HINT,
    });
  });

  it.each([
    ['127.0.0.1', 'http://127.0.0.1:3000'],
    ['127.0.0.2', 'http://127.0.0.2:3000'],
    ['localhost', 'http://localhost:3000'],
    ['::1', 'http://[::1]:3000'],
  ])('listening on loopback (%s), gives %s with the hint', (host, url) => {
    expect(publicAddress({ host, port: 3000, interfaces: never })).toEqual({
      url,
      hint: LOOPBACK_HINT,
    });
  });

  it('words the loopback hint as the organiser reads it', () => {
    expect(LOOPBACK_HINT).toBe(
      "Phones can't reach localhost: start with HOST=0.0.0.0 or set PUBLIC_URL",
    );
  });

  it('listening on one network address, gives that address with no hint', () => {
    expect(publicAddress({ host: '192.168.1.20', port: 3000, interfaces: never })).toEqual({
      url: 'http://192.168.1.20:3000',
      hint: null,
    });
  });

  it('puts an IPv6 address in brackets', () => {
    expect(publicAddress({ host: 'fd00::20', port: 3000, interfaces: never })).toEqual({
      url: 'http://[fd00::20]:3000',
      hint: null,
    });
  });
});

describe('networkAddresses', () => {
  it('lists the network IPv4 addresses in the order the system gives them', () => {
    expect(networkAddresses(onWifi)).toEqual(['192.168.1.20', '10.0.0.5']);
  });

  it('is empty with loopback alone', () => {
    expect(networkAddresses(offline)).toEqual([]);
  });
});
