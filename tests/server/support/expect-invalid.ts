import { expect } from 'vitest';
import type { ErrorResponse } from '#shared/refusals.ts';
import type { ApiResult } from '../../../scripts/launch/api-client.ts';

/** Checks a request was refused as invalid: 400 `validation_failed`, with a message. */
export function expectInvalid(refused: ApiResult<ErrorResponse>): void {
  expect(refused.status).toBe(400);
  expect(refused.body.error.code).toBe('validation_failed');
  expect(refused.body.error.message).not.toBe('');
}
