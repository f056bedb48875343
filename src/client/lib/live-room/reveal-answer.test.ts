import { describe, expect, it } from 'vitest';
import { withRevealAnswer } from './reveal-answer.ts';
import { room } from './room-state.test-support.ts';

const at = (revealStep: number) => ({ room: { ...room, status: 'ended' as const, revealStep } });

describe('withRevealAnswer', () => {
  it('shows the step a press was answered with, ahead of the live update', () => {
    expect(withRevealAnswer(at(2), 2, at(3).room)).toEqual(at(3));
    expect(withRevealAnswer(at(2), 2, at(1).room)).toEqual(at(1));
  });

  it('keeps a step the live updates have already moved on: they are newer than a late answer', () => {
    // The press moved 2 → 3; another device then went back to 2 and on to 4.
    expect(withRevealAnswer(at(4), 2, at(3).room)).toEqual(at(4));
    expect(withRevealAnswer(at(3), 2, at(3).room)).toEqual(at(3));
  });
});
