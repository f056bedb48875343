import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-transport.ts';
import { joinErrorMessage } from './join-errors.ts';

describe('joinErrorMessage', () => {
  it("shows the spec's words for an unknown code and an ended room, whatever the server wrote", () => {
    expect(joinErrorMessage(new ApiError(404, 'room_not_found', 'No such room.'))).toBe(
      'Room not found. Please check your room code.',
    );
    expect(joinErrorMessage(new ApiError(409, 'room_ended', 'Closed.'))).toBe(
      'This room has ended and is no longer accepting votes.',
    );
  });

  it('tells a person a rehearsal is running, to join once the organiser goes live', () => {
    expect(joinErrorMessage(new ApiError(409, 'rehearsal_running', 'Later.'))).toBe(
      'A rehearsal is running in this room: joining opens when the organiser goes live.',
    );
  });

  it('falls back to the catch-all for anything else, even a message that reads like one', () => {
    const lookalike = 'Room not found. Please check your room code.';
    expect(joinErrorMessage(new ApiError(400, 'validation_failed', lookalike))).toBe(
      'Failed to join room. Please try again.',
    );
    expect(joinErrorMessage(new ApiError(0, 'unreachable', 'offline'))).toBe(
      'Failed to join room. Please try again.',
    );
    expect(joinErrorMessage(new Error(lookalike))).toBe('Failed to join room. Please try again.');
  });
});
