import { describe, expect, test } from 'vitest';
import { containsUnstorableText, isStorableText } from './text-guard.ts';

describe('isStorableText', () => {
  test('refuses NUL and lone surrogates of either half', () => {
    for (const text of ['a\0b', '\ud800', 'x\udc00', '\udc00\ud800']) {
      expect(isStorableText(text)).toBe(false);
    }
  });

  test('keeps accents, other scripts, emoji and other surrogate pairs', () => {
    for (const text of ['', 'Café', '最佳', '😀 🎉', '𝔘𝔫𝔦', '\ufffe\u202e']) {
      expect(isStorableText(text)).toBe(true);
    }
  });
});

describe('containsUnstorableText', () => {
  test('finds bad text in nested values and in object keys', () => {
    expect(containsUnstorableText({ a: [{ b: 'ok' }, ['\0']] })).toBe(true);
    expect(containsUnstorableText({ a: { '\ud800': 1 } })).toBe(true);
    expect(containsUnstorableText({ a: [1, true, null, 'ok'] })).toBe(false);
  });

  test('walks a hostile nesting depth without overflowing the stack', () => {
    let deep: unknown = '\0';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(containsUnstorableText(deep)).toBe(true);
  });
});
