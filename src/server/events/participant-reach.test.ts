import { describe, expect, it } from 'vitest';
import { deliveryFor, planDelivery, reachesNoParticipant } from './delivery-policy.ts';
import { samples } from './event-samples.test-support.ts';
import { PARTICIPANT_ID } from './room-fixtures.test-support.ts';
import type { Viewer } from './viewers.ts';

describe('reachesNoParticipant', () => {
  const viewers: Viewer[] = [
    { role: 'participant', participantId: PARTICIPANT_ID },
    { role: 'participant', participantId: PARTICIPANT_ID, judge: true },
    { role: 'participant', participantId: 'voter_1_other' },
  ];

  it('holds only of events from which every participant gets nothing', () => {
    for (const event of Object.values(samples)) {
      if (!reachesNoParticipant([event])) continue;
      for (const viewer of viewers) {
        expect(deliveryFor(viewer, planDelivery([event])), event.type).toEqual({
          events: [],
          own: false,
        });
      }
    }
  });

  it('holds of ballots and counts, and not once anything a participant hears is among them', () => {
    const voting = [samples.ballot_saved, samples.totals];
    expect(reachesNoParticipant(voting)).toBe(true);
    expect(reachesNoParticipant([...voting, samples.room_status])).toBe(false);
    expect(reachesNoParticipant([samples.ballot_deleted])).toBe(false);
    expect(reachesNoParticipant([samples.participant_removed])).toBe(false);
    expect(reachesNoParticipant([{ type: 'judges_changed', revokedId: PARTICIPANT_ID }])).toBe(
      false,
    );
  });
});
