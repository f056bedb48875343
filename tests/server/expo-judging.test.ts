import { expect, it } from 'vitest';
import type { Route } from '#shared/expo.ts';
import { recount } from '#shared/recount.ts';
import { describeOnEachDatabase, type Harness } from './support/harness.ts';
import { atHand } from './support/room-setup.ts';

/** A room of `projects` contestants at numbered tables, an expo award of route size K, and judges. */
async function expoRoom(h: Harness, projects: number, judges: number, routeSize: number) {
  const r = atHand(await h.setUpRoom({ contestants: projects, participants: 1 }));
  expect((await h.api.numberTables(r.roomId, r.adminToken)).status).toBe(200);
  const added = await h.api.awards.add(r.roomId, r.adminToken, {
    name: 'Expo',
    expo: { routeSize },
  });
  expect(added.status).toBe(201);
  const award = added.body.award;
  const invited = [];
  for (let i = 0; i < judges; i++) {
    const judge = await h.api.judges.invite(r.roomId, r.adminToken, { name: `Judge ${i + 1}` });
    invited.push({ id: judge.body.judge.id, token: judge.body.judgeToken });
  }
  return { ...r, awardId: award.id, judges: invited };
}

const planned = (route: Route) => route.stops.filter((s) => s.status === 'planned');
const seen = (route: Route) => route.stops.filter((s) => s.status === 'seen');

describeOnEachDatabase('expo judging', (h) => {
  it('makes an expo award for judges only, with its route size, and refuses a wrong one', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 2 }));
    const added = await h.api.awards.add(r.roomId, r.adminToken, { name: 'Expo', expo: {} });
    expect(added.body.award).toMatchObject({
      voters: 'judges',
      expo: { routeSize: 10, judgingClosed: false },
    });
    const everyone = await h.api.awards.add(r.roomId, r.adminToken, {
      name: 'Expo 2',
      voters: 'everyone',
      expo: { routeSize: 5 },
    });
    expect(everyone.status).toBe(400);
    expect(everyone.body.error.message).toBe(
      'An expo is judged by judges only: choose Judges only.',
    );
    for (const routeSize of [1, 31, 2.5]) {
      const bad = await h.api.awards.add(r.roomId, r.adminToken, {
        name: 'X',
        expo: { routeSize },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe(
        'Projects per judge must be a whole number from 2 to 30.',
      );
    }
    // A plain award stays as it was on the wire: no expo field at all.
    const plain = (await h.api.awards.list(r.roomId, r.adminToken)).body.awards[0];
    expect(plain && 'expo' in plain).toBe(false);
  });

  it('plans balanced routes of K projects, never a judge’s conflict', async () => {
    const r = await expoRoom(h, 12, 4, 6);
    const conflicted = r.ids[0] ?? '';
    const first = r.judges[0];
    if (!first) throw new Error('no judge');
    await h.api.judges.conflicts(r.roomId, r.adminToken, first.id, { contestantIds: [conflicted] });
    const coverage = new Map<string, number>();
    for (const judge of r.judges) {
      const route = await h.api.judging.route(r.roomId, judge.token, r.awardId);
      expect(route.status).toBe(200);
      expect(planned(route.body)).toHaveLength(6);
      for (const stop of route.body.stops) {
        expect(stop.tableNumber).not.toBeNull();
        coverage.set(stop.contestantId, (coverage.get(stop.contestantId) ?? 0) + 1);
      }
      if (judge === first) {
        expect(route.body.stops.map((s) => s.contestantId)).not.toContain(conflicted);
      }
    }
    // 24 visits over 12 projects: each seen by exactly two judges.
    expect([...coverage.values()].sort()).toEqual(Array(12).fill(2));
  });

  it('walks Seen and Absent: an absent project leaves the route and goes to another judge', async () => {
    // Eight visits over six projects: balance gives a project absent for one judge to the other.
    const r = await expoRoom(h, 6, 2, 4);
    const [a, b] = r.judges;
    if (!a || !b) throw new Error('no judges');
    const routeA = (await h.api.judging.route(r.roomId, a.token, r.awardId)).body;
    const routeB0 = (await h.api.judging.route(r.roomId, b.token, r.awardId)).body;
    const onB = new Set(routeB0.stops.map((s) => s.contestantId));
    const firstStop = planned(routeA)[0];
    const secondStop = planned(routeA).find((s) => s !== firstStop && !onB.has(s.contestantId));
    if (!firstStop || !secondStop) throw new Error('short route');
    const walked = await h.api.judging.walk(r.roomId, a.token, r.awardId, firstStop.contestantId, {
      status: 'seen',
    });
    expect(walked.status).toBe(200);
    expect(seen(walked.body).map((s) => s.contestantId)).toEqual([firstStop.contestantId]);
    const absent = await h.api.judging.walk(r.roomId, a.token, r.awardId, secondStop.contestantId, {
      status: 'absent',
    });
    // Still four to see: the absent one is replaced.
    expect(absent.body.stops.filter((s) => s.status !== 'absent')).toHaveLength(4);
    expect(planned(absent.body).map((s) => s.contestantId)).not.toContain(secondStop.contestantId);
    const routeB = (await h.api.judging.route(r.roomId, b.token, r.awardId)).body;
    expect(routeB.stops.map((s) => s.contestantId)).toContain(secondStop.contestantId);
    // A second absent report tells the organiser, and the routes skip it.
    await h.api.judging.walk(r.roomId, b.token, r.awardId, secondStop.contestantId, {
      status: 'absent',
    });
    const judging = (await h.api.judging.view(r.roomId, r.adminToken, r.awardId)).body;
    expect(judging.absences).toEqual([{ contestantId: secondStop.contestantId, reports: 2 }]);
    for (const judge of [a, b]) {
      const route = (await h.api.judging.route(r.roomId, judge.token, r.awardId)).body;
      expect(planned(route).map((s) => s.contestantId)).not.toContain(secondStop.contestantId);
    }
    // Neither bad statuses nor participants walk.
    const bad = await h.api.judging.walk(r.roomId, a.token, r.awardId, firstStop.contestantId, {
      status: 'maybe',
    });
    expect(bad.status).toBe(400);
    const byParticipant = await h.api.judging.walk(
      r.roomId,
      r.participant(0).token,
      r.awardId,
      firstStop.contestantId,
      { status: 'seen' },
    );
    expect(byParticipant.status).toBe(403);
  });

  it('rebalances what is not yet seen when a judge joins or leaves mid-event, keeping what was walked', async () => {
    const r = await expoRoom(h, 8, 2, 4);
    const [a, b] = r.judges;
    if (!a || !b) throw new Error('no judges');
    const first = planned((await h.api.judging.route(r.roomId, a.token, r.awardId)).body)[0];
    if (!first) throw new Error('empty route');
    await h.api.judging.walk(r.roomId, a.token, r.awardId, first.contestantId, { status: 'seen' });
    const coverage = async (judges: { token: string }[]) => {
      const counts = new Map<string, number>();
      for (const judge of judges) {
        const route = (await h.api.judging.route(r.roomId, judge.token, r.awardId)).body;
        for (const stop of route.stops.filter((s) => s.status !== 'absent')) {
          counts.set(stop.contestantId, (counts.get(stop.contestantId) ?? 0) + 1);
        }
      }
      return counts;
    };
    // Two judges of four cover eight projects once each.
    expect([...(await coverage([a, b])).values()]).toEqual(Array(8).fill(1));
    const joined = await h.api.judges.invite(r.roomId, r.adminToken, { name: 'Late judge' });
    const c = { id: joined.body.judge.id, token: joined.body.judgeToken };
    const routeC = (await h.api.judging.route(r.roomId, c.token, r.awardId)).body;
    expect(planned(routeC)).toHaveLength(4);
    const withC = await coverage([a, b, c]);
    expect(withC.size).toBe(8);
    expect(Math.max(...withC.values()) - Math.min(...withC.values())).toBeLessThanOrEqual(1);
    const routeA = (await h.api.judging.route(r.roomId, a.token, r.awardId)).body;
    expect(seen(routeA).map((s) => s.contestantId)).toEqual([first.contestantId]);
    // B leaves: A and C take what only B was to see.
    expect((await h.api.judges.revoke(r.roomId, r.adminToken, b.id)).status).toBe(204);
    const withoutB = await coverage([a, c]);
    expect(withoutB.size).toBe(8);
  });

  it('takes a ranking of what the judge saw only, and refuses it once judging closes', async () => {
    const r = await expoRoom(h, 6, 1, 4);
    const [judge] = r.judges;
    if (!judge) throw new Error('no judge');
    const route = (await h.api.judging.route(r.roomId, judge.token, r.awardId)).body;
    const ids = planned(route).map((s) => s.contestantId);
    for (const id of ids.slice(0, 3)) {
      await h.api.judging.walk(r.roomId, judge.token, r.awardId, id, { status: 'seen' });
    }
    const unseen = await h.api.judging.rank(r.roomId, judge.token, r.awardId, {
      contestantIds: ids,
    });
    expect(unseen.status).toBe(403);
    expect(unseen.body.error.code).toBe('not_seen');
    const ranked = await h.api.judging.rank(r.roomId, judge.token, r.awardId, {
      contestantIds: [ids[2], ids[0], ids[1]],
    });
    expect(ranked.status).toBe(200);
    expect(ranked.body.ballot.rankings.map((x) => x.points)).toEqual([0, 0, 0]);
    // A top three sent to an expo award, or a ranking to a top-three award, is refused.
    const topThree = await h.api.rank(r.roomId, judge.token, [ids[0] ?? ''], r.awardId);
    expect(topThree.body.error?.code).toBe('expo_award');
    const judging = (await h.api.judging.view(r.roomId, r.adminToken, r.awardId)).body;
    expect(judging.judges[0]).toMatchObject({ seen: 3, planned: 1, ranked: 3 });
    expect(judging.juryOrder.map((s) => s.contestantId).slice(0, 3)).toEqual([
      ids[2],
      ids[0],
      ids[1],
    ]);
    const closed = await h.api.judging.close(r.roomId, r.adminToken, r.awardId, { closed: true });
    expect(closed.body.award.expo).toEqual({ routeSize: 4, judgingClosed: true });
    const late = await h.api.judging.rank(r.roomId, judge.token, r.awardId, {
      contestantIds: [ids[0]],
    });
    expect(late.body.error.code).toBe('judging_closed');
    const lateWalk = await h.api.judging.walk(r.roomId, judge.token, r.awardId, ids[3] ?? '', {
      status: 'seen',
    });
    expect(lateWalk.body.error.code).toBe('judging_closed');
  });

  it('sends the top N to a stage vote, and the results, record and recount hold both awards', async () => {
    const r = await expoRoom(h, 6, 2, 3);
    for (const judge of r.judges) {
      const route = (await h.api.judging.route(r.roomId, judge.token, r.awardId)).body;
      const ids = planned(route).map((s) => s.contestantId);
      for (const id of ids) {
        await h.api.judging.walk(r.roomId, judge.token, r.awardId, id, { status: 'seen' });
      }
      await h.api.judging.rank(r.roomId, judge.token, r.awardId, { contestantIds: ids });
    }
    const early = await h.api.judging.finalists(r.roomId, r.adminToken, r.awardId, {
      count: 3,
      target: { name: 'Stage vote' },
    });
    expect(early.body.error.code).toBe('judging_open');
    await h.api.judging.close(r.roomId, r.adminToken, r.awardId, { closed: true });
    const sent = await h.api.judging.finalists(r.roomId, r.adminToken, r.awardId, {
      count: 3,
      target: { name: 'Stage vote' },
    });
    expect(sent.status).toBe(201);
    const order = (await h.api.judging.view(r.roomId, r.adminToken, r.awardId)).body.juryOrder;
    const top = order.slice(0, 3).map((s) => s.contestantId);
    expect(sent.body.award).toMatchObject({ name: 'Stage vote', voters: 'audience' });
    expect(sent.body.award.contestantIds?.slice().sort()).toEqual(top.slice().sort());
    const stage = sent.body.award.id;
    expect((await h.api.rank(r.roomId, r.participant(0).token, [top[1] ?? ''], stage)).status).toBe(
      200,
    );
    expect((await h.api.finish(r.roomId, r.adminToken)).status).toBe(200);
    const results = (await h.api.results(r.roomId, r.adminToken)).body.results;
    const expo = results?.awards.find((a) => a.awardId === r.awardId);
    expect(expo?.finalScores.map((s) => s.contestantId).slice(0, 3)).toEqual(top);
    expect(expo?.finalScores[0]?.jury?.judges).toBeGreaterThan(0);
    const file = (await h.api.record.file(r.roomId, r.adminToken)).body;
    const checked = recount(file);
    expect(checked.differences).toEqual([]);
    expect(checked.awards.map((a) => a.name)).toEqual(['Overall', 'Expo', 'Stage vote']);
    expect(file.record.awards.find((a) => a.awardId === r.awardId)?.expo).toBe(true);
  });
});
