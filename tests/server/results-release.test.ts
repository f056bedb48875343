import { expect, it } from 'vitest';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import type { RealtimeClient } from './support/realtime-client.ts';
import { eventsOf, expectVersionChain, withEvent } from './support/realtime-messages.ts';
import { withoutFingerprint } from './support/results-read.ts';
import { votedRoom } from './support/voted-room.ts';

const ENDED: RoomEvent = { type: 'room_status', status: 'ended' };
const step = (revealStep: number): RoomEvent => ({ type: 'reveal_progressed', revealStep });

describeOnEachDatabase('results held for the reveal, and released', (h) => {
  /** The events of the update holding this step of the reveal. */
  const atStep = async (socket: RealtimeClient, revealStep: number) =>
    (await socket.waitFor(withEvent('reveal_progressed', (e) => e.revealStep === revealStep)))
      .events;

  it('keeps held results from participants and the public until the reveal shows #1', async () => {
    const r = await votedRoom(h, { contestants: 4, participants: 3, hold: true });
    const admin = await h.connect(r.roomId, r.adminToken);
    const participant = await h.connect(r.roomId, r.participant(0).token);
    const viewer = await h.connect(r.roomId);

    const finished = await h.api.finish(r.roomId, r.adminToken);
    expect(finished.status).toBe(200);
    const { results } = finished.body;
    expect(results.finalScores.map((s) => s.contestantName)).toEqual([
      'Project A',
      'Project B',
      'Project C',
      'Project D',
    ]);
    const held = await admin.waitFor(withEvent('results_held'));
    expect(held.events).toEqual([ENDED, { type: 'results_held', results }]);
    for (const socket of [participant, viewer]) {
      expect((await socket.waitFor(withEvent('room_status'))).events).toEqual([ENDED]);
    }
    // The record is frozen after the finish: its fingerprint goes to admins alone while held.
    const frozen = await admin.waitFor(withEvent('record_frozen', (e) => !e.everyone));
    const record = frozen.events.find((e) => e.type === 'record_frozen');
    const fingerprint = record?.type === 'record_frozen' ? record.fingerprint : '';

    const expectHeld = async () => {
      expect(
        withoutFingerprint((await h.api.results(r.roomId, r.adminToken)).body.results),
      ).toEqual(withoutFingerprint(results));
      for (const token of [r.participant(1).token, undefined]) {
        const read = await h.api.results(r.roomId, token);
        expect(read.status).toBe(200);
        expect(read.body.results).toBeNull();
        const late = await h.connect(r.roomId, token);
        expect(late.messages[0]).toMatchObject({ type: 'snapshot', results: null });
      }
      const lateAdmin = await h.connect(r.roomId, r.adminToken);
      expect(lateAdmin.messages[0]).toMatchObject({ type: 'snapshot', results });
    };
    await expectHeld();

    // The places below #1 come first: the results stay held.
    for (const revealStep of [1, 2]) {
      expect((await h.api.reveal(r.roomId, r.adminToken, revealStep)).status).toBe(200);
      for (const socket of [admin, participant, viewer]) {
        expect(await atStep(socket, revealStep)).toEqual([step(revealStep)]);
      }
      await expectHeld();
    }

    // The step that shows #1 releases them to participants and the public, not again to admins.
    expect((await h.api.reveal(r.roomId, r.adminToken, 3)).body.room.revealStep).toBe(3);
    for (const socket of [participant, viewer]) {
      expect(await atStep(socket, 3)).toEqual([
        step(3),
        { type: 'results_released', results: { ...results, fingerprint } },
      ]);
    }
    expect(await atStep(admin, 3)).toEqual([step(3)]);
    for (const token of [r.adminToken, r.participant(1).token, undefined]) {
      expect(withoutFingerprint((await h.api.results(r.roomId, token)).body.results)).toEqual(
        withoutFingerprint(results),
      );
      const late = await h.connect(r.roomId, token);
      expect(late.messages[0]).toMatchObject({ type: 'snapshot', results });
    }

    // The complete ranking follows; the results are not released twice.
    await h.api.reveal(r.roomId, r.adminToken, 4);
    for (const socket of [participant, viewer]) {
      expect(await atStep(socket, 4)).toEqual([step(4)]);
      expect(eventsOf(socket).map((e) => e.type)).toEqual([
        'room_status',
        'reveal_progressed',
        'reveal_progressed',
        'reveal_progressed',
        'results_released',
        'reveal_progressed',
      ]);
      expectVersionChain(socket.messages);
    }
    expect(eventsOf(admin).filter((e) => e.type.startsWith('results_'))).toEqual([
      { type: 'results_held', results },
    ]);
  });

  it('sends nothing of the held results to participants or the public before the release', async () => {
    const r = await votedRoom(h, { contestants: 3, participants: 2, hold: true });
    const participant = await h.connect(r.roomId, r.participant(0).token);
    const viewer = await h.connect(r.roomId);
    await h.api.finish(r.roomId, r.adminToken);
    for (const revealStep of [1, 2]) await h.api.reveal(r.roomId, r.adminToken, revealStep);
    for (const socket of [participant, viewer]) {
      await atStep(socket, 2);
      const seen = JSON.stringify(socket.messages);
      expect(seen).not.toContain('finalScores');
      expect(seen).not.toContain('totalPoints');
      expect(seen).not.toContain('winnerId');
    }
  });

  it('releases the results with the step that reaches #1, the last with two contestants', async () => {
    const r = await votedRoom(h, { contestants: 2, participants: 1, hold: true });
    const participant = await h.connect(r.roomId, r.participant(0).token);
    const { results } = (await h.api.finish(r.roomId, r.adminToken)).body;
    expect((await h.api.reveal(r.roomId, r.adminToken, 1)).body.room.revealStep).toBe(1);
    expect((await h.api.reveal(r.roomId, r.adminToken, 2)).body.room.revealStep).toBe(2);
    await atStep(participant, 2);
    // Released after the record may have been frozen: with its fingerprint, or not yet,
    // and then the fingerprint follows the release (never before it).
    const events = eventsOf(participant);
    const frozenAt = events.findIndex((e) => e.type === 'record_frozen');
    if (frozenAt >= 0) {
      expect(frozenAt).toBeGreaterThan(events.findIndex((e) => e.type === 'results_released'));
    }
    const seen = events
      .filter((e) => e.type !== 'record_frozen')
      .map((e) =>
        e.type === 'results_released' ? { ...e, results: withoutFingerprint(e.results) } : e,
      );
    expect(seen).toEqual([
      ENDED,
      step(1),
      step(2),
      { type: 'results_released', results: withoutFingerprint(results) },
    ]);
    expect(
      withoutFingerprint((await h.api.results(r.roomId, r.participant(0).token)).body.results),
    ).toEqual(withoutFingerprint(results));
  });

  it('without the hold, gives participants and the public the results at once, as the spec says', async () => {
    const r = await votedRoom(h, { contestants: 4, participants: 2 });
    expect(r.room.holdResults).toBe(false);
    const sockets = [
      await h.connect(r.roomId, r.adminToken),
      await h.connect(r.roomId, r.participant(0).token),
      await h.connect(r.roomId),
    ];
    const { results } = (await h.api.finish(r.roomId, r.adminToken)).body;
    const published: RoomEvent = { type: 'results_published', results };
    for (const socket of sockets) {
      expect((await socket.waitFor(withEvent('results_published'))).events).toEqual([
        ENDED,
        published,
      ]);
    }
    // Then the record, frozen after the finish, with its fingerprint for everyone.
    const frozen: RoomEvent[] = [];
    for (const socket of sockets) {
      const update = await socket.waitFor(withEvent('record_frozen', (e) => e.everyone));
      frozen.push(...update.events);
    }
    const [record] = frozen;
    for (const token of [r.adminToken, r.participant(1).token, undefined]) {
      expect(withoutFingerprint((await h.api.results(r.roomId, token)).body.results)).toEqual(
        withoutFingerprint(results),
      );
    }
    // The reveal still steps through the places, but releases nothing more.
    for (const revealStep of [1, 2, 3, 4]) await h.api.reveal(r.roomId, r.adminToken, revealStep);
    for (const socket of sockets) {
      await atStep(socket, 4);
      expect(eventsOf(socket)).toEqual([
        ENDED,
        published,
        record,
        step(1),
        step(2),
        step(3),
        step(4),
      ]);
    }
  });

  it('answers the public with null results, not a refusal, while voting is open', async () => {
    const r = await votedRoom(h, { contestants: 2, participants: 1 });
    const read = await h.api.results(r.roomId);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ results: null });
  });
});
