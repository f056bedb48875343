import { describe, expect, it } from 'vitest';
import { conflictOfInterest, ERRORS } from '#shared/messages.ts';
import { AppError, refuse } from './errors.ts';

describe('refuse', () => {
  it("words the reason in the server's English, its status by the code", () => {
    const refusal = refuse('room_ended', 'votingEnded');
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'room_ended',
      statusCode: 409,
      reason: 'votingEnded',
      values: {},
      message: ERRORS.votingEnded,
    });
  });

  it('carries the values its words need, for each device to word them', () => {
    const refusal = refuse('conflict_of_interest', 'conflictOfInterest', {
      contestantName: 'Project B',
    });
    expect(refusal).toMatchObject({
      statusCode: 403,
      reason: 'conflictOfInterest',
      values: { contestantName: 'Project B' },
      message: conflictOfInterest('Project B'),
    });
  });

  it('carries no stack, and leaves the stack limit as it was', () => {
    const before = Error.stackTraceLimit;
    const refusal = refuse('rate_limited', 'rateLimited');
    expect(refusal).toMatchObject({ statusCode: 429, message: ERRORS.rateLimited });
    // A stack would name this file; a refusal's is its first line alone.
    expect(refusal.stack).toBe(`AppError: ${refusal.message}`);
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('a fault').stack).toContain('errors.test.ts');
  });
});
