import { describe, expect, it } from 'vitest';
import { checkJoin } from './join-check.ts';
import { joinRoomInput } from './schemas.ts';

/** What the server's schema makes of a join: the input it accepts, or its first message. */
function bySchema(code: string, name: string) {
  const parsed = joinRoomInput.safeParse({ code, name });
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message };
}

describe('checkJoin', () => {
  it.each([
    ['ab12cd34ef', 'Ada'],
    ['  abcde-fghij  ', '  Ada Lovelace '],
    ['ABCDE – FGHIJ', 'Ada'],
    ['x1', 'Bo'],
    ['', 'Ada'],
    ['ABC', '   '],
    ['   ', ''],
    ['ABC!DEF', 'Ada'],
    ['ABCDEFGHIJK', 'Ada'],
    ['ABC', 'x'.repeat(40)],
    ['ABC', 'x'.repeat(41)],
    ['ABC', 'Zoë 🎉'],
  ])('agrees with the server’s schema on %j and %j', (code, name) => {
    expect(checkJoin(code, name)).toStrictEqual(bySchema(code, name));
  });
});
