import { describe, expect, it } from 'vitest';
import {
  ballot,
  contestant,
  counts,
  overall,
  roomId,
  SECRET_NAME,
} from '../events/room-fixtures.test-support.ts';
import { type SnapshotSource, snapshotFor } from './snapshots.ts';

describe('snapshotFor', () => {
  const source: SnapshotSource = {
    version: 7,
    room: {
      id: roomId,
      code: 'ABCDEFGHIJ',
      name: 'Hack Night',
      title: 'Best',
      status: 'setup',
      holdResults: false,
      publishBallots: true,
      language: 'en',
      revealStep: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
      votingEndsAt: null,
      rehearsal: null,
    },
    contestants: [contestant],
    awards: [overall],
    results: null,
    totals: async () => counts,
    recentBallots: async () => [ballot],
  };
  /** A source whose admin-only parts fail the test if anyone reads them. */
  const guarded: SnapshotSource = {
    ...source,
    recentBallots: () => Promise.reject(new Error('ballots read for a non-admin')),
  };
  const common = 'awards contestants protocolVersion results role room type version';

  it('gives an admin recent ballots and totals, and no list of participants', async () => {
    const snapshot = await snapshotFor({ role: 'admin', adminId: 'a1' }, source);
    expect(Object.keys(snapshot).sort()).toEqual(
      `${common} recentBallots totals`.split(' ').sort(),
    );
    expect(snapshot).toMatchObject({ role: 'admin', recentBallots: [ballot], totals: counts });
  });

  it('gives a participant their own id and nothing of anyone else', async () => {
    const snapshot = await snapshotFor({ role: 'participant', participantId: 'p1' }, guarded);
    expect(Object.keys(snapshot).sort()).toEqual(`${common} participantId`.split(' ').sort());
    expect(snapshot).toMatchObject({ role: 'participant', participantId: 'p1', version: 7 });
  });

  it('gives the public turnout counts, and no names or ballots', async () => {
    const snapshot = await snapshotFor({ role: 'public' }, guarded);
    expect(Object.keys(snapshot).sort()).toEqual(`${common} totals`.split(' ').sort());
    expect(snapshot).toMatchObject({ role: 'public', totals: counts });
    expect(JSON.stringify(snapshot)).not.toContain(SECRET_NAME);
  });
});
