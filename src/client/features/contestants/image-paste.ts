import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { intlLocale, isLanguage } from '#shared/languages.ts';

/** Longest side, in pixels, of an image kept inline. */
export const PASTED_IMAGE_MAX_SIDE = 1024;

/** Encoder quality of the first attempt; later attempts go lower. */
export const PASTED_IMAGE_QUALITY = 0.85;

export type Size = { width: number; height: number };

/**
 * The size that fits `width` x `height` within `max` pixels on its long side,
 * keeping the aspect ratio. Never enlarges; never returns less than 1 px.
 */
export function fitWithin(width: number, height: number, max: number): Size {
  if (!(width > 0) || !(height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) {
    throw new RangeError('Image dimensions must be positive numbers.');
  }
  if (!(max >= 1)) throw new RangeError('The maximum side must be at least 1 px.');
  const longSide = Math.max(width, height);
  const scale = longSide > max ? max / longSide : 1;
  return {
    width: Math.min(max, Math.max(1, Math.round(width * scale))),
    height: Math.min(max, Math.max(1, Math.round(height * scale))),
  };
}

export type EncodingAttempt = { maxSide: number; quality: number };

/**
 * The encodings to try, best first: the full size at falling quality, then
 * smaller sizes. The first one that fits the byte budget wins.
 */
export function encodingAttempts(
  maxSide: number = PASTED_IMAGE_MAX_SIDE,
  quality: number = PASTED_IMAGE_QUALITY,
): EncodingAttempt[] {
  const attempts: EncodingAttempt[] = [];
  const qualities = [quality, quality - 0.15, quality - 0.3].map(
    (q) => Math.round(Math.max(0.4, q) * 100) / 100,
  );
  const uniqueQualities = [...new Set(qualities)];
  for (const factor of [1, 0.75, 0.5, 0.375, 0.25]) {
    const side = Math.max(1, Math.round(maxSide * factor));
    if (attempts.some((attempt) => attempt.maxSide === side)) continue;
    for (const q of uniqueQualities) attempts.push({ maxSide: side, quality: q });
  }
  return attempts;
}

/** Decoded size in bytes of a base64 data URL (0 when it is not one). */
export function dataUrlByteSize(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0) return 0;
  if (!dataUrl.slice(0, comma).endsWith(';base64')) return dataUrl.length - comma - 1;
  const payload = dataUrl.slice(comma + 1);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((payload.length * 3) / 4) - padding);
}

const sizeFormats = new Map<string, Intl.NumberFormat>();

/** A size in `language`, with `digits` decimals and no grouping ("1023", "1.4", "1,4"). */
function sizeFigure(value: number, digits: number, language: string): string {
  const key = `${language}/${digits}`;
  let format = sizeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(isLanguage(language) ? intlLocale(language) : language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    sizeFormats.set(key, format);
  }
  return format.format(value);
}

/** A byte count as people read it: "812 B", "84 KB", "1.4 MB". */
export function formatBytes(bytes: number, i18n: I18n): string {
  const language = i18n.locale;
  if (bytes < 1024) {
    const size = sizeFigure(bytes, 0, language);
    return i18n._(msg({ message: `${size} B`, comment: 'A size in bytes' }));
  }
  if (bytes < 1024 * 1024) {
    const size = sizeFigure(Math.round(bytes / 1024), 0, language);
    return i18n._(msg({ message: `${size} KB`, comment: 'A size in kilobytes' }));
  }
  const size = sizeFigure(bytes / (1024 * 1024), 1, language);
  return i18n._(msg({ message: `${size} MB`, comment: 'A size in megabytes' }));
}

/** What a paste handler needs of a DataTransfer, so tests can fake it. */
export type ClipboardLike = {
  items?: ArrayLike<{ kind: string; type: string; getAsFile(): File | null }> | null;
  files?: ArrayLike<File> | null;
  getData?: (format: string) => string;
};

/** The first image file on the clipboard, or null. */
export function pickClipboardImage(data: ClipboardLike | null | undefined): File | null {
  if (!data) return null;
  for (const item of Array.from(data.items ?? [])) {
    if (item.kind === 'file' && item.type.startsWith('image/')) {
      const file = item.getAsFile();
      if (file) return file;
    }
  }
  for (const file of Array.from(data.files ?? [])) {
    if (file.type.startsWith('image/')) return file;
  }
  return null;
}

/** True when the clipboard also carries plain text worth pasting as text. */
export function clipboardHasText(data: ClipboardLike | null | undefined): boolean {
  return (data?.getData?.('text/plain') ?? '').trim() !== '';
}
