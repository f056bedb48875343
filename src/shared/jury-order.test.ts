import { describe, expect, it } from 'vitest';
import { type JuryRanking, type JuryStanding, judgeReliability, juryOrder } from './jury-order.ts';

/** Contestants whose orderIndex is their position in the list. */
const listed = (...ids: string[]) => ids.map((id, orderIndex) => ({ id, name: id, orderIndex }));
const ranked = (judgeId: string, ...contestantIds: string[]): JuryRanking => ({
  judgeId,
  contestantIds,
});
const order = (standings: readonly JuryStanding[]) => standings.map((s) => s.contestantId);
const byId = (standings: readonly JuryStanding[]) =>
  Object.fromEntries(standings.map((s) => [s.contestantId, s]));

// a beats everyone; b beats c (2–1) and d; c and d split 1–1.
const abcd = listed('a', 'b', 'c', 'd');
const split = [
  ranked('j1', 'a', 'b', 'c'),
  ranked('j2', 'b', 'c', 'd'),
  ranked('j3', 'a', 'd'),
  ranked('j4', 'c', 'b'),
  ranked('j5', 'd', 'c'),
];

describe('juryOrder Copeland', () => {
  it('counts wins, ties and losses pair by pair, by how many judges put each higher', () => {
    const standings = juryOrder(abcd, split);
    expect(order(standings)).toStrictEqual(['a', 'b', 'c', 'd']);
    const { a, b, c, d } = byId(standings);
    expect([a?.wins, a?.ties, a?.losses, a?.copeland]).toStrictEqual([3, 0, 0, 100]);
    expect([b?.wins, b?.ties, b?.losses, b?.copeland]).toStrictEqual([2, 0, 1, 66.7]);
    expect([c?.wins, c?.ties, c?.losses, c?.copeland]).toStrictEqual([0, 1, 2, 16.7]);
    expect([d?.wins, d?.ties, d?.losses, d?.copeland]).toStrictEqual([0, 1, 2, 16.7]);
    expect(standings.map((s) => s.judges)).toStrictEqual([2, 3, 4, 3]);
    expect(standings.map((s) => s.rank)).toStrictEqual([1, 2, 3, 4]);
  });

  it('ranks by the share of opponents beaten, not by how many were beaten', () => {
    // x beats both its opponents; y beats four of its five.
    const contestants = listed('y', 'x', 'p', 'q', 'r', 's', 't');
    const rankings = [
      ranked('j1', 'y', 'p', 'q', 'r', 's'),
      ranked('j2', 't', 'y'),
      ranked('j3', 'x', 'p', 'q'),
    ];
    const { x, y } = byId(juryOrder(contestants, rankings));
    expect([x?.wins, x?.losses, y?.wins, y?.losses]).toStrictEqual([2, 0, 4, 1]);
    expect(x?.rank).toBeLessThan(y?.rank ?? 0);
  });

  it('breaks an equal Copeland share by Crowd-BT strength', () => {
    const { c, d } = byId(juryOrder(abcd, split));
    expect(c?.copeland).toBe(d?.copeland);
    // c took a comparison off b, which beat d: c is the stronger.
    expect(c?.strength).toBeGreaterThan(d?.strength ?? 0);
    expect(c?.rank).toBe(3);
    expect(c?.strengthRank).toBeLessThan(d?.strengthRank ?? 0);
  });

  it('breaks a tie of share, strength and judges by the contestants’ order', () => {
    // Mirror images: a over x and b over y, so nothing but the list tells them apart.
    const contestants = listed('b', 'y', 'a', 'x');
    const standings = juryOrder(contestants, [ranked('j1', 'a', 'x'), ranked('j2', 'b', 'y')]);
    expect(order(standings)).toStrictEqual(['b', 'a', 'y', 'x']);
    const reversed = juryOrder(contestants, [ranked('j2', 'b', 'y'), ranked('j1', 'a', 'x')]);
    expect(reversed).toStrictEqual(standings);
  });

  it('puts contestants no judge saw last, in the contestants’ order', () => {
    const contestants = listed('u2', 'a', 'b', 'c', 'd', 'u1');
    const standings = juryOrder(contestants, split);
    expect(order(standings).slice(-2)).toStrictEqual(['u2', 'u1']);
    for (const id of ['u1', 'u2']) {
      expect(byId(standings)[id]).toMatchObject({
        judges: 0,
        wins: 0,
        ties: 0,
        losses: 0,
        copeland: 0,
        strength: 0,
      });
    }
    expect(standings.map((s) => s.strengthRank).slice(-2)).toStrictEqual([5, 6]);
  });

  it('ignores ids that are not contestants and counts a repeated one at its first place', () => {
    const messy = [ranked('j1', 'a', 'ghost', 'b', 'a', 'c'), ...split.slice(1)];
    expect(juryOrder(abcd, messy)).toStrictEqual(juryOrder(abcd, split));
  });

  it('orders nothing when no judge has ranked yet', () => {
    const standings = juryOrder(abcd, []);
    expect(order(standings)).toStrictEqual(['a', 'b', 'c', 'd']);
    expect(standings.every((s) => s.judges === 0 && s.strength === 0)).toBe(true);
  });
});

describe('juryOrder Crowd-BT', () => {
  it('gives an undefeated project a finite strength, above everyone', () => {
    const contestants = listed('a', 'b', 'c', 'd', 'e');
    const rankings = [
      ranked('j1', 'a', 'b', 'c'),
      ranked('j2', 'a', 'd', 'e'),
      ranked('j3', 'a', 'c', 'e'),
    ];
    const standings = juryOrder(contestants, rankings);
    for (const s of standings) expect(Number.isFinite(s.strength)).toBe(true);
    const { a } = byId(standings);
    expect(a?.strengthRank).toBe(1);
    expect(a?.strength).toBeGreaterThan(50);
    expect(a?.strength).toBeLessThan(100);
  });

  it('gives finite strengths where the comparisons fall into separate groups', () => {
    const standings = juryOrder(listed('a', 'b', 'c', 'd'), [
      ranked('j1', 'a', 'b'),
      ranked('j2', 'c', 'd'),
    ]);
    expect(standings.every((s) => Number.isFinite(s.strength) && s.strength > 0)).toBe(true);
  });

  it('finds the judge who ranks against everyone else, and trusts them least', () => {
    const contestants = listed('t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8');
    const rankings = [
      ranked('c1', 't1', 't2', 't3', 't4'),
      ranked('c2', 't3', 't4', 't5', 't6'),
      ranked('c3', 't5', 't6', 't7', 't8'),
      ranked('c4', 't1', 't3', 't5', 't7'),
      ranked('c5', 't2', 't4', 't6', 't8'),
      ranked('noisy', 't8', 't7', 't6', 't5', 't4', 't3', 't2', 't1'),
    ];
    const reliability = judgeReliability(contestants, rankings);
    expect(reliability.get('noisy')).toBe(0.5);
    for (const judge of ['c1', 'c2', 'c3', 'c4', 'c5']) {
      expect(reliability.get(judge)).toBeGreaterThan(0.75);
    }
    // Its eight-long reversed ranking outweighs any one careful judge, yet the order holds.
    const byStrength = [...juryOrder(contestants, rankings)].sort(
      (x, y) => x.strengthRank - y.strengthRank,
    );
    expect(order(byStrength).slice(0, 3)).toStrictEqual(['t1', 't2', 't3']);
    expect(order(byStrength).slice(-2)).toStrictEqual(['t7', 't8']);
  });
});
