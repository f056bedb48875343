import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import { useHarness } from './support/harness.ts';

const health = routes.health.url();

// The header does not depend on the database: PGlite alone is enough.
describe('HSTS only over HTTPS [pglite]', () => {
  describe('without a trusted proxy', () => {
    const harness = useHarness('pglite');

    it('sends no HSTS over plain HTTP', async () => {
      const response = await harness.api.fetch(health);
      expect(response.status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });

    it('ignores a forwarded scheme from a proxy it does not trust', async () => {
      const response = await harness.api.fetch(health, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY)', () => {
    const harness = useHarness('pglite', { trustProxy: ['127.0.0.1'] });

    it('sends HSTS when the proxy says the request came over HTTPS', async () => {
      const response = await harness.api.fetch(health, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    });

    it('sends none when the proxy says plain HTTP', async () => {
      const response = await harness.api.fetch(health, {
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });
  });
});

describe('Cross-Origin-Opener-Policy only where the browser honours it [pglite]', () => {
  const harness = useHarness('pglite');

  it('is sent to a loopback name', async () => {
    const response = await harness.api.fetch(health);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it("is not sent to a venue's plain-HTTP address, where Chromium reports it as an error", async () => {
    // fetch() sends its own Host; a phone's browser sends the venue's address.
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const sent = request(`${harness.api.baseUrl}${health}`, {
        headers: { host: '192.168.1.20:3000' },
      });
      sent.on('response', (response) => {
        response.resume();
        resolve({ status: response.statusCode, ...response.headers });
      });
      sent.on('error', reject).end();
    });
    expect(headers.status).toBe(200);
    expect(headers['cross-origin-opener-policy']).toBeUndefined();
  });
});
