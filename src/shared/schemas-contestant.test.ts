import { describe, expect, it } from 'vitest';
import { IMAGE_DATA_URL_MAX_BYTES } from './constants.ts';
import { dataUrlOfBytes, issues, messages, PNG_DATA_URL } from './schemas.test-support.ts';
import { addContestantInput } from './schemas.ts';

describe('addContestantInput', () => {
  const base = { name: 'Vibe Board', blurb: 'A mood board that codes itself.' };

  it('accepts name and blurb alone, trimmed, with the optional urls left out', () => {
    expect(addContestantInput.parse({ name: ' Vibe Board ', blurb: ' A blurb ' })).toStrictEqual({
      name: 'Vibe Board',
      blurb: 'A blurb',
    });
  });

  it('requires name and blurb', () => {
    expect(issues(addContestantInput.safeParse({}))).toStrictEqual([
      { path: ['name'], message: 'Contestant name is required.' },
      { path: ['blurb'], message: 'Short description is required.' },
    ]);
    expect(messages(addContestantInput.safeParse({ name: '  ', blurb: '' }))).toStrictEqual([
      'Contestant name is required.',
      'Short description is required.',
    ]);
  });

  it('limits name to 80 and blurb to 500 characters', () => {
    expect(
      addContestantInput.safeParse({ name: 'n'.repeat(80), blurb: 'b'.repeat(500) }).success,
    ).toBe(true);
    expect(
      messages(addContestantInput.safeParse({ name: 'n'.repeat(81), blurb: 'b'.repeat(501) })),
    ).toStrictEqual([
      'Contestant name must be at most 80 characters.',
      'Short description must be at most 500 characters.',
    ]);
  });

  it.each([
    ['empty', ''],
    ['whitespace-only', '   '],
  ])('turns %s image and demo urls into null', (_case, blank) => {
    expect(addContestantInput.parse({ ...base, imageUrl: blank, demoUrl: blank })).toStrictEqual({
      ...base,
      imageUrl: null,
      demoUrl: null,
    });
  });

  it('takes a table number, null for none, and leaves it out when it is left out', () => {
    expect(addContestantInput.parse({ ...base, tableNumber: 14 }).tableNumber).toBe(14);
    expect(addContestantInput.parse({ ...base, tableNumber: null }).tableNumber).toBeNull();
    expect(addContestantInput.parse(base)).not.toHaveProperty('tableNumber');
    expect(issues(addContestantInput.safeParse({ ...base, tableNumber: 0 }))).toEqual([
      { path: ['tableNumber'], message: 'Table must be a whole number from 1 to 9999.' },
    ]);
  });

  it('accepts null image and demo urls', () => {
    const parsed = addContestantInput.parse({ ...base, imageUrl: null, demoUrl: null });
    expect(parsed.imageUrl).toBeNull();
    expect(parsed.demoUrl).toBeNull();
  });

  it.each(['http://example.com/shot.png', 'https://example.com/shot.png?size=large#top'])(
    'accepts the http(s) url %s for image and demo',
    (url) => {
      expect(addContestantInput.parse({ ...base, imageUrl: url, demoUrl: url })).toStrictEqual({
        ...base,
        imageUrl: url,
        demoUrl: url,
      });
    },
  );

  it('trims image and demo urls', () => {
    const parsed = addContestantInput.parse({
      ...base,
      imageUrl: '  https://example.com/a.png ',
      demoUrl: ' https://example.com/ ',
    });
    expect(parsed.imageUrl).toBe('https://example.com/a.png');
    expect(parsed.demoUrl).toBe('https://example.com/');
  });

  it.each([
    ['a javascript: url', 'javascript:alert(1)'],
    ['an ftp: url', 'ftp://example.com/file'],
    ['a relative url', '/images/a.png'],
    ['a bare host', 'example.com'],
    ['a mailto: url', 'mailto:someone@example.com'],
  ])('rejects %s for image and demo', (_case, url) => {
    expect(issues(addContestantInput.safeParse({ ...base, imageUrl: url, demoUrl: url }))).toEqual([
      { path: ['imageUrl'], message: 'Image URL must be a valid http(s) URL.' },
      { path: ['demoUrl'], message: 'Demo URL must be a valid http(s) URL.' },
    ]);
  });

  it('rejects http urls longer than 2048 characters', () => {
    const prefix = 'https://example.com/';
    const url = (length: number) => prefix + 'a'.repeat(length - prefix.length);
    expect(
      addContestantInput.safeParse({ ...base, imageUrl: url(2048), demoUrl: url(2048) }).success,
    ).toBe(true);
    expect(
      messages(addContestantInput.safeParse({ ...base, imageUrl: url(2049), demoUrl: url(2049) })),
    ).toStrictEqual([
      'Image URL must be at most 2048 characters.',
      'Demo URL must be at most 2048 characters.',
    ]);
  });

  it('accepts an inline PNG data url as the image', () => {
    expect(addContestantInput.parse({ ...base, imageUrl: PNG_DATA_URL }).imageUrl).toBe(
      PNG_DATA_URL,
    );
  });

  it('accepts a data url image longer than the 2048-character url limit', () => {
    const url = dataUrlOfBytes(10_000, 'image/jpeg');
    expect(url.length).toBeGreaterThan(2048);
    expect(addContestantInput.parse({ ...base, imageUrl: url }).imageUrl).toBe(url);
  });

  it('does not accept a data url as the demo url', () => {
    expect(messages(addContestantInput.safeParse({ ...base, demoUrl: PNG_DATA_URL }))).toEqual([
      'Demo URL must be a valid http(s) URL.',
    ]);
  });

  it.each([
    ['an image/svg+xml data url', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['a text/html data url', 'data:text/html;base64,PGgxPmhpPC9oMT4='],
    ['a data url that is not base64', 'data:image/png,hello'],
    ['a data url with a broken payload', 'data:image/png;base64,abc'],
  ])('rejects %s as the image', (_case, url) => {
    expect(messages(addContestantInput.safeParse({ ...base, imageUrl: url }))).toStrictEqual([
      'Pasted images must be PNG, JPEG, GIF, WEBP data.',
    ]);
  });

  it('accepts a data url image of exactly IMAGE_DATA_URL_MAX_BYTES decoded bytes', () => {
    const url = dataUrlOfBytes(IMAGE_DATA_URL_MAX_BYTES);
    expect(addContestantInput.safeParse({ ...base, imageUrl: url }).success).toBe(true);
  });

  it.each([
    ['one byte', 1],
    ['two bytes', 2],
    ['three bytes', 3],
  ])('rejects a data url image %s over IMAGE_DATA_URL_MAX_BYTES', (_case, extra) => {
    const url = dataUrlOfBytes(IMAGE_DATA_URL_MAX_BYTES + extra);
    expect(messages(addContestantInput.safeParse({ ...base, imageUrl: url }))).toStrictEqual([
      `Pasted images must be at most ${IMAGE_DATA_URL_MAX_BYTES / 1024} KB.`,
    ]);
  });

  it('rejects unknown keys', () => {
    const result = addContestantInput.safeParse({ ...base, orderIndex: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['orderIndex'] },
    ]);
  });
});
