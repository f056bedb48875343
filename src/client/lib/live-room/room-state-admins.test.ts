import { describe, expect, it } from 'vitest';
import { CLOSE } from '#shared/protocol/constants.ts';
import { closeOutcome } from './realtime-wire.ts';
import { admin, overall, room, whoJoinedAndVoted } from './room-state.test-support.ts';
import { applyParticipantEvents, applyPublicEvents } from './room-state.ts';
import { applyAdminEvents } from './room-state-admin.ts';
import { asServerMessage } from './server-message.ts';

describe('organisers in the room state', () => {
  it('counts each change to the organisers or their log on the dashboard', () => {
    const state = applyAdminEvents(admin, [
      { type: 'admins_changed', revokedId: null },
      { type: 'participant_removed', participantId: 'voter_9' },
      { type: 'room_status', status: 'ended' },
      { type: 'totals', totals: admin.totals },
    ]);
    expect(state.adminChanges).toBe(3);
    expect(state.room.status).toBe('ended');
  });

  it('leaves a participant’s and the public’s view as they were', () => {
    const participant = { room, contestants: [], awards: [overall], results: null };
    const event = { type: 'admins_changed', revokedId: 'a1' } as const;
    expect(applyParticipantEvents(participant, [event, ...whoJoinedAndVoted])).toBe(participant);
    const publicView = { ...participant, totals: admin.totals };
    expect(applyPublicEvents(publicView, [event])).toBe(publicView);
  });

  it('reads the event off the wire, and a revoked organiser’s close as the end', () => {
    const update = (revokedId: unknown) =>
      asServerMessage({
        type: 'update',
        baseVersion: 1,
        version: 2,
        events: [{ type: 'admins_changed', revokedId }],
      });
    expect(update(null)).not.toBeNull();
    expect(update('a1')).not.toBeNull();
    expect(update(7)).toBeNull();
    expect(closeOutcome(CLOSE.adminRevoked.code)).toBe('admin-revoked');
  });
});
