import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../limits.ts';
import { MessageBucket } from './message-bucket.ts';

const PING_MS = 15_000; // src/client/lib/live-room/room-connection.ts

describe('MessageBucket', () => {
  it('never refuses the web client: a subscribe, a ping every 15 s and bursts of resyncs, for an hour', () => {
    let now = 0;
    const { socketMessageBurst, socketMessagesPerMinute } = DEFAULT_LIMITS;
    const bucket = new MessageBucket(socketMessageBurst, socketMessagesPerMinute, () => now);
    expect(bucket.take()).toBe(true);
    for (let tick = 1; tick <= 240; tick++) {
      now = tick * PING_MS;
      expect(bucket.take()).toBe(true);
      // Every ten minutes, a storm of updates with a gap: a few resyncs at once.
      if (tick % 40 === 0) for (let i = 0; i < 5; i++) expect(bucket.take()).toBe(true);
    }
  });

  it('refuses past its burst, then allows its rate again', () => {
    let now = 0;
    const bucket = new MessageBucket(3, 60, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    now = 1000;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
  });
});
