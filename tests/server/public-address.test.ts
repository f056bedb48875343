import { describe, expect, it } from 'vitest';
import { ipv4 } from '#server/http/public-address.test-support.ts';
import { LOOPBACK_HINT } from '#server/http/public-address.ts';
import { routes } from '#shared/routes.ts';
import { useHarness } from './support/harness.ts';

// The address does not depend on the database: PGlite alone is enough. Every
// request goes to 127.0.0.1; the addresses below are only compared as text.

/** The port the test server listens on. */
const portOf = (baseUrl: string) => new URL(baseUrl).port;

describe('public address with PUBLIC_URL [pglite]', () => {
  const h = useHarness('pglite', { publicUrl: 'http://127.0.0.2:4173' });

  it('answers PUBLIC_URL, whatever address the request came to, with no hint', async () => {
    const answer = await h.api.publicAddress();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ url: 'http://127.0.0.2:4173', hint: null });
    expect(h.server.app.publicAddress()).toEqual(answer.body);
  });

  it('gives an organiser with a token the same answer', async () => {
    const { adminToken } = await h.setUpRoom();
    const { method } = routes.publicAddress;
    const withToken = await h.api.request(method, routes.publicAddress.url(), {
      token: adminToken,
    });
    expect(withToken.body).toEqual({ url: 'http://127.0.0.2:4173', hint: null });
  });
});

describe('public address listening on loopback [pglite]', () => {
  const h = useHarness('pglite');

  it('answers the loopback address and port, with the hint that phones cannot reach it', async () => {
    const answer = await h.api.publicAddress();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      url: `http://127.0.0.1:${portOf(h.server.baseUrl)}`,
      hint: LOOPBACK_HINT,
    });
    expect(answer.body.hint).toBe(
      "Phones can't reach localhost: start with HOST=0.0.0.0 or set PUBLIC_URL",
    );
  });
});

describe('public address listening on all interfaces [pglite]', () => {
  const h = useHarness('pglite', {
    host: '0.0.0.0',
    interfaces: () => ({ lo: [ipv4('127.0.0.1', true)], wlan0: [ipv4('192.0.2.44')] }),
  });

  it("answers the machine's network address and the port, with no hint", async () => {
    const answer = await h.api.publicAddress();
    expect(answer.body).toEqual({
      url: `http://192.0.2.44:${portOf(h.server.baseUrl)}`,
      hint: null,
    });
  });
});
