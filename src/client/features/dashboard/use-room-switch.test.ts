import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-transport.ts';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { switchFailureMessage } from './use-room-switch.ts';

const holdFailureMessage = (error: unknown) => switchFailureMessage(appI18n, 'hold', error);

describe('switchFailureMessage', () => {
  it("says nothing changed, and why, in the server's words", () => {
    expect(
      holdFailureMessage(
        new ApiError(
          409,
          'room_ended',
          'Voting has ended: the results hold can no longer be changed.',
          'holdAfterEnd',
        ),
      ),
    ).toBe(
      'The results hold was not changed. Voting has ended: the results hold can no longer be changed.',
    );
  });

  it('says so for a server out of reach too', () => {
    expect(
      holdFailureMessage(
        new ApiError(
          0,
          'unreachable',
          'Could not reach VibeRank. Check your connection and try again.',
        ),
      ),
    ).toBe(
      'The results hold was not changed. Could not reach VibeRank. Check your connection and try again.',
    );
  });
});
