import { describe, expect, it } from 'vitest';
import { routes } from './routes.ts';

describe('routes', () => {
  it('builds a URL with every parameter encoded', () => {
    expect(routes.room.url({ roomId: 'a b/c?d' })).toBe('/api/rooms/a%20b%2Fc%3Fd');
    expect(
      routes.contestantImage.url({ roomId: 'r1', contestantId: 'c1', imageHash: '0123abcd' }),
    ).toBe('/api/rooms/r1/contestants/c1/image/0123abcd');
    expect(routes.removeParticipant.url({ roomId: 'r1', participantId: 'voter_1_x' })).toBe(
      '/api/rooms/r1/participants/voter_1_x',
    );
  });

  it('builds a URL without parameters as its path', () => {
    expect(routes.createRoom.url()).toBe(routes.createRoom.path);
    expect(routes.health.url()).toBe('/api/health');
  });

  it('lists each method and path once', () => {
    const keys = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every path under /api/', () => {
    for (const route of Object.values(routes)) expect(route.path).toMatch(/^\/api\//);
  });
});
