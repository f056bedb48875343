import { describe, expect, it } from 'vitest';
import { rankedScores as scores } from './reveal.test-support.ts';
import {
  awardsRevealed,
  podiumSize,
  releasedAwardCount,
  resultsReleased,
  resultsThroughReveal,
  revealCards,
  revealedPlaces,
  revealStepCount,
  winnerStep,
} from './reveal.ts';

describe('the staged reveal by number of contestants', () => {
  it.each([
    { contestants: 1, podium: 1, winner: 1, steps: 1 },
    { contestants: 2, podium: 2, winner: 2, steps: 2 },
    { contestants: 3, podium: 3, winner: 3, steps: 3 },
    { contestants: 4, podium: 3, winner: 3, steps: 4 },
    { contestants: 10, podium: 3, winner: 3, steps: 4 },
  ])('$contestants: a podium of $podium, #1 at step $winner, $steps steps in all', (c) => {
    const finalScores = scores(c.contestants);
    expect(podiumSize(finalScores)).toBe(c.podium);
    expect(winnerStep(finalScores)).toBe(c.winner);
    expect(revealStepCount(finalScores)).toBe(c.steps);
  });

  it.each([
    { contestants: 1, byStep: [[], [1], [1]] },
    { contestants: 2, byStep: [[], [2], [2, 1], [2, 1]] },
    { contestants: 3, byStep: [[], [3], [3, 2], [3, 2, 1], [3, 2, 1]] },
    { contestants: 4, byStep: [[], [3], [3, 2], [3, 2, 1], [3, 2, 1]] },
    { contestants: 10, byStep: [[], [3], [3, 2], [3, 2, 1], [3, 2, 1], [3, 2, 1]] },
  ])(
    '$contestants: reveals the podium from its lowest place up to #1',
    ({ contestants, byStep }) => {
      const finalScores = scores(contestants);
      byStep.forEach((places, step) => {
        expect(revealedPlaces(finalScores, step)).toEqual(places);
      });
    },
  );

  it('shows no place for a step below zero', () => {
    expect(revealedPlaces(scores(3), -1)).toEqual([]);
  });
});

describe('resultsReleased', () => {
  const held = (revealStep: number) => ({ holdResults: true, revealStep, rehearsal: null });
  const notHeld = (revealStep: number) => ({ holdResults: false, revealStep, rehearsal: null });

  it('releases results at once when the room does not hold them', () => {
    for (const count of [1, 3, 10]) {
      expect(resultsReleased(notHeld(0), { awards: [{ finalScores: scores(count) }] })).toBe(true);
    }
  });

  it.each([
    { contestants: 1, winner: 1 },
    { contestants: 2, winner: 2 },
    { contestants: 3, winner: 3 },
    { contestants: 4, winner: 3 },
    { contestants: 10, winner: 3 },
  ])('$contestants: holds results until step $winner shows #1', ({ contestants, winner }) => {
    const finalScores = scores(contestants);
    const results = { awards: [{ finalScores }] };
    for (let step = 0; step < winner; step++) {
      expect(resultsReleased(held(step), results)).toBe(false);
    }
    expect(resultsReleased(held(winner), results)).toBe(true);
    expect(resultsReleased(held(revealStepCount(finalScores)), results)).toBe(true);
  });
});

describe('the reveal of a room of several awards', () => {
  const awards = [{ finalScores: scores(4) }, { finalScores: scores(2) }, { finalScores: [] }];

  it('opens each award with its title card, then its places up to #1, then its ranking', () => {
    expect(revealCards(awards)).toEqual([
      { kind: 'award', award: 0 },
      { kind: 'place', award: 0, place: 3 },
      { kind: 'place', award: 0, place: 2 },
      { kind: 'place', award: 0, place: 1 },
      { kind: 'rankings', award: 0 },
      { kind: 'award', award: 1 },
      { kind: 'place', award: 1, place: 2 },
      { kind: 'place', award: 1, place: 1 },
      { kind: 'award', award: 2 },
    ]);
  });

  it('has no title card with one award: the steps are those of revealStepCount', () => {
    for (const count of [1, 2, 3, 4, 10]) {
      const cards = revealCards([{ finalScores: scores(count) }]);
      expect(cards.every((card) => card.kind !== 'award')).toBe(true);
      expect(cards).toHaveLength(revealStepCount(scores(count)));
    }
  });

  it('releases each award once its #1 is shown, in order (an empty award with its title)', () => {
    const released = Array.from({ length: 10 }, (_, step) => awardsRevealed(awards, step));
    expect(released).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 3]);
  });

  it('releases every award at once when the room does not hold them', () => {
    const room = { holdResults: false, revealStep: 0, rehearsal: null };
    expect(releasedAwardCount(room, { awards })).toBe(3);
    expect(releasedAwardCount({ ...room, holdResults: true, revealStep: 4 }, { awards })).toBe(1);
  });

  it("never releases a rehearsal's results, held or not, whatever the reveal shows", () => {
    const rehearsal = { voters: 200 };
    for (const holdResults of [false, true]) {
      expect(releasedAwardCount({ holdResults, revealStep: 9, rehearsal }, { awards })).toBe(0);
      expect(resultsThroughReveal({ holdResults, revealStep: 0, rehearsal })).toBe(true);
    }
    expect(resultsThroughReveal({ holdResults: false, revealStep: 0, rehearsal: null })).toBe(
      false,
    );
  });
});
