import { describe, expect, it } from 'vitest';
import { clockOffset } from './server-clock.ts';

describe('clockOffset', () => {
  const sentAt = Date.parse('2026-05-01T10:00:00.000Z');

  it('trusts a device clock within a second and a half of the server', () => {
    expect(clockOffset('Fri, 01 May 2026 10:00:00 GMT', sentAt, sentAt + 100)).toBe(0);
    expect(clockOffset('Fri, 01 May 2026 10:00:01 GMT', sentAt, sentAt + 100)).toBe(0);
  });

  it('corrects a phone whose clock is minutes behind or ahead, from the midpoint of the round trip', () => {
    // The server said 10:03:00 (and some ms) while the device read 10:00:00.000–10:00:00.200.
    expect(clockOffset('Fri, 01 May 2026 10:03:00 GMT', sentAt, sentAt + 200)).toBe(180_400);
    expect(clockOffset('Fri, 01 May 2026 09:58:00 GMT', sentAt, sentAt + 200)).toBe(-119_600);
  });

  it('is 0 without a readable header', () => {
    expect(clockOffset(null, sentAt, sentAt)).toBe(0);
    expect(clockOffset('soon', sentAt, sentAt)).toBe(0);
  });
});
