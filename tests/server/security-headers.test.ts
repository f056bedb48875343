import { describe, expect, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import { useHarness } from './support/harness.ts';

/** The headers every answer carries, whatever the route and whatever the outcome. */
function expectSecurityHeaders(headers: Headers): void {
  const policy = headers.get('content-security-policy') ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("img-src 'self' data: https: http:");
  expect(policy).toContain("connect-src 'self'");
  expect(policy).not.toContain('upgrade-insecure-requests');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(headers.get('cross-origin-embedder-policy')).toBeNull();
}

describe('security headers [pglite]', () => {
  const harness = useHarness('pglite');

  it('are on an answer, on a refusal and on an unknown address', async () => {
    const room = await harness.setUpRoom();
    const answered = await harness.api.fetch(routes.room.url({ roomId: room.room.id }), {
      headers: { authorization: `Bearer ${room.adminToken}` },
    });
    expect(answered.status).toBe(200);
    expectSecurityHeaders(answered.headers);
    const refused = await harness.api.fetch(routes.room.url({ roomId: room.room.id }), {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(refused.headers);
    const unknown = await harness.api.fetch('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown.headers);
  });

  it('are on a plain GET of the realtime address, while its upgrade is still answered by ws', async () => {
    const plain = await harness.api.fetch(routes.realtime.url());
    expect(plain.status).toBe(404);
    expectSecurityHeaders(plain.headers);
    const room = await harness.setUpRoom();
    const socket = await harness.connect(room.room.id);
    expect(socket.messages[0]).toMatchObject({ type: 'snapshot', version: expect.any(Number) });
  });
});
