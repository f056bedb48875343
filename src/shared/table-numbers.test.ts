import { describe, expect, it } from 'vitest';
import { MAX_TABLE_NUMBER } from './constants.ts';
import { messages } from './schemas.test-support.ts';
import { byTable, readTableNumber, tableNumberField } from './table-numbers.ts';

describe('a table number', () => {
  it.each([1, 14, MAX_TABLE_NUMBER, null, undefined])('accepts %j', (value) => {
    expect(tableNumberField.parse(value)).toBe(value);
  });

  it('reads a blank text as none', () => {
    expect(tableNumberField.parse('  ')).toBeNull();
  });

  it.each([0, -1, 1.5, MAX_TABLE_NUMBER + 1, Number.NaN, '14', 'twelve', true, [14]])(
    'refuses %j, saying what a table number is',
    (value) => {
      expect(messages(tableNumberField.safeParse(value))).toEqual([
        `Table must be a whole number from 1 to ${MAX_TABLE_NUMBER}.`,
      ]);
    },
  );

  it('reads what was typed: digits as a number, blank as none, anything else as it is', () => {
    expect(readTableNumber(' 14 ')).toBe(14);
    expect(readTableNumber('007')).toBe(7);
    expect(readTableNumber('')).toBeNull();
    expect(readTableNumber('  ')).toBeNull();
    expect(readTableNumber('1e3')).toBe('1e3');
    expect(readTableNumber('-2')).toBe('-2');
    expect(readTableNumber('12345678901')).toBe('12345678901');
  });
});

describe('the expo order', () => {
  it('puts contestants by table, then those without one in the room order', () => {
    const contestants = [
      { id: 'a', orderIndex: 1, tableNumber: null },
      { id: 'b', orderIndex: 2, tableNumber: 12 },
      { id: 'c', orderIndex: 3, tableNumber: 3 },
      { id: 'd', orderIndex: 4, tableNumber: null },
      { id: 'e', orderIndex: 5, tableNumber: 100 },
    ];
    expect(byTable(contestants).map((c) => c.id)).toEqual(['c', 'b', 'e', 'a', 'd']);
    expect(contestants.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
