import type { ErrorCode } from '#shared/api.ts';

/** A refusal with a clear message for the caller; never a 5xx. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);
export const unauthorised = (message: string) => new AppError(401, 'UNAUTHORISED', message);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
