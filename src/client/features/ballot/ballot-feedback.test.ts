import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-transport.ts';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { MESSAGES } from '#shared/messages.ts';
import { resetFailure, submitFailure } from './ballot-feedback.ts';

const UNREACHABLE = 'Could not reach VibeRank. Check your connection and try again.';

describe('submitFailure', () => {
  it("alerts the spec's words for a refusal and keeps them on the ballot", () => {
    const offline = new ApiError(0, 'unreachable', UNREACHABLE);
    expect(submitFailure(appI18n, offline)).toEqual({
      alert: `Failed to submit vote: ${UNREACHABLE}`,
      failure: { kind: 'error', message: `Failed to submit vote: ${UNREACHABLE}` },
    });
  });

  it('says a ballot refused because the room ended was not counted', () => {
    const ended = new ApiError(409, 'room_ended', MESSAGES.roomEnded);
    expect(submitFailure(appI18n, ended)).toEqual({
      alert: `Failed to submit vote: ${MESSAGES.roomEnded}`,
      failure: { kind: 'not-counted' },
    });
  });

  it("alerts the spec's words for anything else that went wrong", () => {
    expect(submitFailure(appI18n, new TypeError('boom'))).toEqual({
      alert: 'Unexpected error: boom',
      failure: { kind: 'error', message: 'Unexpected error: boom' },
    });
  });
});

describe('resetFailure', () => {
  it("alerts the spec's words and keeps them on the ballot", () => {
    const offline = new ApiError(0, 'unreachable', UNREACHABLE);
    expect(resetFailure(appI18n, offline).alert).toBe(`Failed to reset vote: ${UNREACHABLE}`);
    expect(
      resetFailure(appI18n, new ApiError(409, 'room_ended', MESSAGES.roomEnded)).failure,
    ).toEqual({
      kind: 'error',
      message: `Failed to reset vote: ${MESSAGES.roomEnded}`,
    });
    expect(resetFailure(appI18n, 'lost').alert).toBe('Unexpected error resetting vote: lost');
  });
});
