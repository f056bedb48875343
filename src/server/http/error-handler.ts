import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { englishOf, wordIssue } from '#shared/refusal-english.ts';
import type { RefusalReason, RefusalValues } from '#shared/refusal-reasons.ts';
import type { ErrorCode, ErrorResponse, RefusalIssue } from '#shared/refusals.ts';
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

const FRAMEWORK_REASONS: Record<string, RefusalReason> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'requestTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'sendJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
};

/** The reason of a framework refusal it has no words of ours for: by its status. */
const STATUS_REASONS: Record<number, RefusalReason> = {
  404: 'notFound',
  413: 'requestTooLarge',
};

type Refusal = { reason: RefusalReason; values?: RefusalValues; message?: string };

/** A refusal's body: its English is the reason's, unless the framework worded it (kept for logs). */
function errorBody(code: ErrorCode, refusal: Refusal, issues?: RefusalIssue[]): ErrorResponse {
  const values = refusal.values ?? {};
  const message = refusal.message ?? englishOf(refusal.reason, values);
  const error = { code, message, reason: refusal.reason, values };
  return { error: issues ? { ...error, issues } : error };
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
      const refusal = { reason: error.reason, values: error.values, message: error.message };
      return answer(reply, error.statusCode, errorBody(error.code, refusal));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue): RefusalIssue => {
        const { message, reason, values } = wordIssue(issue.message);
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return { path, message, reason, values };
      });
      const first = error.validation[0];
      const wholeBody =
        error.validationContext === 'body' &&
        (first?.instancePath === '' || first?.instancePath === '/') &&
        first.keyword === 'invalid_type';
      const refusal: Refusal = wholeBody
        ? { reason: 'bodyNotObject' }
        : (issues[0] ?? { reason: 'requestNotValid' });
      return answer(reply, 400, errorBody('validation_failed', refusal, issues));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? 'validation_failed';
      const known = FRAMEWORK_REASONS[error.code];
      // A refusal of the framework's we have no words for keeps its own English.
      const refusal: Refusal = known
        ? { reason: known }
        : { reason: STATUS_REASONS[status] ?? 'requestNotValid', message: error.message };
      return answer(reply, status === 415 ? 400 : status, errorBody(code, refusal));
    }
    if (isDatabaseUnreachable(error)) {
      // Not a bug: the database is restarting or unreachable, and the client may ask again.
      request.log.warn(
        { err: error, url: redactUrl(request.url), method: request.method },
        'database unreachable',
      );
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return answer(reply, 503, errorBody('unavailable', { reason: 'databaseUnavailable' }));
    }
    request.log.error(
      { err: error, url: redactUrl(request.url), method: request.method },
      'request failed',
    );
    return answer(reply, 500, errorBody('internal', { reason: 'internal' }));
  });
}
