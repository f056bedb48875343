import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { removeContestant } from '#server/services/contestant-changes-service.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { withEvent } from './support/realtime-messages.ts';
import { must } from './support/room-setup.ts';

describeOnEachDatabase('contestants', (h) => {
  async function names(roomId: string, token: string) {
    const listed = await h.api.listContestants(roomId, token);
    expect(listed.status).toBe(200);
    return listed.body.contestants.map((c) => c.name);
  }

  it('keeps optional image and demo URLs, and stores null when absent or blank', async () => {
    const { room, adminToken } = await h.setUpRoom();
    const withUrls = await h.api.addContestant(room.id, adminToken, {
      name: 'Linked',
      blurb: 'Has links',
      imageUrl: 'https://example.com/shot.png',
      demoUrl: 'http://demo.example.com/app',
    });
    expect(withUrls.status).toBe(201);
    expect(withUrls.body.contestant.imageUrl).toBe('https://example.com/shot.png');
    expect(withUrls.body.contestant.demoUrl).toBe('http://demo.example.com/app');
    const absent = await h.api.addContestant(room.id, adminToken, { name: 'Plain', blurb: 'None' });
    expect(absent.body.contestant).toMatchObject({ imageUrl: null, demoUrl: null });
    const blank = await h.api.addContestant(room.id, adminToken, {
      name: 'Blank',
      blurb: 'Blank links',
      imageUrl: '   ',
      demoUrl: '',
    });
    expect(blank.status).toBe(201);
    expect(blank.body.contestant).toMatchObject({ imageUrl: null, demoUrl: null });
  });

  it.each([
    ['a blank name', { name: ' ', blurb: 'B' }, 'Contestant name is required.'],
    ['a blank short description', { name: 'N', blurb: '' }, 'Short description is required.'],
    [
      'a relative image URL',
      { name: 'N', blurb: 'B', imageUrl: 'shot.png' },
      'Image URL must be a valid http(s) URL.',
    ],
    [
      'a javascript: image URL',
      { name: 'N', blurb: 'B', imageUrl: 'javascript:alert(1)' },
      'Image URL must be a valid http(s) URL.',
    ],
    [
      'a non-URL demo URL',
      { name: 'N', blurb: 'B', demoUrl: 'not a url' },
      'Demo URL must be a valid http(s) URL.',
    ],
    [
      'a javascript: demo URL',
      { name: 'N', blurb: 'B', demoUrl: 'javascript:alert(1)' },
      'Demo URL must be a valid http(s) URL.',
    ],
    [
      'a non-image data URL',
      { name: 'N', blurb: 'B', imageUrl: 'data:text/html;base64,PGgxPg==' },
      'Pasted images must be',
    ],
    ['an unknown field', { name: 'N', blurb: 'B', orderIndex: 1 }, 'orderIndex'],
  ])('refuses %s with 400 and adds nothing', async (_label, body, message) => {
    const { room, adminToken } = await h.setUpRoom({ contestants: 1 });
    const added = await h.api.addContestant(room.id, adminToken, body);
    expect(added.status).toBe(400);
    expect(added.body.error.code).toBe('validation_failed');
    expect(added.body.error.message).toContain(message);
    expect(await names(room.id, adminToken)).toEqual(['Project A']);
  });

  it('lets a participant list contestants but refuses a participant adding one with 403', async () => {
    const { room, adminToken, participants } = await h.setUpRoom({
      contestants: 2,
      participants: 1,
    });
    const token = participants[0]?.token ?? '';
    const listed = await h.api.listContestants(room.id, token);
    expect(listed.status).toBe(200);
    expect(listed.body.contestants.map((c) => c.name)).toEqual(['Project A', 'Project B']);
    const added = await h.api.addContestant(room.id, token, {
      name: 'Sneaky',
      blurb: 'Participant add',
    });
    expect(added.status).toBe(403);
    expect(added.body.error.message).toBe('Only the room organiser can do this.');
    expect(await names(room.id, adminToken)).toEqual(['Project A', 'Project B']);
  });

  it('refuses to add a contestant after voting has ended with 409', async () => {
    const { room, adminToken } = await h.setUpRoom({ contestants: 1 });
    expect((await h.api.finish(room.id, adminToken)).status).toBe(200);
    const added = await h.api.addContestant(room.id, adminToken, {
      name: 'Late',
      blurb: 'Too late',
    });
    expect(added.status).toBe(409);
    expect(added.body.error.message).toBe('Voting has ended for this room.');
    expect(await names(room.id, adminToken)).toEqual(['Project A']);
  });

  it('answers 404 Room not found. when adding to an unknown room', async () => {
    const { adminToken } = await h.setUpRoom();
    const added = await h.api.addContestant(randomUUID(), adminToken, { name: 'N', blurb: 'B' });
    expect(added.status).toBe(404);
    expect(added.body.error.message).toBe('Room not found.');
  });

  it('adds contestants with order_index 1..n and lists them in that order', async () => {
    const { room, adminToken } = await h.setUpRoom();
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      const added = await h.api.addContestant(room.id, adminToken, {
        name,
        blurb: `${name} blurb`,
      });
      expect(added.status).toBe(201);
      expect(added.body.contestant).toMatchObject({
        roomId: room.id,
        name,
        blurb: `${name} blurb`,
      });
    }
    const listed = await h.api.listContestants(room.id, adminToken);
    expect(listed.body.contestants.map((c) => [c.name, c.orderIndex])).toEqual([
      ['Alpha', 1],
      ['Bravo', 2],
      ['Charlie', 3],
    ]);
  });

  it('gives 10 concurrent adds the distinct order_index values 1..10 without error', async () => {
    const { room, adminToken } = await h.setUpRoom();
    const added = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        h.api.addContestant(room.id, adminToken, { name: `Project ${i}`, blurb: 'Concurrent' }),
      ),
    );
    expect(added.map((a) => a.status)).toEqual(Array(10).fill(201));
    const indexes = added.map((a) => a.body.contestant.orderIndex).sort((a, b) => a - b);
    expect(indexes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const listed = await h.api.listContestants(room.id, adminToken);
    expect(listed.body.contestants.map((c) => c.orderIndex)).toEqual(indexes);
  });

  it('adds after the current last contestant: 3, remove the 2nd, then 2 at once reuse no index', async () => {
    const { room, adminToken, contestants } = await h.setUpRoom({ contestants: 3 });
    expect(contestants.map((c) => c.orderIndex)).toEqual([1, 2, 3]);
    const [first, second, third] = contestants.map((c) => must(c));
    await removeContestant(h.server.services, room.id, adminToken, must(second).id);

    const added = await Promise.all(
      ['Delta', 'Echo'].map((name) =>
        h.api.addContestant(room.id, adminToken, { name, blurb: 'After a removal' }),
      ),
    );
    expect(added.map((a) => a.status)).toEqual([201, 201]);
    const newIndexes = added.map((a) => a.body.contestant.orderIndex).sort((a, b) => a - b);
    expect(newIndexes).toEqual([4, 5]);

    const listed = await h.api.listContestants(room.id, adminToken);
    const indexes = listed.body.contestants.map((c) => c.orderIndex);
    expect(indexes).toEqual([1, 3, 4, 5]);
    expect(listed.body.contestants.slice(0, 2).map((c) => c.id)).toEqual([
      must(first).id,
      must(third).id,
    ]);
    const totals = (await h.api.activity(room.id, adminToken)).body.totals;
    expect(totals.contestants).toBe(4);
  });

  it('tells everyone in the room that a contestant was removed', async () => {
    const { room, adminToken, contestants, participants } = await h.setUpRoom({
      contestants: 2,
      participants: 1,
    });
    const admin = await h.connect(room.id, adminToken);
    const participant = await h.connect(room.id, must(participants[0]).token);
    const removed = must(contestants[0]).id;
    await removeContestant(h.server.services, room.id, adminToken, removed);
    const toAdmin = await admin.waitFor(withEvent('contestant_removed'));
    expect(toAdmin.events).toEqual([
      { type: 'contestant_removed', contestantId: removed },
      { type: 'totals', totals: { ballots: 0, participants: 1, contestants: 1 } },
    ]);
    const toParticipant = await participant.waitFor(withEvent('contestant_removed'));
    expect(toParticipant.events).toEqual([{ type: 'contestant_removed', contestantId: removed }]);
  });
});
