import { describe, expect, it } from 'vitest';
import type { Award, Ballot } from '#shared/api.ts';
import { type JudgingSignals, judgingChangesKey } from './judging-changes.ts';

const expo: Award = {
  id: 'expo',
  name: 'Expo',
  contestantIds: null,
  voters: 'judges',
  judgesWeight: null,
  expo: { routeSize: 6, judgingClosed: false },
};

const ballot = (id: string, awardId: string, updatedAt: string): Ballot => ({
  id,
  roomId: 'room',
  participantId: `p-${id}`,
  participantName: 'Ada',
  awardId,
  rankings: [],
  updatedAt,
  judge: true,
});

const signals: JudgingSignals = {
  routeChanges: 0,
  judgeChanges: 0,
  recentBallots: [ballot('b1', 'expo', '2026-01-01T10:00:00Z')],
  contestants: [],
};

describe('judgingChangesKey', () => {
  const key = judgingChangesKey(expo, signals);

  it('changes with a stop walked, a judge changed, a ranking saved, a table or a close', () => {
    expect(judgingChangesKey(expo, { ...signals, routeChanges: 1 })).not.toBe(key);
    expect(judgingChangesKey(expo, { ...signals, judgeChanges: 1 })).not.toBe(key);
    const saved = [ballot('b1', 'expo', '2026-01-01T10:05:00Z')];
    expect(judgingChangesKey(expo, { ...signals, recentBallots: saved })).not.toBe(key);
    const tabled = { ...signals, contestants: [{ ...contestant(), tableNumber: 3 }] };
    expect(judgingChangesKey(expo, tabled)).not.toBe(
      judgingChangesKey(expo, { ...signals, contestants: [contestant()] }),
    );
    const closed: Award = { ...expo, expo: { routeSize: 6, judgingClosed: true } };
    expect(judgingChangesKey(closed, signals)).not.toBe(key);
  });

  it('stays the same for a ballot in another award', () => {
    const other = [...signals.recentBallots, ballot('b2', 'overall', '2026-01-01T10:06:00Z')];
    expect(judgingChangesKey(expo, { ...signals, recentBallots: other })).toBe(key);
  });
});

function contestant() {
  return {
    id: 'c1',
    roomId: 'room',
    name: 'Orbit',
    blurb: '',
    imageUrl: null,
    demoUrl: null,
    orderIndex: 1,
    tableNumber: null,
  };
}
