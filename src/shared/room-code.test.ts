import { describe, expect, it } from 'vitest';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from './constants.ts';
import { formatRoomCode, normaliseRoomCode, ROOM_CODE_INPUT_MAX_LENGTH } from './room-code.ts';

describe('normaliseRoomCode', () => {
  it.each([
    ['ABCDEFGHIJ', 'ABCDEFGHIJ'],
    ['abcdefghij', 'ABCDEFGHIJ'],
    ['ABCDE-FGHIJ', 'ABCDEFGHIJ'],
    ['abcde fghij', 'ABCDEFGHIJ'],
    ['  ab12-cd34 ef  ', 'AB12CD34EF'],
    ['ABCDE--FGHIJ', 'ABCDEFGHIJ'],
    ['ABCDE\tFGHIJ', 'ABCDEFGHIJ'],
    ['ABCDE\u00a0FGHIJ', 'ABCDEFGHIJ'],
  ])('reads %j as %s', (typed, code) => {
    expect(normaliseRoomCode(typed)).toBe(code);
  });

  it.each([
    ['an en dash', 'ABCDE\u2013FGHIJ'],
    ['an em dash', 'ABCDE\u2014FGHIJ'],
    ['a Unicode hyphen', 'ABCDE\u2010FGHIJ'],
    ['a non-breaking hyphen', 'ABCDE\u2011FGHIJ'],
  ])('strips %s, as phones type one in place of a dash', (_case, typed) => {
    expect(normaliseRoomCode(typed)).toBe('ABCDEFGHIJ');
  });

  it('keeps every other character, for the join to refuse', () => {
    expect(normaliseRoomCode('abcde.fghij')).toBe('ABCDE.FGHIJ');
    expect(normaliseRoomCode('abc_123')).toBe('ABC_123');
  });

  it('is blank for a code of separators only', () => {
    expect(normaliseRoomCode(' - - ')).toBe('');
  });
});

describe('formatRoomCode', () => {
  it('groups a room code in fives for reading aloud', () => {
    expect(formatRoomCode('ABCDEFGHIJ')).toBe('ABCDE-FGHIJ');
  });

  it('leaves a short code whole and a partial last group short', () => {
    expect(formatRoomCode('ABC')).toBe('ABC');
    expect(formatRoomCode('ABCDE')).toBe('ABCDE');
    expect(formatRoomCode('ABCDEFG')).toBe('ABCDE-FG');
    expect(formatRoomCode('')).toBe('');
  });

  it('reads back as the same code', () => {
    const code = ROOM_CODE_ALPHABET.slice(0, ROOM_CODE_LENGTH);
    expect(normaliseRoomCode(formatRoomCode(code))).toBe(code);
    expect(normaliseRoomCode(formatRoomCode(code).toLowerCase())).toBe(code);
  });
});

describe('ROOM_CODE_INPUT_MAX_LENGTH', () => {
  it('leaves room for the grouped code with a few separators around the dash', () => {
    expect(formatRoomCode('ABCDEFGHIJ').length).toBeLessThanOrEqual(ROOM_CODE_INPUT_MAX_LENGTH);
    expect(' ABCDE - FGHIJ '.length).toBeLessThanOrEqual(ROOM_CODE_INPUT_MAX_LENGTH);
    expect(ROOM_CODE_INPUT_MAX_LENGTH).toBeGreaterThan(ROOM_CODE_LENGTH);
  });
});
