import { describe, expect, it } from 'vitest';
import { CLOSE } from '#shared/protocol/constants.ts';
import type { RoomEvent, RoomEventType } from '#shared/protocol/messages.ts';
import { stagedResults } from '#shared/reveal.ts';
import { deliveryFor, EVENT_AUDIENCES, eventsFor, planDelivery } from './delivery-policy.ts';
import { samples } from './event-samples.test-support.ts';
import { counts, PARTICIPANT_ID, SECRET_NAME } from './room-fixtures.test-support.ts';
import type { Audience, Viewer } from './viewers.ts';

/** The policy, written out: what each audience is sent of each event type. */
const expected: Record<RoomEventType, Record<Audience, 'whole' | 'hidden' | 'staged'>> = {
  contestant_added: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  routes_changed: { admin: 'whole', participant: 'whole', screen: 'hidden', public: 'hidden' },
  contestant_updated: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  contestant_removed: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  contestants_reordered: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  tables_numbered: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  awards_changed: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  room_status: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  results_published: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  results_held: { admin: 'whole', participant: 'hidden', screen: 'staged', public: 'hidden' },
  results_released: { admin: 'hidden', participant: 'whole', screen: 'hidden', public: 'whole' },
  record_frozen: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  hold_results_changed: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  publish_ballots_changed: {
    admin: 'whole',
    participant: 'whole',
    screen: 'whole',
    public: 'whole',
  },
  language_changed: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  reveal_progressed: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  timer_changed: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  rehearsal_changed: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  rehearsal_ended: { admin: 'whole', participant: 'whole', screen: 'whole', public: 'whole' },
  participant_removed: {
    admin: 'whole',
    participant: 'hidden',
    screen: 'hidden',
    public: 'hidden',
  },
  admins_changed: { admin: 'whole', participant: 'hidden', screen: 'hidden', public: 'hidden' },
  screens_changed: { admin: 'whole', participant: 'hidden', screen: 'hidden', public: 'hidden' },
  staged_results: { admin: 'hidden', participant: 'hidden', screen: 'whole', public: 'hidden' },
  judges_changed: { admin: 'whole', participant: 'hidden', screen: 'hidden', public: 'hidden' },
  team_changed: { admin: 'whole', participant: 'hidden', screen: 'hidden', public: 'hidden' },
  conflicts_changed: { admin: 'whole', participant: 'hidden', screen: 'hidden', public: 'hidden' },
  ballot_saved: { admin: 'whole', participant: 'hidden', screen: 'hidden', public: 'hidden' },
  ballot_deleted: { admin: 'whole', participant: 'hidden', screen: 'hidden', public: 'hidden' },
  ballot_adjusted: { admin: 'whole', participant: 'hidden', screen: 'hidden', public: 'hidden' },
  totals: { admin: 'whole', participant: 'hidden', screen: 'whole', public: 'whole' },
};

const audiences: Audience[] = ['admin', 'participant', 'screen', 'public'];
const types = Object.keys(samples) as RoomEventType[];

describe('events by audience', () => {
  it('decides every event type for every audience', () => {
    expect(Object.keys(EVENT_AUDIENCES).sort()).toEqual([...types].sort());
  });

  it.each(types.flatMap((type) => audiences.map((audience) => ({ type, audience }))))(
    '$type to $audience',
    ({ type, audience }) => {
      const event = samples[type];
      const sent = eventsFor(audience, [event]);
      const how = expected[type][audience];
      // Held results reach a screen with no place shown yet (`stagedResults` at step 0).
      const staged = 'results' in event && { ...event, results: stagedResults(event.results, 0) };
      expect(sent).toEqual(how === 'whole' ? [event] : how === 'staged' ? [staged] : []);
    },
  );

  it('never sends the public a name, a participant id or a ballot, and points only in results', () => {
    const sent = eventsFor('public', Object.values(samples));
    const text = JSON.stringify(sent.filter((e) => e.type !== 'results_published'));
    expect(text).not.toContain(SECRET_NAME);
    expect(text).not.toContain(PARTICIPANT_ID);
    expect(text).not.toContain('rankings');
    expect(text).not.toContain('points');
  });

  it("tells only admins a frozen record's fingerprint while the results are not out whole", () => {
    const held: RoomEvent = { type: 'record_frozen', fingerprint: 'ab12', everyone: false };
    expect(eventsFor('admin', [held])).toEqual([held]);
    for (const audience of ['participant', 'screen', 'public'] as const) {
      expect(eventsFor(audience, [held])).toEqual([]);
    }
  });

  it('cuts totals to the turnout counts for the public, whatever else they carry', () => {
    const totals = { ...counts, runningPoints: { c1: 3 } };
    const event: RoomEvent = { type: 'totals', totals };
    expect(eventsFor('public', [event])).toEqual([{ type: 'totals', totals: counts }]);
  });

  it('keeps the order of the events an audience may see', () => {
    const batch = [samples.participant_removed, samples.contestant_added, samples.room_status];
    expect(eventsFor('participant', batch)).toEqual([
      samples.contestant_added,
      samples.room_status,
    ]);
  });
});

/** What the hub sends this viewer of a batch: the policy's answer for it. */
const delivered = (viewer: Viewer, batch: readonly RoomEvent[]) =>
  deliveryFor(viewer, planDelivery(batch));

describe('deliveryFor', () => {
  const me: Viewer = { role: 'participant', participantId: PARTICIPANT_ID };
  const other: Viewer = { role: 'participant', participantId: 'voter_1_other' };
  const admin: Viewer = { role: 'admin', adminId: 'a1' };

  it('closes the socket of the participant a batch removes', () => {
    const batch = [samples.contestant_added, samples.participant_removed];
    expect(delivered(me, batch)).toEqual({ close: CLOSE.participantRemoved });
  });

  it("sends others what they may see of someone else's removal", () => {
    const batch = [samples.participant_removed, samples.contestant_added];
    expect(delivered(other, batch)).toEqual({ events: [samples.contestant_added], own: false });
    expect(delivered(admin, batch)).toEqual({ events: batch, own: false });
  });

  it("sends a participant its own adjusted ballot and nobody else's", () => {
    const batch = [samples.contestant_removed, samples.ballot_adjusted];
    expect(delivered(me, batch)).toEqual({ events: batch, own: true });
    expect(delivered(other, batch)).toEqual({ events: [samples.contestant_removed], own: false });
    expect(delivered({ role: 'public' }, batch)).toEqual({
      events: [samples.contestant_removed],
      own: false,
    });
  });

  it.each([samples.ballot_deleted, samples.team_changed, samples.conflicts_changed])(
    'sends a participant its own $type, after what every participant sees',
    (event) => {
      const batch = [event, samples.room_status];
      expect(delivered(me, batch)).toEqual({ events: [samples.room_status, event], own: true });
      expect(delivered(other, batch)).toEqual({ events: [samples.room_status], own: false });
    },
  );

  it('closes the socket of the organiser a batch revokes, and tells the other organisers', () => {
    const revoked: RoomEvent = { type: 'admins_changed', revokedId: 'a2' };
    const batch = [samples.contestant_added, revoked];
    const gone: Viewer = { role: 'admin', adminId: 'a2' };
    expect(delivered(gone, batch)).toEqual({ close: CLOSE.adminRevoked });
    expect(delivered(admin, batch)).toEqual({ events: batch, own: false });
    expect(delivered(me, batch)).toEqual({ events: [samples.contestant_added], own: false });
  });

  it('closes the socket of the judge a batch revokes, and only theirs', () => {
    const revoked: RoomEvent = { type: 'judges_changed', revokedId: PARTICIPANT_ID };
    const judge: Viewer = { role: 'participant', participantId: PARTICIPANT_ID, judge: true };
    const batch = [samples.contestant_added, revoked];
    expect(delivered(judge, batch)).toEqual({ close: CLOSE.judgeRevoked });
    expect(delivered(other, batch)).toEqual({ events: [samples.contestant_added], own: false });
    expect(delivered(admin, batch)).toEqual({ events: batch, own: false });
    // An organiser whose id happens to be the judge's stays.
    const namesake: Viewer = { role: 'admin', adminId: PARTICIPANT_ID };
    expect(delivered(namesake, batch)).toEqual({ events: batch, own: false });
  });

  it('tells a participant both removed and revoked as a judge that it was removed', () => {
    const revoked: RoomEvent = { type: 'judges_changed', revokedId: PARTICIPANT_ID };
    for (const batch of [
      [revoked, samples.participant_removed],
      [samples.participant_removed, revoked],
    ]) {
      expect(delivered(me, batch)).toEqual({ close: CLOSE.participantRemoved });
    }
  });

  it('sends nothing to an audience that may see none of a batch', () => {
    expect(delivered(me, [samples.ballot_saved])).toEqual({ events: [], own: false });
    expect(delivered({ role: 'public' }, [samples.results_held])).toEqual({
      events: [],
      own: false,
    });
  });

  it('works out each audience once a batch, the same events for each of its viewers', () => {
    const plan = planDelivery([samples.contestant_added, samples.ballot_saved]);
    const first = deliveryFor(other, plan);
    const second = deliveryFor({ role: 'participant', participantId: 'voter_2_other' }, plan);
    expect('events' in first && 'events' in second && first.events === second.events).toBe(true);
  });
});
