import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivityAnnouncer } from './activity-announcer.ts';

describe('activity announcer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("announces a room's first activity at once, and all that follows within the interval once at its end", () => {
    const announced: string[] = [];
    const announcer = createActivityAnnouncer((roomId) => announced.push(roomId), 100);
    announcer.note('a');
    expect(announced).toEqual(['a']);
    for (let i = 0; i < 50; i++) announcer.note('a');
    vi.advanceTimersByTime(99);
    expect(announced).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(announced).toEqual(['a', 'a']);
    // Nothing more arrived: the window closes without a word.
    vi.advanceTimersByTime(1_000);
    expect(announced).toEqual(['a', 'a']);
    // A room gone quiet is announced at once again.
    announcer.note('a');
    expect(announced).toEqual(['a', 'a', 'a']);
  });

  it('keeps a steady stream to one announcement per interval', () => {
    const announced: string[] = [];
    const announcer = createActivityAnnouncer((roomId) => announced.push(roomId), 100);
    for (let ms = 0; ms < 1_000; ms += 5) {
      announcer.note('a');
      vi.advanceTimersByTime(5);
    }
    expect(announced.length).toBeGreaterThanOrEqual(10);
    expect(announced.length).toBeLessThanOrEqual(11);
  });

  it('keeps rooms apart', () => {
    const announced: string[] = [];
    const announcer = createActivityAnnouncer((roomId) => announced.push(roomId), 100);
    announcer.note('a');
    announcer.note('b');
    announcer.note('b');
    expect(announced).toEqual(['a', 'b']);
    vi.advanceTimersByTime(100);
    expect(announced).toEqual(['a', 'b', 'b']);
  });

  it('on close, answers the rooms whose announcement was waiting, and announces nothing more', () => {
    const announced: string[] = [];
    const announcer = createActivityAnnouncer((roomId) => announced.push(roomId), 100);
    announcer.note('a');
    announcer.note('a');
    announcer.note('b');
    expect(announcer.close()).toEqual(['a']);
    vi.advanceTimersByTime(1_000);
    expect(announced).toEqual(['a', 'b']);
  });
});
