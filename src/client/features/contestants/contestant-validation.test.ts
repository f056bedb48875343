import { describe, expect, it } from 'vitest';
import { testContestant } from '#shared/api.test-support.ts';
import { IMAGE_DATA_URL_MAX_BYTES } from '#shared/constants.ts';
import {
  draftOf,
  EMPTY_DRAFT,
  fieldErrorsOf,
  firstInvalidField,
  validateDraft,
} from './contestant-validation.ts';

const base = { ...EMPTY_DRAFT, name: '  Pixel Pals ', blurb: ' A game about friendship. ' };
const tinyPng = `data:image/png;base64,${Buffer.from([137, 80, 78, 71]).toString('base64')}`;

describe('validateDraft', () => {
  it('trims and turns blank optional fields into null', () => {
    expect(validateDraft({ ...base, imageUrl: '  ', demoUrl: '' })).toEqual({
      ok: true,
      value: {
        name: 'Pixel Pals',
        blurb: 'A game about friendship.',
        imageUrl: null,
        demoUrl: null,
        tableNumber: null,
      },
    });
  });

  it('keeps http(s) URLs', () => {
    const result = validateDraft({
      ...base,
      imageUrl: 'https://example.com/a.png',
      demoUrl: 'http://demo.example.com',
    });
    expect(result.ok && result.value.imageUrl).toBe('https://example.com/a.png');
    expect(result.ok && result.value.demoUrl).toBe('http://demo.example.com');
  });

  it('sends a pasted image instead of the typed URL', () => {
    const result = validateDraft({ ...base, imageUrl: 'not a url', imageData: tinyPng });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Pixel Pals',
        blurb: 'A game about friendship.',
        imageUrl: tinyPng,
        demoUrl: null,
        tableNumber: null,
      },
    });
  });

  it('gives the schema message for each invalid field', () => {
    const errors = fieldErrorsOf({ ...EMPTY_DRAFT, imageUrl: 'ftp://x', demoUrl: 'nope' });
    expect(errors).toEqual({
      name: 'Contestant name is required.',
      blurb: 'Short description is required.',
      imageUrl: 'Image URL must be a valid http(s) URL.',
      demoUrl: 'Demo URL must be a valid http(s) URL.',
    });
    expect(firstInvalidField(errors)).toBe('name');
    expect(firstInvalidField({ demoUrl: 'x' })).toBe('demoUrl');
    expect(firstInvalidField({})).toBe(null);
  });

  it('rejects too-long names and pasted images over the limit', () => {
    const big = `data:image/webp;base64,${Buffer.alloc(IMAGE_DATA_URL_MAX_BYTES + 3).toString('base64')}`;
    const errors = fieldErrorsOf({ ...base, name: 'x'.repeat(81), imageData: big });
    expect(errors.name).toBe('Contestant name must be at most 80 characters.');
    expect(errors.imageUrl).toBe('Pasted images must be at most 256 KB.');
  });

  it('reads the table as a whole number from 1 to 9999, blank for none', () => {
    const table = (tableNumber: string) => validateDraft({ ...base, tableNumber });
    expect(table(' 14 ')).toMatchObject({ ok: true, value: { tableNumber: 14 } });
    expect(table('9999')).toMatchObject({ ok: true, value: { tableNumber: 9999 } });
    expect(table('  ')).toMatchObject({ ok: true, value: { tableNumber: null } });
    for (const bad of ['0', '10000', '1.5', '-3', 'twelve']) {
      expect(fieldErrorsOf({ ...base, tableNumber: bad }), bad).toEqual({
        tableNumber: 'Table must be a whole number from 1 to 9999.',
      });
    }
    expect(firstInvalidField({ tableNumber: 'x' })).toBe('tableNumber');
  });

  it('fills the table of a contestant being edited, blank when it has none', () => {
    const contestant = { ...testContestant('a'), tableNumber: 7 };
    expect(draftOf(contestant).draft.tableNumber).toBe('7');
    expect(draftOf(testContestant('b')).draft.tableNumber).toBe('');
  });

  it('is empty for a valid draft', () => {
    expect(fieldErrorsOf(base)).toEqual({});
  });
});
