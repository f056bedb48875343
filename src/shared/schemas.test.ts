import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { IMAGE_DATA_URL_MAX_BYTES } from './constants.ts';
import {
  addContestantInput,
  createRoomInput,
  isHttpUrl,
  joinRoomInput,
  parseImageDataUrl,
  submitBallotInput,
} from './schemas.ts';

const ROOM_NOT_FOUND = 'Room not found. Please check your room code.';
const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

/** The issue messages of a failed parse; fails the test if the parse succeeded. */
function messages(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((issue) => issue.message);
}

/** The issues of a failed parse as { path, message }. */
function issues(result: z.ZodSafeParseResult<unknown>) {
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map(({ path, message }) => ({ path, message }));
}

/** A 1x1 transparent PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG_DATA_URL = `data:image/png;base64,${PNG_BASE64}`;

/** A data URL whose payload decodes to exactly `bytes` bytes. */
function dataUrlOfBytes(bytes: number, mimeType = 'image/png'): string {
  return `data:${mimeType};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
}

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
    ['a hyphen', 'ABC-123'],
    ['an inner space', 'ABC 123'],
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

describe('submitBallotInput', () => {
  const A = '3f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
  const B = 'a0b1c2d3-e4f5-4a6b-9c7d-8e9f0a1b2c3d';
  const C = '11111111-2222-4333-8444-555555555555';
  const D = '99999999-8888-4777-a666-555555555555';

  it.each([
    ['one entry', [A]],
    ['two entries', [A, B]],
    ['three entries', [A, B, C]],
  ])('accepts %s without rank or points', (_case, idsInOrder) => {
    const rankings = idsInOrder.map((contestantId) => ({ contestantId }));
    expect(submitBallotInput.parse({ rankings })).toStrictEqual({ rankings });
  });

  it('accepts ranks that match the positions', () => {
    const rankings = [
      { contestantId: A, rank: 1 },
      { contestantId: B, rank: 2 },
      { contestantId: C, rank: 3 },
    ];
    expect(submitBallotInput.parse({ rankings })).toStrictEqual({ rankings });
  });

  it('accepts points, even wrong ones (the server ignores them)', () => {
    const rankings = [
      { contestantId: A, rank: 1, points: 99 },
      { contestantId: B, points: -5 },
    ];
    expect(submitBallotInput.parse({ rankings })).toStrictEqual({ rankings });
  });

  it('rejects an empty ballot', () => {
    expect(messages(submitBallotInput.safeParse({ rankings: [] }))).toStrictEqual([
      'Rank at least one contestant.',
    ]);
  });

  it('rejects more than three entries', () => {
    const rankings = [A, B, C, D].map((contestantId) => ({ contestantId }));
    expect(messages(submitBallotInput.safeParse({ rankings }))).toStrictEqual([
      'You can rank up to 3 contestants.',
    ]);
  });

  it('rejects missing or non-list rankings', () => {
    expect(messages(submitBallotInput.safeParse({}))).toStrictEqual([
      'Rankings must be a list of contestants.',
    ]);
    expect(messages(submitBallotInput.safeParse({ rankings: { 0: { contestantId: A } } }))).toEqual(
      ['Rankings must be a list of contestants.'],
    );
  });

  it('rejects the same contestant ranked twice', () => {
    const rankings = [{ contestantId: A }, { contestantId: B }, { contestantId: A }];
    expect(messages(submitBallotInput.safeParse({ rankings }))).toStrictEqual([
      'Each contestant can be ranked only once.',
    ]);
  });

  it('rejects a rank that does not match its position, pointing at that entry', () => {
    const rankings = [
      { contestantId: A, rank: 1 },
      { contestantId: B, rank: 3 },
    ];
    expect(issues(submitBallotInput.safeParse({ rankings }))).toStrictEqual([
      { path: ['rankings', 1, 'rank'], message: 'Rank must match the position in the rankings.' },
    ]);
  });

  it('rejects a lone entry whose rank is not 1', () => {
    expect(submitBallotInput.safeParse({ rankings: [{ contestantId: A, rank: 2 }] }).success).toBe(
      false,
    );
  });

  it('rejects swapped ranks', () => {
    const rankings = [
      { contestantId: A, rank: 2 },
      { contestantId: B, rank: 1 },
    ];
    expect(issues(submitBallotInput.safeParse({ rankings })).map((i) => i.path)).toStrictEqual([
      ['rankings', 0, 'rank'],
      ['rankings', 1, 'rank'],
    ]);
  });

  it('rejects a non-integer rank', () => {
    expect(
      submitBallotInput.safeParse({ rankings: [{ contestantId: A, rank: 1.5 }] }).success,
    ).toBe(false);
  });

  it.each([
    ['a plain string', 'contestant-1'],
    ['an empty string', ''],
    ['a uuid missing a character', A.slice(1)],
    ['a number', 42],
  ])('rejects %s as a contestant id', (_case, contestantId) => {
    expect(issues(submitBallotInput.safeParse({ rankings: [{ contestantId }] }))).toMatchObject([
      { path: ['rankings', 0, 'contestantId'] },
    ]);
  });

  it('gives "Not a valid id." for a non-uuid contestant id', () => {
    expect(
      messages(submitBallotInput.safeParse({ rankings: [{ contestantId: 'nope' }] })),
    ).toStrictEqual(['Not a valid id.']);
  });

  it('rejects unknown keys on the ballot and on an entry', () => {
    const onBallot = submitBallotInput.safeParse({
      rankings: [{ contestantId: A }],
      participantId: 'v',
    });
    expect(onBallot.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['participantId'] },
    ]);
    const onEntry = submitBallotInput.safeParse({
      rankings: [{ contestantId: A, contestantName: 'Alpha' }],
    });
    expect(onEntry.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['contestantName'], path: ['rankings', 0] },
    ]);
  });
});

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
