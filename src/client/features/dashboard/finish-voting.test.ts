import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-transport.ts';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { MESSAGES } from '#shared/messages.ts';
import {
  FINALIZE_FAILED,
  finishFailureMessage,
  NO_CONTESTANTS,
  SAVE_RESULTS_FAILED,
} from './finish-voting.ts';

describe('finishFailureMessage', () => {
  it('names missing contestants by the code, not by the wording', () => {
    expect(finishFailureMessage(appI18n, new ApiError(409, 'no_contestants', 'reworded'))).toBe(
      'Cannot finalize results: No contestants found.',
    );
    expect(
      finishFailureMessage(
        appI18n,
        new ApiError(409, 'room_ended', 'Cannot finalize results: No contestants found.'),
      ),
    ).toBe('Failed to save results. Please try again.');
  });

  it('says the results were not saved for any other refusal', () => {
    for (const code of ['room_ended', 'token_not_for_room', 'admin_only'] as const) {
      expect(finishFailureMessage(appI18n, new ApiError(409, code, 'x'))).toBe(
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
      expect(finishFailureMessage(appI18n, error)).toBe(
        'An error occurred while finalizing results. Please try again.',
      );
    }
  });
});

describe("the finish's alerts in English", () => {
  it("are the spec's words, as MESSAGES has them", () => {
    expect(appI18n._(NO_CONTESTANTS)).toBe(MESSAGES.noContestants);
    expect(appI18n._(SAVE_RESULTS_FAILED)).toBe(MESSAGES.saveResultsFailed);
    expect(appI18n._(FINALIZE_FAILED)).toBe(MESSAGES.finalizeFailed);
  });
});
