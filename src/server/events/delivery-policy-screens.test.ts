import { describe, expect, it } from 'vitest';
import { CLOSE } from '#shared/protocol/constants.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { stagedResults } from '#shared/reveal.ts';
import { deliveryFor, eventsFor, planDelivery } from './delivery-policy.ts';
import {
  ballot,
  contestant,
  counts,
  PARTICIPANT_ID,
  results,
  SECRET_NAME,
} from './room-fixtures.test-support.ts';
import type { Viewer } from './viewers.ts';

/** A batch of what a room sends while voting and at its end, held for the reveal. */
const batch: RoomEvent[] = [
  { type: 'contestant_added', contestant },
  { type: 'ballot_saved', ballot },
  { type: 'participant_removed', participantId: PARTICIPANT_ID },
  { type: 'totals', totals: { ...counts, teams: { c1: 2 } } },
  { type: 'results_held', results },
  { type: 'reveal_progressed', revealStep: 1 },
  { type: 'staged_results', results: stagedResults(results, 1) },
  { type: 'results_released', results },
];

const admin: Viewer = { role: 'admin', adminId: 'a1' };
const delivered = (viewer: Viewer, events: readonly RoomEvent[]) =>
  deliveryFor(viewer, planDelivery(events));

describe('what a screen link is sent', () => {
  it('never sends a screen link a name, a participant id, a ballot, or a place not yet revealed', () => {
    const sent = eventsFor('screen', batch);
    expect(sent.map((event) => event.type)).toEqual([
      'contestant_added',
      'totals',
      'results_held',
      'reveal_progressed',
      'staged_results',
    ]);
    const text = JSON.stringify(
      sent.filter((e) => e.type !== 'results_published' && e.type !== 'staged_results'),
    );
    expect(text).not.toContain(SECRET_NAME);
    expect(text).not.toContain(PARTICIPANT_ID);
    expect(text).not.toContain('rankings');
    const held = sent.find((e) => e.type === 'results_held');
    expect(held?.type === 'results_held' && held.results.awards[0]?.finalScores).toEqual(
      results.awards[0]?.finalScores.map((score) =>
        expect.objectContaining({ contestantId: '', totalPoints: 0, rank: score.rank }),
      ),
    );
  });

  it('is sent turnout counts and nothing else of the totals', () => {
    expect(eventsFor('screen', [batch[3] as RoomEvent])).toEqual([
      { type: 'totals', totals: counts },
    ]);
  });

  it('closes the socket of the screen link a batch revokes, and only that one', () => {
    const revoked: RoomEvent = { type: 'screens_changed', revokedId: 's2' };
    const changes = [batch[0] as RoomEvent, revoked];
    expect(delivered({ role: 'screen', screenId: 's2' }, changes)).toEqual({
      close: CLOSE.screenRevoked,
    });
    expect(delivered({ role: 'screen', screenId: 's1' }, changes)).toEqual({
      events: [batch[0]],
      own: false,
    });
    expect(delivered(admin, changes)).toEqual({ events: changes, own: false });
    // An organiser whose id happens to be the screen's stays.
    expect(delivered({ role: 'admin', adminId: 's2' }, changes)).toEqual({
      events: changes,
      own: false,
    });
  });
});
