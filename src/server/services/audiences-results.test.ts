import { describe, expect, it } from 'vitest';
import type { Results } from '#shared/api.ts';
import {
  ballot,
  contestant,
  counts,
  overall,
  overallResults,
  results,
  roomId,
} from '../events/room-fixtures.test-support.ts';
import type { Viewer } from '../events/viewers.ts';
import { resultsFor, type SnapshotSource, snapshotFor } from './snapshots.ts';

describe('resultsFor', () => {
  const admin: Viewer = { role: 'admin', adminId: 'a1' };
  const others: Viewer[] = [{ role: 'participant', participantId: 'p1' }, { role: 'public' }];
  /** Three contestants: the reveal shows #1 at step 3. */
  const finalScores = ['c1', 'c2', 'c3'].map((contestantId, index) => ({
    contestantId,
    contestantName: contestantId,
    totalPoints: 3 - index,
    rank: index + 1,
    voteBreakdown: { firstPlace: 0, secondPlace: 0, thirdPlace: 0 },
  }));
  const podium: Results = {
    ...results,
    finalScores,
    awards: overallResults(finalScores),
  };
  const room = (holdResults: boolean, revealStep: number) => ({
    id: roomId,
    code: 'ABCDEFGHIJ',
    name: 'Hack Night',
    title: 'Best',
    status: 'ended' as const,
    holdResults,
    revealStep,
    createdAt: '2025-01-01T00:00:00.000Z',
    votingEndsAt: null,
    rehearsal: null,
    publishBallots: true,
    language: 'en' as const,
  });

  it('is null for everyone before there are results', () => {
    for (const viewer of [admin, ...others])
      expect(resultsFor(viewer, room(true, 0), null)).toBe(null);
  });

  it('gives everyone the results at once when the room does not hold them', () => {
    for (const viewer of [admin, ...others]) {
      expect(resultsFor(viewer, room(false, 0), podium)).toBe(podium);
    }
  });

  it('gives held results to admins only until the reveal shows #1', () => {
    for (const step of [0, 1, 2]) {
      expect(resultsFor(admin, room(true, step), podium)).toBe(podium);
      for (const viewer of others) expect(resultsFor(viewer, room(true, step), podium)).toBe(null);
    }
    for (const step of [3, 4]) {
      for (const viewer of [admin, ...others]) {
        expect(resultsFor(viewer, room(true, step), podium)).toBe(podium);
      }
    }
  });

  it('cuts held results out of the snapshots of participants and the public, not of admins', async () => {
    const source: SnapshotSource = {
      version: 9,
      room: room(true, 2),
      contestants: [contestant],
      awards: [overall],
      results: podium,
      totals: async () => counts,
      recentBallots: async () => [ballot],
    };
    expect((await snapshotFor(admin, source)).results).toBe(podium);
    for (const viewer of others) expect((await snapshotFor(viewer, source)).results).toBe(null);
    const released = { ...source, room: room(true, 3) };
    for (const viewer of others) expect((await snapshotFor(viewer, released)).results).toBe(podium);
  });
});
