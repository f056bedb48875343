import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { admin, ballot, contestant, overall, room } from './room-state.test-support.ts';
import { applyParticipantEvents, applyPublicEvents, participantStateFrom } from './room-state.ts';
import { applyAdminEvents } from './room-state-admin.ts';

/** A participant's view of the room as its snapshot gave it. */
const participantView = () =>
  participantStateFrom({
    type: 'snapshot',
    protocolVersion: PROTOCOL_VERSION,
    version: 1,
    role: 'participant',
    participantId: 'voter_1',
    room,
    contestants: [contestant('a', 1)],
    awards: [overall],
    results: null,
  });

const moved = { ...ballot(1), rankings: [{ contestantId: 'c', rank: 1, points: 3 }] };
const adjusted = (participantId: string, next: typeof moved | null): RoomEvent => ({
  type: 'ballot_adjusted',
  participantId,
  awardId: 'overall',
  awardName: 'Overall',
  contestantName: 'Bravo',
  reason: 'removed',
  ballot: next,
});

describe('a ballot adjusted by a removal', () => {
  it('replaces the ballot in the recent activity where it stands, or drops an emptied one', () => {
    const state = { ...admin, recentBallots: [ballot(2), ballot(1), ballot(3)] };
    const next = applyAdminEvents(state, [adjusted('voter_1', moved), adjusted('voter_3', null)]);
    expect(next.recentBallots).toEqual([ballot(2), moved]);
  });

  it('is kept on the participant’s view, each time as a new object', () => {
    const base = participantView();
    const once = applyParticipantEvents(base, [adjusted('voter_1', moved)]);
    expect(once.ballotAdjustment).toEqual({
      contestantName: 'Bravo',
      awardId: 'overall',
      awardName: 'Overall',
      reason: 'removed',
      ballot: moved,
    });
    const twice = applyParticipantEvents(once, [adjusted('voter_1', null)]);
    expect(twice.ballotAdjustment).toEqual({
      contestantName: 'Bravo',
      awardId: 'overall',
      awardName: 'Overall',
      reason: 'removed',
      ballot: null,
    });
    expect(twice.ballotAdjustment).not.toBe(once.ballotAdjustment);
  });

  it('changes nothing on a public screen', () => {
    const state = { ...admin, totals: admin.totals };
    expect(applyPublicEvents(state, [adjusted('voter_1', moved)])).toBe(state);
  });

  it("keeps the participant's own ballot deleted as who votes in an award changed, each time anew", () => {
    const base = participantView();
    const deleted = {
      type: 'ballot_deleted',
      participantId: 'voter_1',
      awardId: 'overall',
    } as const;
    const once = applyParticipantEvents(base, [deleted]);
    expect(once.ballotDeleted).toEqual({ awardId: 'overall' });
    const twice = applyParticipantEvents(once, [deleted]);
    expect(twice.ballotDeleted).toEqual({ awardId: 'overall' });
    expect(twice.ballotDeleted).not.toBe(once.ballotDeleted);
  });
});
