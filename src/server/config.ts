import path from 'node:path';
import { z } from 'zod';

const configSchema = z.object({
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
  CLIENT_DIR: z.string().min(1, { error: 'CLIENT_DIR must not be empty.' }).default('dist/client'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
    })
    .default('info'),
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
  };
}
