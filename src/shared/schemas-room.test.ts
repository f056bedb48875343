import { describe, expect, it } from 'vitest';
import { issues, messages } from './schemas.test-support.ts';
import { createRoomInput, joinRoomInput } from './schemas.ts';

const ROOM_NOT_FOUND = 'Room not found. Please check your room code.';
const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

describe('createRoomInput', () => {
  it('accepts a name and title and trims them', () => {
    expect(createRoomInput.parse({ name: '  Spring Jam  ', title: '\tBest vibe app\n' })).toEqual({
      name: 'Spring Jam',
      title: 'Best vibe app',
    });
  });

  it('requires both fields, with a worded message for each', () => {
    expect(issues(createRoomInput.safeParse({}))).toStrictEqual([
      { path: ['name'], message: 'Room name is required.' },
      { path: ['title'], message: 'Challenge title is required.' },
    ]);
  });

  it('treats empty and whitespace-only values as missing', () => {
    expect(messages(createRoomInput.safeParse({ name: '', title: '   ' }))).toStrictEqual([
      'Room name is required.',
      'Challenge title is required.',
    ]);
  });

  it('rejects non-string values with the required message', () => {
    expect(messages(createRoomInput.safeParse({ name: 42, title: null }))).toStrictEqual([
      'Room name is required.',
      'Challenge title is required.',
    ]);
  });

  it('accepts a room name of exactly 20 characters, counted after trimming', () => {
    const name = 'x'.repeat(20);
    expect(createRoomInput.parse({ name: `  ${name}  `, title: 't' }).name).toBe(name);
  });

  it('rejects a room name longer than 20 characters', () => {
    expect(messages(createRoomInput.safeParse({ name: 'x'.repeat(21), title: 't' }))).toStrictEqual(
      ['Room name must be at most 20 characters.'],
    );
  });

  it('rejects a challenge title longer than 120 characters', () => {
    expect(createRoomInput.safeParse({ name: 'n', title: 't'.repeat(120) }).success).toBe(true);
    expect(
      messages(createRoomInput.safeParse({ name: 'n', title: 't'.repeat(121) })),
    ).toStrictEqual(['Challenge title must be at most 120 characters.']);
  });

  it('rejects unknown keys', () => {
    const result = createRoomInput.safeParse({ name: 'n', title: 't', adminId: 'me' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ code: 'unrecognized_keys', keys: ['adminId'] }]);
  });
});

describe('joinRoomInput', () => {
  it('upper-cases and trims the room code and trims the name', () => {
    expect(joinRoomInput.parse({ code: '  ab12cd34ef ', name: '  Ada  ' })).toStrictEqual({
      code: 'AB12CD34EF',
      name: 'Ada',
    });
  });

  it('accepts a short alphanumeric code', () => {
    expect(joinRoomInput.parse({ code: 'x1', name: 'Ada' }).code).toBe('X1');
  });

  it.each([
    ['blank code', { code: '', name: 'Ada' }],
    ['whitespace-only code', { code: '   ', name: 'Ada' }],
    ['blank name', { code: 'ABC', name: '' }],
    ['whitespace-only name', { code: 'ABC', name: ' \t ' }],
    ['missing code', { name: 'Ada' }],
    ['missing name', { code: 'ABC' }],
  ])('gives exactly "Please fill in all fields" for a %s', (_case, input) => {
    expect(messages(joinRoomInput.safeParse(input))).toStrictEqual([FILL_IN_ALL_FIELDS]);
  });

  it('gives only "Please fill in all fields" when both fields are blank', () => {
    const result = messages(joinRoomInput.safeParse({ code: ' ', name: '' }));
    expect(new Set(result)).toStrictEqual(new Set([FILL_IN_ALL_FIELDS]));
  });

  it.each([
    ['grouped with a dash', 'ABCDE-FGHIJ'],
    ['grouped with a space, in lower case', 'abcde fghij'],
    ['grouped with an en dash', 'ABCDE–FGHIJ'],
    ['grouped in several places', ' ab-cde  fg-hij '],
  ])('accepts a code %s and normalises it', (_case, code) => {
    expect(joinRoomInput.parse({ code, name: 'Ada' }).code).toBe('ABCDEFGHIJ');
  });

  it.each([
    ['a dot', 'ABCDE.FGHIJ'],
    ['an underscore', 'ABCDE_FGHIJ'],
    ['only dashes', '---'],
    ['an accented letter', 'ÀBC123'],
    ['an emoji', 'ABC🙂'],
    ['11 characters', 'ABCDEFGHIJK'],
    ['11 characters in lower case', 'abcdefghijk'],
  ])('gives "Room not found" for a code with %s', (_case, code) => {
    expect(messages(joinRoomInput.safeParse({ code, name: 'Ada' }))).toStrictEqual([
      ROOM_NOT_FOUND,
    ]);
  });

  it('accepts a 10-character code surrounded by spaces', () => {
    expect(joinRoomInput.parse({ code: '  abcdefghij  ', name: 'Ada' }).code).toBe('ABCDEFGHIJ');
  });

  it('limits the name to 40 characters after trimming', () => {
    const name = 'n'.repeat(40);
    expect(joinRoomInput.parse({ code: 'ABC', name: ` ${name} ` }).name).toBe(name);
    expect(messages(joinRoomInput.safeParse({ code: 'ABC', name: `${name}n` }))).toStrictEqual([
      'Name must be at most 40 characters.',
    ]);
  });

  it('rejects unknown keys', () => {
    const result = joinRoomInput.safeParse({ code: 'ABC', name: 'Ada', participantId: 'v1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['participantId'] },
    ]);
  });
});
