import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type PinoPretty from 'pino-pretty';
import type { Config } from './config.ts';
import { loggedError, redactUrl } from './http/redact.ts';

/** Fastify's logger options, which are pino's. */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export type LoggerChoice = {
  level: Config['logLevel'];
  /** Human-readable lines for an interactive terminal; JSON lines otherwise. */
  pretty: boolean;
  color: boolean;
  /** Where readable lines go: standard output unless a test captures them. */
  destination?: number | NodeJS.WritableStream;
};

/**
 * The readable lines' formatter, loaded only for a terminal: a node that
 * logs JSON (every deployed one) never loads it and its dependencies.
 */
const prettyStream = (options: PinoPretty.PrettyOptions) =>
  (createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty)(options);

// Fastify logs one line per address it listens on; the start-up banner says
// that for people, so these lines go to debug.
const LISTENING = 'Server listening at ';

/** Fastify's logger: JSON lines, or short readable lines on a terminal. */
export function loggerOptions({
  level,
  pretty,
  color,
  destination = 1,
}: LoggerChoice): LoggerOptions {
  const options: LoggerOptions = {
    level,
    // Tokens travel in this header, and the key that yields one in the other; no log line may carry them.
    redact: ['req.headers.authorization', 'req.headers["idempotency-key"]'],
    serializers: {
      // A failed query's parameters, and a database error's quoted values, stay out.
      err: (error) => {
        const logged = loggedError(error);
        return typeof logged === 'string'
          ? { type: 'Error', message: logged, stack: '' }
          : { ...logged, stack: logged.stack ?? '' };
      },
      // A token in a link's query string is hidden like the header.
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        url: request.url === undefined ? undefined : redactUrl(request.url),
      }),
    },
    hooks: {
      logMethod(args, method, levelValue) {
        const [message] = args;
        if (
          levelValue === this.levels.values.info &&
          typeof message === 'string' &&
          message.startsWith(LISTENING)
        ) {
          this.debug(message);
          return;
        }
        method.apply(this, args);
      },
    },
  };
  if (!pretty) return options;
  return {
    ...options,
    // Synchronous, in this process: a line is on screen before the next one
    // is logged, and nothing is lost when the process exits.
    stream: prettyStream({
      sync: true,
      destination,
      colorize: color,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      singleLine: true,
    }),
  };
}
