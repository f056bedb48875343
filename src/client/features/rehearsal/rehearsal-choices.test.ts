import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { canRehearse, votersError } from './rehearsal-choices.ts';

describe('rehearsal choices', () => {
  it('takes a whole number of voters from 1 to 2,000', () => {
    for (const typed of ['1', '200', '2000', ' 40 '])
      expect(votersError(appI18n, typed)).toBeNull();
    for (const typed of ['0', '2001', '1.5', '-3', 'ten', '']) {
      expect(votersError(appI18n, typed)).toBe('Enter a whole number of voters from 1 to 2,000.');
    }
  });

  it('offers a rehearsal only in an open room with contestants and nobody in it yet', () => {
    const open = { status: 'setup' as const, rehearsal: null };
    const empty = { participants: 0, ballots: 0 };
    expect(canRehearse(open, empty, 3)).toBe(true);
    expect(canRehearse(open, empty, 0)).toBe(false);
    expect(canRehearse(open, { participants: 1, ballots: 0 }, 3)).toBe(false);
    expect(canRehearse(open, { participants: 0, ballots: 1 }, 3)).toBe(false);
    expect(canRehearse({ ...open, status: 'ended' }, empty, 3)).toBe(false);
    expect(canRehearse({ ...open, rehearsal: { voters: 5 } }, empty, 3)).toBe(false);
  });
});
