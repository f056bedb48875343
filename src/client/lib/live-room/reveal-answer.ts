import type { Room } from '#shared/api.ts';

/**
 * The live room with the reveal step a press (from step `from`) was answered
 * with, shown ahead of the live update. Once that update, or a later one,
 * has moved the step from where the press started, the room stays as it is:
 * updates come in order, and the answer may come after them.
 */
export function withRevealAnswer<S extends { room: Room }>(
  state: S,
  from: number,
  answered: Room,
): S {
  if (state.room.revealStep !== from) return state;
  return { ...state, room: { ...state.room, revealStep: answered.revealStep } };
}
