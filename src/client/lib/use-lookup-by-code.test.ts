import { describe, expect, it } from 'vitest';
import { ApiError } from './api-transport.ts';
import { failedLookup } from './use-lookup-by-code.ts';

describe('failedLookup', () => {
  it('finds no room when the server knows no room by that code', () => {
    expect(failedLookup(new ApiError(404, 'room_not_found', 'Room not found.'))).toEqual({
      status: 'not-found',
    });
  });

  it('finds no room when the code cannot be a room code', () => {
    expect(failedLookup(new ApiError(400, 'validation_failed', 'Bad code'))).toEqual({
      status: 'not-found',
    });
  });

  it('is a failure worth another try when the server cannot be reached', () => {
    const error = new ApiError(0, 'unreachable', 'Could not reach VibeRank.');
    expect(failedLookup(error)).toEqual({ status: 'failed', message: 'Could not reach VibeRank.' });
  });

  it('is a failure worth another try on anything else', () => {
    expect(failedLookup(new Error('boom'))).toEqual({ status: 'failed', message: 'boom' });
  });
});
