import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.ts';
import { isUpdate, withEvent } from './support/realtime-messages.ts';
import { atHand, must } from './support/room-setup.ts';

describeOnEachDatabase('an expo live', (h) => {
  it('tells the organisers and the judges of each stop walked, a room change of its own', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 3, participants: 0 }));
    const added = await h.api.awards.add(r.roomId, r.adminToken, {
      name: 'Expo',
      expo: { routeSize: 2 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const awardId = added.body.award.id;
    const invited = await h.api.judges.invite(r.roomId, r.adminToken, { name: 'Ada' });
    const judgeToken = invited.body.judgeToken;
    const admin = await h.connect(r.roomId, r.adminToken);
    const judge = await h.connect(r.roomId, judgeToken);

    const walked = await h.api.judging.walk(r.roomId, judgeToken, awardId, must(r.ids[0]), {
      status: 'seen',
    });
    expect(walked.status, JSON.stringify(walked.body)).toBe(200);
    for (const client of [admin, judge]) {
      const update = await client.waitFor(withEvent('routes_changed'));
      expect(update.events).toContainEqual({ type: 'routes_changed', awardId });
      // Each update applies on top of the last: a walk moves the room's version.
      const updates = client.messages.filter(isUpdate);
      expect(updates.at(-1)?.version).toBeGreaterThan(updates.at(-1)?.baseVersion ?? 0);
    }
  });
});
