import { expect, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { withEvent } from './support/realtime-messages.ts';
import { must } from './support/room-setup.ts';

describeOnEachDatabase('smoke', (h) => {
  it('answers /api/health with 200 and exactly { ok: true }', async () => {
    const health = await h.api.fetch(routes.health.url());
    expect(health.status).toBe(200);
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await health.json()).toStrictEqual({ ok: true });
  });

  it('runs a whole room: create, add, join, vote, finish, live results', async () => {
    const { room, adminToken, contestants, participants } = await h.setUpRoom({
      contestants: 2,
      participants: 1,
    });
    const participant = must(participants[0]);
    const favourite = must(contestants[1]);
    const live = await h.connect(room.id, participant.token);
    const voted = await h.api.rank(room.id, participant.token, [favourite.id]);
    expect(voted.status).toBe(200);
    const finished = await h.api.finish(room.id, adminToken);
    expect(finished.status).toBe(200);
    expect(finished.body.results.winnerId).toBe(favourite.id);
    const update = await live.waitFor(withEvent('results_published'));
    expect(update.events).toContainEqual({
      type: 'results_published',
      results: finished.body.results,
    });
  });
});
