import { expect, it } from 'vitest';
import { CLOSE, PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { rawWebSocket, receivedOn } from './support/raw-sockets.ts';
import { closedWithin, closeOf, isParticipantSnapshot } from './support/realtime-messages.ts';
import { must } from './support/room-setup.ts';
import {
  isJoined,
  joinedOn,
  joinMessage,
  newKey,
  participantsIn,
  refusedOn,
} from './support/socket-joins.ts';

describeOnEachDatabase('a join on the realtime socket', (h) => {
  it('joins, answers the participant and token, then the participant’s snapshot', async () => {
    const { room, contestants } = await h.setUpRoom({ contestants: 3 });
    const client = await h.open();
    client.send(joinMessage({ code: room.code.toLowerCase(), name: '  Ada  ' }));
    const joined = await joinedOn(client);
    expect(joined.room.id).toBe(room.id);
    expect(joined.participant.name).toBe('Ada');
    const snapshot = await client.waitFor(isParticipantSnapshot);
    expect(snapshot.participantId).toBe(joined.participant.id);
    expect(snapshot.contestants.map((c) => c.id)).toEqual(contestants.map((c) => c.id));
    // The answer comes before the snapshot, and the token is the participant's everywhere.
    expect(client.messages.findIndex(isJoined)).toBeLessThan(
      client.messages.findIndex(isParticipantSnapshot),
    );
    const ids = contestants.map((c) => c.id);
    const ballot = await h.api.rank(room.id, joined.participantToken, ids);
    expect(ballot.status).toBe(200);
    expect(await participantsIn(h, room.id)).toBe(1);
  });

  it('writes the answer and the snapshot together, in one write to the connection', async () => {
    const { room } = await h.setUpRoom({ contestants: 2 });
    const join = joinMessage({ code: room.code, name: 'Ada' });
    const { socket, chunks } = await rawWebSocket(h.server, join);
    try {
      await receivedOn(chunks, '"type":"snapshot"');
      const answered = chunks.find((chunk) => chunk.includes('"type":"joined"'));
      expect(answered).toContain('"type":"snapshot"');
    } finally {
      socket.destroy();
    }
  });

  it('answers a join sent again with its key with the participant it first made', async () => {
    const { room } = await h.setUpRoom({ contestants: 1 });
    const key = newKey();
    const first = await h.open();
    first.send(joinMessage({ code: room.code, name: 'Ada' }, key));
    const made = await joinedOn(first);
    first.close();
    // The answer lost: the phone opens another socket and sends the same join.
    const again = await h.open();
    again.send(joinMessage({ code: room.code, name: 'Ada' }, key));
    const answered = await joinedOn(again);
    expect(answered.participant).toEqual(made.participant);
    expect(answered.participantToken).toBe(made.participantToken);
    await again.waitFor(isParticipantSnapshot);
    expect(await participantsIn(h, room.id)).toBe(1);
  });

  it('refuses as the join request does, keeps the socket, and takes another join', async () => {
    const { room } = await h.setUpRoom({ contestants: 1 });
    const client = await h.open();
    client.send(joinMessage({ code: 'ZZZZZZ', name: 'Ada' }));
    const notFound = await refusedOn(client);
    const overHttp = await h.api.join({ code: 'ZZZZZZ', name: 'Ada' });
    expect(notFound.status).toBe(overHttp.status);
    expect(notFound.error).toEqual(overHttp.body.error);
    expect(notFound.retryAfter).toBeUndefined();
    // A name too long: the request's schema refusal, with its issues.
    const from = client.messages.length;
    client.send(joinMessage({ code: room.code, name: 'x'.repeat(41) }));
    const tooLong = await refusedOn(client, from);
    const tooLongOverHttp = await h.api.join({ code: room.code, name: 'x'.repeat(41) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error).toEqual(tooLongOverHttp.body.error);
    expect(await participantsIn(h, room.id)).toBe(0);
    client.send(joinMessage({ code: room.code, name: 'Ada' }));
    await client.waitFor(isParticipantSnapshot);
    expect(await participantsIn(h, room.id)).toBe(1);
  });

  it('refuses an ended room with the spec’s words', async () => {
    const { room, adminToken } = await h.setUpRoom({ contestants: 2, participants: 1 });
    expect((await h.api.finish(room.id, adminToken)).status).toBe(200);
    const client = await h.open();
    client.send(joinMessage({ code: room.code, name: 'Late' }));
    const refused = await refusedOn(client);
    expect(refused.status).toBe(409);
    expect(refused.error.code).toBe('room_ended');
    expect(refused.error.message).toBe('This room has ended and is no longer accepting votes.');
  });

  it('closes a socket that joins after it subscribed, or subscribes after it joined', async () => {
    const { room, participants } = await h.setUpRoom({ contestants: 1, participants: 1 });
    const subscribed = await h.connect(room.id, must(participants[0]).token);
    subscribed.send(joinMessage({ code: room.code, name: 'Twice' }));
    expect(await closeOf(subscribed)).toEqual(CLOSE.malformedMessage);
    const joined = await h.open();
    joined.send(joinMessage({ code: room.code, name: 'Once' }));
    await joined.waitFor(isParticipantSnapshot);
    joined.send({ type: 'subscribe', protocolVersion: PROTOCOL_VERSION, roomId: room.id });
    expect(await closeOf(joined)).toEqual(CLOSE.malformedMessage);
    expect(await participantsIn(h, room.id)).toBe(2);
  });

  it('closes a join of another protocol version, and one without a usable key', async () => {
    const { room } = await h.setUpRoom({ contestants: 1 });
    const older = await h.open();
    older.send({ ...joinMessage({ code: room.code, name: 'Old' }), protocolVersion: 1 });
    expect(await closeOf(older)).toEqual(CLOSE.unsupportedProtocol);
    const keyless = await h.open();
    keyless.send(joinMessage({ code: room.code, name: 'Short' }, 'short'));
    expect(await closeOf(keyless)).toEqual(CLOSE.malformedMessage);
    const fine = await h.open();
    expect(await closedWithin(fine, 100)).toBe('still open');
    expect(await participantsIn(h, room.id)).toBe(0);
  });
});
