import { describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '#shared/messages.ts';
import { ApiError } from './api-transport.ts';
import { getErrorMessage } from './error-message.ts';

describe('getErrorMessage', () => {
  it("words a refusal by its reason and values, never by the server's English", () => {
    const refusal = new ApiError(
      403,
      'conflict_of_interest',
      'Any English.',
      'conflictOfInterest',
      {
        contestantName: 'Project B',
      },
    );
    expect(getErrorMessage(refusal)).toBe('You have a conflict of interest with Project B.');
    const issue = new ApiError(400, 'validation_failed', 'Any English.', 'tooLong', {
      field: 'roomName',
      max: 20,
    });
    expect(getErrorMessage(issue)).toBe('Room name must be at most 20 characters.');
  });

  it('words a refusal without a reason it knows by its code', () => {
    expect(getErrorMessage(new ApiError(429, 'rate_limited', 'Slow down.'))).toBe(
      ERRORS.rateLimited,
    );
    expect(getErrorMessage(new ApiError(409, 'room_ended', 'Over.', 'somethingNew'))).toBe(
      MESSAGES.roomEnded,
    );
    expect(getErrorMessage(new ApiError(409, 'voting_open', 'Not yet.'))).toBe(
      'VibeRank could not do this. Please try again.',
    );
  });

  it("words the transport's own errors by their reason too", () => {
    const offline = new ApiError(0, 'unreachable', 'Offline.', 'unreachable');
    expect(getErrorMessage(offline)).toBe(
      'Could not reach VibeRank. Check your connection and try again.',
    );
    const proxy = new ApiError(502, 'unknown', 'Bad gateway.', 'requestFailed', { status: 502 });
    expect(getErrorMessage(proxy)).toBe('Request failed (502).');
  });

  it("shows the device's own errors as they were worded", () => {
    expect(getErrorMessage(new ApiError(0, 'unreachable', 'Offline.'))).toBe('Offline.');
    expect(getErrorMessage(new Error('boom'))).toBe('boom');
    expect(getErrorMessage('lost')).toBe('lost');
    expect(getErrorMessage(undefined)).toBe('Unknown error');
  });
});
