import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './database-unreachable.ts';
import { failedQuery } from './db/statement-text.ts';

/** An error as node-postgres or node reports one: a message and a code. */
function coded(code: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { code });
}

/** A server error as node-postgres parses it from the wire. */
function serverError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

describe('isDatabaseUnreachable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN'])(
    'counts the socket error %s',
    (code) => {
      expect(isDatabaseUnreachable(coded(code))).toBe(true);
    },
  );

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08000', 'connection exception'],
    ['08001', 'could not connect'],
    ['08003', 'connection does not exist'],
    ['08004', 'server rejected the connection'],
    ['08006', 'connection failure'],
    ['53300', 'sorry, too many clients already'],
    ['55000', 'database "viberank" is not currently accepting connections'],
  ])('counts the server error %s', (code, message) => {
    expect(isDatabaseUnreachable(serverError(code, message))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
    'Cannot use a pool after calling end on the pool',
    'PGlite is closed',
  ])('counts node-postgres saying "%s"', (message) => {
    expect(isDatabaseUnreachable(new Error(message))).toBe(true);
  });

  it('finds the cause under our failed query and under Drizzle’s', () => {
    const refused = coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    expect(isDatabaseUnreachable(failedQuery('select 1', refused))).toBe(true);
    const drizzle = new DrizzleQueryError('select 1', [], new Error('Connection terminated'));
    expect(isDatabaseUnreachable(new Error('outer', { cause: drizzle }))).toBe(true);
  });

  it('finds a refusal among the attempts of an AggregateError', () => {
    const attempts = [coded('ECONNREFUSED'), coded('ECONNREFUSED')];
    expect(isDatabaseUnreachable(new AggregateError(attempts, 'connect failed'))).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value')],
    ['a missing table', serverError('42P01', 'relation "room_participants" does not exist')],
    [
      'another object_not_in_prerequisite_state',
      serverError('55000', 'cannot change sequence "rooms_id_seq"'),
    ],
    ['a failed query for a bug', failedQuery('select nope', serverError('42703', 'no column'))],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['an error whose SQL mentions a connection', new Error('Failed query: Connection terminated')],
    ['not an error at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('does not count %s', (_what, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });

  it('stops on a cycle of causes', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;
    expect(isDatabaseUnreachable(first)).toBe(false);
  });
});
