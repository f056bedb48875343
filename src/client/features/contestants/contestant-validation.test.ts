import { describe, expect, it } from 'vitest';
import { IMAGE_DATA_URL_MAX_BYTES } from '#shared/constants.ts';
import {
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

  it('is empty for a valid draft', () => {
    expect(fieldErrorsOf(base)).toEqual({});
  });
});
