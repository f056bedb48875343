import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-transport.ts';
import { finishFailureMessage } from './finish-voting.ts';

describe('finishFailureMessage', () => {
  it('names missing contestants by the code, not by the wording', () => {
    expect(finishFailureMessage(new ApiError(409, 'no_contestants', 'reworded'))).toBe(
      'Cannot finalize results: No contestants found.',
    );
    expect(
      finishFailureMessage(
        new ApiError(409, 'room_ended', 'Cannot finalize results: No contestants found.'),
      ),
    ).toBe('Failed to save results. Please try again.');
  });

  it('says the results were not saved for any other refusal', () => {
    for (const code of ['room_ended', 'token_not_for_room', 'admin_only'] as const) {
      expect(finishFailureMessage(new ApiError(409, code, 'x'))).toBe(
        'Failed to save results. Please try again.',
      );
    }
  });

  it('falls back to the catch-all when the server is out of reach or failing', () => {
    for (const error of [
      new ApiError(0, 'unreachable', 'offline'),
      new ApiError(500, 'internal', 'x'),
      new ApiError(502, 'unknown', 'x'),
      new TypeError('boom'),
    ]) {
      expect(finishFailureMessage(error)).toBe(
        'An error occurred while finalizing results. Please try again.',
      );
    }
  });
});
