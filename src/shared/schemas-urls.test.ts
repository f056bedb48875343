import { describe, expect, it } from 'vitest';
import { PNG_BASE64, PNG_DATA_URL } from './schemas.test-support.ts';
import { parseImageDataUrl } from './schemas.ts';
import { isHttpUrl } from './urls.ts';

describe('parseImageDataUrl', () => {
  it('returns the mime type and base64 payload of a PNG data url', () => {
    expect(parseImageDataUrl(PNG_DATA_URL)).toStrictEqual({
      mimeType: 'image/png',
      base64: PNG_BASE64,
    });
  });

  it.each(['image/jpeg', 'image/gif', 'image/webp'])('accepts %s', (mimeType) => {
    expect(parseImageDataUrl(`data:${mimeType};base64,AAAA`)).toStrictEqual({
      mimeType,
      base64: 'AAAA',
    });
  });

  it.each([
    ['an svg image', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['a non-image type', 'data:text/plain;base64,AAAA'],
    ['an unknown image type', 'data:image/bmp;base64,AAAA'],
    ['an upper-case mime type', 'data:IMAGE/PNG;base64,AAAA'],
    ['a missing ;base64 marker', 'data:image/png,AAAA'],
    ['extra parameters', 'data:image/png;charset=utf-8;base64,AAAA'],
    ['an empty payload', 'data:image/png;base64,'],
    ['a payload length not a multiple of 4', 'data:image/png;base64,AAAAA'],
    ['too much padding', 'data:image/png;base64,AA==='],
    ['padding in the middle', 'data:image/png;base64,AA==AAAA'],
    ['whitespace in the payload', 'data:image/png;base64,AAAA AAAA'],
    ['url-safe base64 characters', 'data:image/png;base64,AA-_'],
    ['leading whitespace', ' data:image/png;base64,AAAA'],
    ['an http url', 'https://example.com/a.png'],
    ['an empty string', ''],
  ])('returns null for %s', (_case, value) => {
    expect(parseImageDataUrl(value)).toBeNull();
  });
});

describe('isHttpUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/path?q=1#frag',
    'HTTPS://EXAMPLE.COM',
    'http://localhost:3000/',
    'https://user:pass@example.com/',
  ])('is true for %s', (value) => {
    expect(isHttpUrl(value)).toBe(true);
  });

  it.each([
    '',
    'example.com',
    '/relative/path',
    'javascript:alert(1)',
    'ftp://example.com',
    'mailto:someone@example.com',
    'file:///etc/passwd',
    PNG_DATA_URL,
    'http://',
    'not a url',
  ])('is false for %j', (value) => {
    expect(isHttpUrl(value)).toBe(false);
  });
});
