import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { IMPORT_TOO_LARGE } from '#shared/contestant-import.ts';
import { fileTooLargeMessage } from './use-contestant-import.ts';

describe('fileTooLargeMessage', () => {
  it('says in English what the server says of a file too large, word for word', () => {
    expect(fileTooLargeMessage(appI18n)).toBe(IMPORT_TOO_LARGE);
  });
});
