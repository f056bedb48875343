import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-transport.ts';
import { cannotRestore } from './restore-admin-session.ts';

describe('cannotRestore', () => {
  it('gives up on a room that is gone, was never a room, or refuses the saved token', () => {
    for (const [status, code] of [
      [404, 'room_not_found'],
      [404, 'not_found'],
      [400, 'validation_failed'],
      [401, 'token_missing'],
      [403, 'token_not_for_room'],
      [403, 'admin_only'],
    ] as const) {
      expect(cannotRestore(new ApiError(status, code, 'any wording'))).toBe(true);
    }
  });

  it('keeps the saved room when the server is unreachable or fails on its side', () => {
    expect(cannotRestore(new ApiError(0, 'unreachable', 'offline'))).toBe(false);
    expect(cannotRestore(new ApiError(500, 'internal', 'Room not found.'))).toBe(false);
    expect(cannotRestore(new ApiError(502, 'unknown', 'Request failed (502).'))).toBe(false);
    expect(cannotRestore(new TypeError('Failed to fetch'))).toBe(false);
  });
});
