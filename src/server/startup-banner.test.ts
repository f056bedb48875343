import { describe, expect, it } from 'vitest';
import { ipv4, ipv6 } from './http/public-address.test-support.ts';
import { type InterfaceList, LOOPBACK_HINT, publicAddress } from './http/public-address.ts';
import {
  bannerText,
  type ListeningOn,
  openMessage,
  phonesMessage,
  startupAddresses,
  wantsColor,
} from './startup-banner.ts';

/** A laptop on the venue's Wi-Fi and a wired network. */
const venue: InterfaceList = {
  lo: [ipv4('127.0.0.1', true)],
  wlan0: [ipv6('fe80::1'), ipv4('192.168.1.20')],
  eth0: [ipv4('10.0.0.5')],
};

/** What the server knows once it listens, as main.ts gathers it. */
function listening(host: string, publicUrl?: string): ListeningOn {
  const port = 3000;
  return {
    host,
    port,
    publicAddress: publicAddress({ host, port, publicUrl, interfaces: () => venue }),
    interfaces: venue,
  };
}

const ESCAPE = '\u001b[';

describe('startupAddresses', () => {
  it('lists every network IPv4 address when listening on all interfaces; phones get the first, the organiser localhost', () => {
    expect(startupAddresses(listening('0.0.0.0'))).toEqual({
      local: 'http://localhost:3000/',
      network: ['http://192.168.1.20:3000/', 'http://10.0.0.5:3000/'],
      publicUrl: 'http://192.168.1.20:3000/',
      adminUrl: 'http://localhost:3000/',
      hint: null,
    });
  });

  it('lists no network address when bound to loopback, and carries the hint', () => {
    expect(startupAddresses(listening('127.0.0.1'))).toEqual({
      local: 'http://127.0.0.1:3000/',
      network: [],
      publicUrl: 'http://127.0.0.1:3000/',
      adminUrl: 'http://127.0.0.1:3000/',
      hint: LOOPBACK_HINT,
    });
  });

  it('sends the organiser to the network address when bound to it alone: localhost would not answer', () => {
    expect(startupAddresses(listening('192.168.1.20'))).toEqual({
      local: 'http://192.168.1.20:3000/',
      network: [],
      publicUrl: 'http://192.168.1.20:3000/',
      adminUrl: 'http://192.168.1.20:3000/',
      hint: null,
    });
  });

  it('sends the organiser to localhost on all interfaces even with PUBLIC_URL set', () => {
    const addresses = startupAddresses(listening('::', 'https://vote.example.org'));
    expect(addresses.adminUrl).toBe('http://localhost:3000/');
    expect(addresses.publicUrl).toBe('https://vote.example.org/');
  });

  it('gives phones PUBLIC_URL when it is set, whatever the interfaces', () => {
    const addresses = startupAddresses(listening('0.0.0.0', 'https://vote.example.org'));
    expect(addresses.publicUrl).toBe('https://vote.example.org/');
    expect(addresses.network).toEqual(['http://192.168.1.20:3000/', 'http://10.0.0.5:3000/']);
    expect(addresses.hint).toBeNull();
  });
});

describe('openMessage and phonesMessage', () => {
  it('names the address the organiser opens', () => {
    expect(openMessage({ adminUrl: 'http://localhost:3100/' })).toBe(
      'Open http://localhost:3100/ to create a room',
    );
  });

  it('names the address phones join at', () => {
    expect(phonesMessage({ publicUrl: 'http://127.0.0.2:3100/' })).toBe(
      'Phones join at http://127.0.0.2:3100/',
    );
  });
});

describe('bannerText', () => {
  it('shows, without colour, the start-up time, the addresses and where to begin', () => {
    const text = bannerText(startupAddresses(listening('0.0.0.0')), {
      readyMs: 812.4,
      color: false,
    });
    expect(text).toBe(
      [
        '',
        '  VibeRank  ready in 812 ms',
        '',
        '  ➜  Local:   http://localhost:3000/',
        '  ➜  Network: http://192.168.1.20:3000/',
        '  ➜  Network: http://10.0.0.5:3000/',
        '',
        '  Open http://localhost:3000/ to create a room',
        '  Phones join at http://192.168.1.20:3000/',
        '',
        '',
      ].join('\n'),
    );
    expect(text).not.toContain(ESCAPE);
  });

  it('shows the hint in yellow when phones cannot reach the address', () => {
    const text = bannerText(startupAddresses(listening('127.0.0.1')), {
      readyMs: 1000,
      color: true,
    });
    expect(text).toContain(`${ESCAPE}33m!  ${LOOPBACK_HINT}${ESCAPE}39m`);
    expect(text).not.toContain('Network:');
  });

  it('shows no hint line when phones can reach the address', () => {
    const text = bannerText(startupAddresses(listening('0.0.0.0')), { readyMs: 1, color: true });
    expect(text).not.toContain("Phones can't");
    expect(text).toContain(`${ESCAPE}36mhttp://192.168.1.20:3000/${ESCAPE}39m`);
  });
});

describe('wantsColor', () => {
  it('colours an interactive terminal', () => {
    expect(wantsColor({ isTTY: true }, {})).toBe(true);
  });

  it('never colours a pipe or a file', () => {
    expect(wantsColor({ isTTY: false }, {})).toBe(false);
    expect(wantsColor({}, {})).toBe(false);
  });

  it('respects NO_COLOR when it has a value, and ignores it when empty', () => {
    expect(wantsColor({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(wantsColor({ isTTY: true }, { NO_COLOR: '' })).toBe(true);
  });
});
