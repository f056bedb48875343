import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS } from '#shared/messages.ts';
import type { ErrorCode, ErrorResponse } from '#shared/refusals.ts';
import { isDatabaseUnreachable } from '../database-unreachable.ts';
import { AppError } from '../errors.ts';
import { RETRY_AFTER_SECONDS } from './drain.ts';
import { redactUrl } from './redact.ts';
import { noteRefusal } from './refusal-codes.ts';

// Refusals raised by the framework itself, before our code runs.
const STATUS_CODES: Record<number, ErrorCode> = {
  404: 'not_found',
  413: 'payload_too_large',
};

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

function errorBody(code: ErrorCode, message: string, issues?: ErrorResponse['error']['issues']) {
  return { error: issues ? { code, message, issues } : { code, message } } satisfies ErrorResponse;
}

function answer(reply: FastifyReply, status: number, body: ErrorResponse) {
  noteRefusal(reply, body.error.code);
  return reply.code(status).send(body);
}

/**
 * One error handler: a clear message for every 4xx; 503 and Retry-After when
 * the database is away; a generic message and a log line for the rest.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return answer(reply, error.statusCode, errorBody(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Not valid.',
      }));
      const first = error.validation[0];
      const wholeBody =
        error.validationContext === 'body' &&
        (first?.instancePath === '' || first?.instancePath === '/') &&
        first.keyword === 'invalid_type';
      const message = wholeBody
        ? 'The request body must be a JSON object.'
        : (first?.message ?? 'The request is not valid.');
      return answer(reply, 400, errorBody('validation_failed', message, issues));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? 'validation_failed';
      const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
      return answer(reply, status === 415 ? 400 : status, errorBody(code, message));
    }
    if (isDatabaseUnreachable(error)) {
      // Not a bug: the database is restarting or unreachable, and the client may ask again.
      request.log.warn(
        { err: error, url: redactUrl(request.url), method: request.method },
        'database unreachable',
      );
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return answer(reply, 503, errorBody('unavailable', ERRORS.databaseUnavailable));
    }
    request.log.error(
      { err: error, url: redactUrl(request.url), method: request.method },
      'request failed',
    );
    return answer(reply, 500, errorBody('internal', ERRORS.internal));
  });
}
