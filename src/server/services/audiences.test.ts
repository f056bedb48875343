import { describe, expect, it } from 'vitest';
import { CLOSE } from '#shared/protocol/constants.ts';
import type { RoomEvent, RoomEventType } from '#shared/protocol/messages.ts';
import type { Audience, Viewer } from '../events/viewers.ts';
import {
  ballot,
  contestant,
  counts,
  overall,
  PARTICIPANT_ID,
  results,
  roomId,
  SECRET_NAME,
} from './audiences.test-support.ts';
import { deliveryFor, EVENT_AUDIENCES, eventsFor } from './audiences.ts';
import { type SnapshotSource, snapshotFor } from './snapshots.ts';

/** One event of every type the protocol has; the compiler insists on each. */
const samples: { [T in RoomEventType]: Extract<RoomEvent, { type: T }> } = {
  contestant_added: { type: 'contestant_added', contestant },
  contestant_updated: { type: 'contestant_updated', contestant },
  contestant_removed: { type: 'contestant_removed', contestantId: 'c1' },
  contestants_reordered: { type: 'contestants_reordered', contestantIds: ['c1'] },
  awards_changed: {
    type: 'awards_changed',
    awards: [overall],
  },
  room_status: { type: 'room_status', status: 'ended' },
  results_published: { type: 'results_published', results },
  results_held: { type: 'results_held', results },
  results_released: { type: 'results_released', results },
  hold_results_changed: { type: 'hold_results_changed', holdResults: true },
  publish_ballots_changed: { type: 'publish_ballots_changed', publishBallots: false },
  reveal_progressed: { type: 'reveal_progressed', revealStep: 1 },
  timer_changed: { type: 'timer_changed', votingEndsAt: '2025-01-01T00:05:00.000Z' },
  participant_removed: { type: 'participant_removed', participantId: PARTICIPANT_ID },
  admins_changed: { type: 'admins_changed', revokedId: null },
  judges_changed: { type: 'judges_changed', revokedId: null },
  team_changed: { type: 'team_changed', participantId: PARTICIPANT_ID, teamId: 'c1' },
  conflicts_changed: {
    type: 'conflicts_changed',
    participantId: PARTICIPANT_ID,
    contestantIds: ['c1'],
  },
  ballot_saved: { type: 'ballot_saved', ballot },
  ballot_deleted: { type: 'ballot_deleted', participantId: PARTICIPANT_ID, awardId: 'award-1' },
  ballot_adjusted: {
    type: 'ballot_adjusted',
    participantId: PARTICIPANT_ID,
    awardId: 'award-1',
    awardName: 'Overall',
    contestantName: 'Gone',
    reason: 'removed',
    ballot,
  },
  totals: { type: 'totals', totals: counts },
};

/** The policy, written out: what each audience is sent of each event type. */
const expected: Record<RoomEventType, Record<Audience, 'whole' | 'hidden'>> = {
  contestant_added: { admin: 'whole', participant: 'whole', public: 'whole' },
  contestant_updated: { admin: 'whole', participant: 'whole', public: 'whole' },
  contestant_removed: { admin: 'whole', participant: 'whole', public: 'whole' },
  contestants_reordered: { admin: 'whole', participant: 'whole', public: 'whole' },
  awards_changed: { admin: 'whole', participant: 'whole', public: 'whole' },
  room_status: { admin: 'whole', participant: 'whole', public: 'whole' },
  results_published: { admin: 'whole', participant: 'whole', public: 'whole' },
  results_held: { admin: 'whole', participant: 'hidden', public: 'hidden' },
  results_released: { admin: 'hidden', participant: 'whole', public: 'whole' },
  hold_results_changed: { admin: 'whole', participant: 'whole', public: 'whole' },
  publish_ballots_changed: { admin: 'whole', participant: 'whole', public: 'whole' },
  reveal_progressed: { admin: 'whole', participant: 'whole', public: 'whole' },
  timer_changed: { admin: 'whole', participant: 'whole', public: 'whole' },
  participant_removed: { admin: 'whole', participant: 'hidden', public: 'hidden' },
  admins_changed: { admin: 'whole', participant: 'hidden', public: 'hidden' },
  judges_changed: { admin: 'whole', participant: 'hidden', public: 'hidden' },
  team_changed: { admin: 'whole', participant: 'hidden', public: 'hidden' },
  conflicts_changed: { admin: 'whole', participant: 'hidden', public: 'hidden' },
  ballot_saved: { admin: 'whole', participant: 'hidden', public: 'hidden' },
  ballot_deleted: { admin: 'whole', participant: 'hidden', public: 'hidden' },
  ballot_adjusted: { admin: 'whole', participant: 'hidden', public: 'hidden' },
  totals: { admin: 'whole', participant: 'hidden', public: 'whole' },
};

const audiences: Audience[] = ['admin', 'participant', 'public'];
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
      expect(sent).toEqual(expected[type][audience] === 'whole' ? [event] : []);
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

describe('deliveryFor', () => {
  const me: Viewer = { role: 'participant', participantId: PARTICIPANT_ID };

  it('closes the socket of the participant a batch removes', () => {
    const batch = [samples.contestant_added, samples.participant_removed];
    expect(deliveryFor(me, batch)).toEqual({ close: CLOSE.participantRemoved });
  });

  it("sends others what they may see of someone else's removal", () => {
    const other: Viewer = { role: 'participant', participantId: 'voter_1_other' };
    const batch = [samples.participant_removed, samples.contestant_added];
    expect(deliveryFor(other, batch)).toEqual({ events: [samples.contestant_added] });
    const admin: Viewer = { role: 'admin', adminId: 'a1' };
    expect(deliveryFor(admin, batch)).toEqual({ events: batch });
  });

  it("sends a participant its own adjusted ballot and nobody else's", () => {
    const other: Viewer = { role: 'participant', participantId: 'voter_1_other' };
    const batch = [samples.contestant_removed, samples.ballot_adjusted];
    expect(deliveryFor(me, batch)).toEqual({ events: batch });
    expect(deliveryFor(other, batch)).toEqual({ events: [samples.contestant_removed] });
    expect(deliveryFor({ role: 'public' }, batch)).toEqual({
      events: [samples.contestant_removed],
    });
  });

  it('closes the socket of the organiser a batch revokes, and tells the other organisers', () => {
    const revoked: RoomEvent = { type: 'admins_changed', revokedId: 'a2' };
    const batch = [samples.contestant_added, revoked];
    const gone: Viewer = { role: 'admin', adminId: 'a2' };
    expect(deliveryFor(gone, batch)).toEqual({ close: CLOSE.adminRevoked });
    const staying: Viewer = { role: 'admin', adminId: 'a1' };
    expect(deliveryFor(staying, batch)).toEqual({ events: batch });
    expect(deliveryFor(me, batch)).toEqual({ events: [samples.contestant_added] });
  });
});

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
      revealStep: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
      votingEndsAt: null,
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
