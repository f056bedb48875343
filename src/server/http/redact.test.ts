import { describe, expect, it } from 'vitest';
import { loggedError, redactUrl } from './redact.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/rooms/1?token=abc', '/api/rooms/1?token=[redacted]'],
    ['/api/realtime?x=1&token=abc&y=2', '/api/realtime?x=1&token=[redacted]&y=2'],
    ['/api/rooms/1?adminToken=abc#frag', '/api/rooms/1?adminToken=[redacted]#frag'],
    ['/x?access_token=a&secret=b', '/x?access_token=[redacted]&secret=[redacted]'],
    ['/x?TOKEN=a', '/x?TOKEN=[redacted]'],
  ])('redacts the token in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('leaves a URL without secrets as it is', () => {
    expect(redactUrl('/api/rooms/1/participants?search=token&offset=50')).toBe(
      '/api/rooms/1/participants?search=token&offset=50',
    );
  });
});

class FailedQuery extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
  }
}

describe('loggedError', () => {
  it('keeps the statement of a failed query but none of its parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (token_hash)=(9f86d081884c7d65) already exists.',
    });
    const error = new FailedQuery(
      'insert into "room_participants" ("name", "token_hash") values ($1, $2)',
      ['Ada Lovelace', '9f86d081884c7d65'],
      cause,
    );
    const logged = JSON.stringify(loggedError(error));
    expect(logged).toContain('insert into \\"room_participants\\"');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('Ada Lovelace');
    expect(logged).not.toContain('9f86d081884c7d65');
  });

  it('keeps type, message, code and status of any other error', () => {
    const error = Object.assign(new TypeError('boom'), { statusCode: 500, code: 'E_BOOM' });
    expect(loggedError(error)).toMatchObject({
      type: 'TypeError',
      message: 'boom',
      code: 'E_BOOM',
      statusCode: 500,
    });
  });

  it('drops fields it does not know, which may hold values', () => {
    const error = Object.assign(new Error('bad'), { body: { token: 'secret-token' } });
    expect(JSON.stringify(loggedError(error))).not.toContain('secret-token');
  });
});
