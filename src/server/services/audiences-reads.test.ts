import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import type { Audience, Viewer } from '../events/viewers.ts';
import { mayRead, READS, requireRead } from './audiences.ts';

describe('reads by audience', () => {
  it('admits each audience to exactly these reads', () => {
    const readsOf = (audience: Audience) =>
      Object.entries(READS)
        .filter(([, audiences]) => (audiences as readonly Audience[]).includes(audience))
        .map(([read]) => read);
    expect(readsOf('public')).toEqual(['live', 'roomByCode', 'expo', 'contestantImage', 'results']);
    expect(readsOf('participant')).toEqual([
      'live',
      'room',
      'contestants',
      'awards',
      'results',
      'ownBallot',
    ]);
    expect(readsOf('admin')).toEqual([
      'live',
      'room',
      'contestants',
      'awards',
      'results',
      'activity',
      'participants',
      'export',
      'admins',
      'adminLog',
      'judges',
      'judging',
      'screens',
    ]);
    // A screen link subscribes, and makes the reads open to everyone.
    expect(readsOf('screen')).toEqual(['live']);
    expect(Object.keys(READS)).toHaveLength(17);
  });

  it('lets everyone make a public read', () => {
    for (const viewer of [
      { role: 'public' },
      { role: 'admin', adminId: 'a1' },
      { role: 'participant', participantId: 'p1' },
    ] satisfies Viewer[]) {
      expect(mayRead(viewer, 'roomByCode')).toBe(true);
      expect(mayRead(viewer, 'live')).toBe(true);
      expect(mayRead(viewer, 'results')).toBe(true);
    }
  });

  it.each([
    ['activity', { role: 'participant', participantId: 'p1' }, 'admin_only'],
    ['ownBallot', { role: 'admin', adminId: 'a1' }, 'participant_only'],
    ['room', { role: 'public' }, 'token_missing'],
  ] satisfies [keyof typeof READS, Viewer, string][])(
    'refuses %s to %o with %s',
    (read, viewer, code) => {
      let refusal: unknown;
      try {
        requireRead(viewer, read);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ code });
    },
  );
});
