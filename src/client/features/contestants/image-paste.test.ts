import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { IMAGE_DATA_URL_MAX_BYTES } from '#shared/constants.ts';
import {
  clipboardHasText,
  dataUrlByteSize,
  encodingAttempts,
  fitWithin,
  formatBytes,
  PASTED_IMAGE_MAX_SIDE,
  PASTED_IMAGE_QUALITY,
  pickClipboardImage,
} from './image-paste.ts';

describe('fitWithin', () => {
  it('scales a landscape image to the long side', () => {
    expect(fitWithin(4000, 3000, 1024)).toEqual({ width: 1024, height: 768 });
  });

  it('scales a portrait image to the long side', () => {
    expect(fitWithin(1170, 2532, 1024)).toEqual({ width: 473, height: 1024 });
  });

  it('scales a square image', () => {
    expect(fitWithin(2048, 2048, 1024)).toEqual({ width: 1024, height: 1024 });
  });

  it('never enlarges an image that already fits', () => {
    expect(fitWithin(640, 480, 1024)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(1024, 10, 1024)).toEqual({ width: 1024, height: 10 });
  });

  it('keeps at least one pixel on the short side', () => {
    expect(fitWithin(10000, 1, 1024)).toEqual({ width: 1024, height: 1 });
  });

  it('rounds to whole pixels and never exceeds the maximum', () => {
    const size = fitWithin(3001, 2999, 1024);
    expect(Number.isInteger(size.width)).toBe(true);
    expect(Number.isInteger(size.height)).toBe(true);
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1024);
  });

  it('keeps the aspect ratio within rounding', () => {
    const size = fitWithin(1920, 1080, 1024);
    expect(size).toEqual({ width: 1024, height: 576 });
    expect(size.width / size.height).toBeCloseTo(1920 / 1080, 2);
  });

  it('rejects empty or invalid dimensions', () => {
    expect(() => fitWithin(0, 100, 1024)).toThrow(RangeError);
    expect(() => fitWithin(100, -1, 1024)).toThrow(RangeError);
    expect(() => fitWithin(Number.NaN, 100, 1024)).toThrow(RangeError);
    expect(() => fitWithin(100, 100, 0)).toThrow(RangeError);
  });
});

describe('encodingAttempts', () => {
  const attempts = encodingAttempts();

  it('starts at 1024 px and quality ~0.85', () => {
    expect(attempts[0]).toEqual({ maxSide: PASTED_IMAGE_MAX_SIDE, quality: PASTED_IMAGE_QUALITY });
    expect(PASTED_IMAGE_MAX_SIDE).toBe(1024);
    expect(PASTED_IMAGE_QUALITY).toBe(0.85);
  });

  it('only ever gets smaller or lower quality', () => {
    for (let index = 1; index < attempts.length; index += 1) {
      const previous = attempts[index - 1];
      const current = attempts[index];
      if (!previous || !current) throw new Error('missing attempt');
      expect(current.maxSide).toBeLessThanOrEqual(previous.maxSide);
      if (current.maxSide === previous.maxSide) {
        expect(current.quality).toBeLessThan(previous.quality);
      }
    }
  });

  it('tries several sizes, each at falling quality, with sane qualities', () => {
    const sides = [...new Set(attempts.map((attempt) => attempt.maxSide))];
    expect(sides).toEqual([1024, 768, 512, 384, 256]);
    for (const attempt of attempts) {
      expect(attempt.quality).toBeGreaterThanOrEqual(0.4);
      expect(attempt.quality).toBeLessThanOrEqual(1);
    }
  });

  it('has no duplicate sizes for small maxima', () => {
    const small = encodingAttempts(2, 0.85);
    const keys = small.map((attempt) => `${attempt.maxSide}@${attempt.quality}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(small.every((attempt) => attempt.maxSide >= 1)).toBe(true);
  });
});

describe('dataUrlByteSize', () => {
  const encode = (bytes: number) =>
    `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

  it('measures decoded bytes with and without padding', () => {
    for (const bytes of [0, 1, 2, 3, 4, 5, 100, 1000]) {
      expect(dataUrlByteSize(encode(bytes))).toBe(bytes);
    }
  });

  it('tells whether an image fits the inline limit', () => {
    expect(dataUrlByteSize(encode(IMAGE_DATA_URL_MAX_BYTES))).toBe(IMAGE_DATA_URL_MAX_BYTES);
    expect(dataUrlByteSize(encode(IMAGE_DATA_URL_MAX_BYTES + 1))).toBeGreaterThan(
      IMAGE_DATA_URL_MAX_BYTES,
    );
  });

  it('is 0 for anything that is not a data URL', () => {
    expect(dataUrlByteSize('https://example.com/a.png')).toBe(0);
    expect(dataUrlByteSize('data:nothing')).toBe(0);
  });

  it('counts characters of a non-base64 data URL', () => {
    expect(dataUrlByteSize('data:text/plain,hello')).toBe(5);
  });
});

describe('formatBytes', () => {
  it('reads naturally', () => {
    expect(formatBytes(812, appI18n)).toBe('812 B');
    expect(formatBytes(84 * 1024, appI18n)).toBe('84 KB');
    expect(formatBytes(256 * 1024, appI18n)).toBe('256 KB');
    expect(formatBytes(1.4 * 1024 * 1024, appI18n)).toBe('1.4 MB');
  });
});

describe('pickClipboardImage', () => {
  const png = new File([new Uint8Array([1, 2, 3])], 'shot.png', { type: 'image/png' });
  const text = new File(['hi'], 'a.txt', { type: 'text/plain' });
  const item = (kind: string, type: string, file: File | null) => ({
    kind,
    type,
    getAsFile: () => file,
  });

  it('finds an image among clipboard items', () => {
    expect(
      pickClipboardImage({
        items: [item('string', 'text/html', null), item('file', 'image/png', png)],
      }),
    ).toBe(png);
  });

  it('falls back to the file list', () => {
    expect(pickClipboardImage({ items: [], files: [text, png] })).toBe(png);
  });

  it('returns null without an image', () => {
    expect(pickClipboardImage({ items: [item('string', 'text/plain', null)], files: [text] })).toBe(
      null,
    );
    expect(pickClipboardImage({ items: [item('file', 'image/png', null)] })).toBe(null);
    expect(pickClipboardImage(null)).toBe(null);
    expect(pickClipboardImage({})).toBe(null);
  });
});

describe('clipboardHasText', () => {
  it('is true only for non-blank plain text', () => {
    expect(clipboardHasText({ getData: () => 'Team Rocket' })).toBe(true);
    expect(clipboardHasText({ getData: () => '   ' })).toBe(false);
    expect(clipboardHasText({})).toBe(false);
    expect(clipboardHasText(null)).toBe(false);
  });
});
