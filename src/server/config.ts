import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LIMITS, type Limits } from './limits.ts';

/** An http(s) origin as a browser sends it, or null when the text is not one. */
function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return /^https?:$/.test(url.protocol) && bare ? url.origin : null;
  } catch {
    return null;
  }
}

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** `true` (any proxy), `false`, or the addresses and CIDR ranges of trusted proxies. */
export type TrustProxy = boolean | string[];

/** A count a limit allows: a whole number of at least 1. */
function limitCount(key: string, fallback: number) {
  const message = `${key} must be a whole number of at least 1.`;
  return z
    .string()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().int({ error: message }).min(1, { error: message }))
    .default(fallback);
}

// Documented in the README's Configuration table and decision 017.
const limitKeys = {
  RATE_LIMIT: z
    .enum(['on', 'off'], { error: 'RATE_LIMIT must be on or off.' })
    .default(DEFAULT_LIMITS.enabled ? 'on' : 'off'),
  RATE_LIMIT_WINDOW_SECONDS: limitCount('RATE_LIMIT_WINDOW_SECONDS', DEFAULT_LIMITS.windowSeconds),
  RATE_LIMIT_ROOMS_PER_ADDRESS: limitCount(
    'RATE_LIMIT_ROOMS_PER_ADDRESS',
    DEFAULT_LIMITS.roomsPerAddress,
  ),
  RATE_LIMIT_PUBLIC_PER_ADDRESS: limitCount(
    'RATE_LIMIT_PUBLIC_PER_ADDRESS',
    DEFAULT_LIMITS.publicPerAddress,
  ),
  RATE_LIMIT_PER_SECRET: limitCount('RATE_LIMIT_PER_SECRET', DEFAULT_LIMITS.perSecret),
  RATE_LIMIT_PER_ROOM: limitCount('RATE_LIMIT_PER_ROOM', DEFAULT_LIMITS.perRoom),
  RATE_LIMIT_REFUSAL_DELAY_MS: z
    .string()
    .regex(/^\d+$/, {
      error: 'RATE_LIMIT_REFUSAL_DELAY_MS must be a whole number of milliseconds.',
    })
    .transform(Number)
    .pipe(z.number().max(10_000, { error: 'RATE_LIMIT_REFUSAL_DELAY_MS must be at most 10000.' }))
    .default(DEFAULT_LIMITS.refusalDelayMs),
  MAX_REQUESTS_IN_FLIGHT: limitCount('MAX_REQUESTS_IN_FLIGHT', DEFAULT_LIMITS.requestsInFlight),
  REALTIME_MAX_MESSAGE_BYTES: limitCount(
    'REALTIME_MAX_MESSAGE_BYTES',
    DEFAULT_LIMITS.socketMessageBytes,
  ),
  REALTIME_MESSAGES_PER_MINUTE: limitCount(
    'REALTIME_MESSAGES_PER_MINUTE',
    DEFAULT_LIMITS.socketMessagesPerMinute,
  ),
  REALTIME_MESSAGE_BURST: limitCount('REALTIME_MESSAGE_BURST', DEFAULT_LIMITS.socketMessageBurst),
  REALTIME_SOCKETS_PER_SECRET: limitCount(
    'REALTIME_SOCKETS_PER_SECRET',
    DEFAULT_LIMITS.socketsPerSecret,
  ),
  RATE_LIMIT_FILES_PER_MINUTE: limitCount(
    'RATE_LIMIT_FILES_PER_MINUTE',
    DEFAULT_LIMITS.filesPerMinute,
  ),
};

const configSchema = z
  .object({
    PORT: z
      .string()
      .regex(/^\d+$/, { error: 'PORT must be a number.' })
      .transform(Number)
      .pipe(
        z
          .number()
          .int({ error: 'PORT must be a whole number.' })
          .min(0, { error: 'PORT must be between 0 and 65535.' })
          .max(65535, { error: 'PORT must be between 0 and 65535.' }),
      )
      .default(3000),
    HOST: z.string().min(1, { error: 'HOST must not be empty.' }).default('0.0.0.0'),
    DATA_DIR: z.string().min(1, { error: 'DATA_DIR must not be empty.' }).default('./data'),
    DATABASE_URL: z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value), {
        error: 'DATABASE_URL must be a postgres:// or postgresql:// connection string.',
      })
      .optional(),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// address.' })
      .refine((value) => !/[?#]/.test(value), {
        error: 'PUBLIC_URL must not have a query or a fragment.',
      })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    CLIENT_DIR: z
      .string()
      .min(1, { error: 'CLIENT_DIR must not be empty.' })
      .default('dist/client'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
      })
      .default('info'),
    ALLOWED_ORIGINS: z
      .string()
      .refine((value) => listOf(value).every((item) => originOf(item) !== null), {
        error:
          'ALLOWED_ORIGINS must be a comma-separated list of origins such as https://vote.example.org.',
      })
      .transform((value) => listOf(value).map((item) => originOf(item) ?? item))
      .default([]),
    TRUST_PROXY: z
      .string()
      .refine(
        (value) =>
          /^(true|false)$/.test(value) ||
          listOf(value).every((item) => isIP(item.split('/')[0] ?? '') !== 0),
        {
          error:
            'TRUST_PROXY must be true, false, or the proxies’ addresses (comma-separated, CIDR ranges allowed).',
        },
      )
      .transform((value): TrustProxy => {
        if (value === 'true' || value === 'false') return value === 'true';
        return listOf(value);
      })
      .default(false),
    // Documented in the README's Configuration table.
    METRICS_TOKEN: z
      .string()
      .regex(/^[!-~]{16,}$/, {
        error: 'METRICS_TOKEN must be at least 16 characters, without spaces.',
      })
      .optional(),
    METRICS_PORT: z
      .string()
      .regex(/^\d+$/, { error: 'METRICS_PORT must be a number.' })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, { error: 'METRICS_PORT must be between 1 and 65535.' })
          .max(65535, { error: 'METRICS_PORT must be between 1 and 65535.' }),
      )
      .optional(),
    ...limitKeys,
  })
  .refine((values) => values.METRICS_PORT === undefined || values.METRICS_PORT !== values.PORT, {
    error: 'METRICS_PORT must differ from PORT.',
    path: ['METRICS_PORT'],
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The address phones reach the server at, without a trailing slash. */
  publicUrl: string | undefined;
  /** Where the built client is served from. */
  clientDir: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  /** Origins besides the server's own and PUBLIC_URL's whose pages may call it. */
  allowedOrigins: string[];
  /** Whom to believe about the client's address and scheme (X-Forwarded-*). */
  trustProxy: TrustProxy;
  /** What the server refuses under abuse; `enabled` is false with RATE_LIMIT=off. */
  limits: Limits;
  /**
   * Where /metrics is served: on the main port to a bearer of `token`, and
   * without a token on `port` (of HOST); nowhere with neither.
   */
  metrics: { token: string | undefined; port: number | undefined };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start-up; throws listing every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Values are trimmed; a blank one counts as unset.
  const blankIsUnset = Object.fromEntries(
    Object.entries(env)
      .map(([key, value]) => [key, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(blankIsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl: values.PUBLIC_URL,
    clientDir: path.resolve(values.CLIENT_DIR),
    logLevel: values.LOG_LEVEL,
    allowedOrigins: values.ALLOWED_ORIGINS,
    trustProxy: values.TRUST_PROXY,
    limits: limitsFrom(values),
    metrics: { token: values.METRICS_TOKEN, port: values.METRICS_PORT },
  };
}

function limitsFrom(values: z.infer<typeof configSchema>): Limits {
  return {
    enabled: values.RATE_LIMIT === 'on',
    windowSeconds: values.RATE_LIMIT_WINDOW_SECONDS,
    roomsPerAddress: values.RATE_LIMIT_ROOMS_PER_ADDRESS,
    publicPerAddress: values.RATE_LIMIT_PUBLIC_PER_ADDRESS,
    perSecret: values.RATE_LIMIT_PER_SECRET,
    perRoom: values.RATE_LIMIT_PER_ROOM,
    refusalDelayMs: values.RATE_LIMIT_REFUSAL_DELAY_MS,
    requestsInFlight: values.MAX_REQUESTS_IN_FLIGHT,
    socketMessageBytes: values.REALTIME_MAX_MESSAGE_BYTES,
    socketMessagesPerMinute: values.REALTIME_MESSAGES_PER_MINUTE,
    socketMessageBurst: values.REALTIME_MESSAGE_BURST,
    socketsPerSecret: values.REALTIME_SOCKETS_PER_SECRET,
    filesPerMinute: values.RATE_LIMIT_FILES_PER_MINUTE,
  };
}
