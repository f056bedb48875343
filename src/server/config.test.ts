import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DEFAULT_LIMITS } from './limits.ts';

/** The ConfigError loadConfig throws for env, or fails the test if it throws none. */
function configErrorFor(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: undefined,
      clientDir: path.resolve('dist/client'),
      logLevel: 'info',
      allowedOrigins: [],
      trustProxy: false,
      limits: DEFAULT_LIMITS,
      metrics: { token: undefined, port: undefined },
    });
    expect(path.isAbsolute(loadConfig({}).dataDir)).toBe(true);
    expect(path.isAbsolute(loadConfig({}).clientDir)).toBe(true);
  });

  it('reads process.env when called without an argument', () => {
    vi.stubEnv('PORT', '4321');
    vi.stubEnv('LOG_LEVEL', 'warn');
    try {
      expect(loadConfig()).toMatchObject({ port: 4321, logLevel: 'warn' });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('ignores keys it does not know', () => {
    expect(loadConfig({ NODE_ENV: 'production', PATH: '/bin', UNRELATED: 'x' }).port).toBe(3000);
  });

  it('accepts valid overrides of every key', () => {
    expect(
      loadConfig({
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/viberank',
        DATABASE_URL: 'postgres://user:secret@db.example:5432/viberank',
        PUBLIC_URL: 'https://vote.example.org',
        CLIENT_DIR: '/srv/viberank/client',
        LOG_LEVEL: 'debug',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/viberank',
      databaseUrl: 'postgres://user:secret@db.example:5432/viberank',
      publicUrl: 'https://vote.example.org',
      clientDir: '/srv/viberank/client',
      logLevel: 'debug',
      allowedOrigins: [],
      trustProxy: false,
      limits: DEFAULT_LIMITS,
      metrics: { token: undefined, port: undefined },
    });
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    const { dataDir } = loadConfig({ DATA_DIR: 'some/where' });
    expect(dataDir).toBe(path.join(process.cwd(), 'some/where'));
    expect(path.isAbsolute(dataDir)).toBe(true);
  });

  it('accepts the postgresql:// scheme too', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/db' }).databaseUrl).toBe(
      'postgresql://localhost/db',
    );
  });

  it.each([
    ['http://127.0.0.2:3100', 'http://127.0.0.2:3100'],
    ['https://vote.example.org', 'https://vote.example.org'],
    ['https://vote.example.org/', 'https://vote.example.org'],
    ['http://192.168.1.20:3000//', 'http://192.168.1.20:3000'],
    ['https://example.org/viberank/', 'https://example.org/viberank'],
    ['  http://127.0.0.2:3100  ', 'http://127.0.0.2:3100'],
  ])('accepts PUBLIC_URL=%s as %s, without a trailing slash', (value, publicUrl) => {
    expect(loadConfig({ PUBLIC_URL: value }).publicUrl).toBe(publicUrl);
  });

  it('resolves a relative CLIENT_DIR against the working directory', () => {
    const { clientDir } = loadConfig({ CLIENT_DIR: 'dist/e2e-3100/client' });
    expect(clientDir).toBe(path.join(process.cwd(), 'dist/e2e-3100/client'));
  });

  it.each([
    ['ftp://example.org', 'PUBLIC_URL must be an http:// or https:// address.'],
    ['not-a-url', 'PUBLIC_URL must be an http:// or https:// address.'],
    ['example.org:3000', 'PUBLIC_URL must be an http:// or https:// address.'],
    ['http://example.org/?room=1', 'PUBLIC_URL must not have a query or a fragment.'],
    ['http://example.org/#join', 'PUBLIC_URL must not have a query or a fragment.'],
  ])('refuses PUBLIC_URL=%s, naming the key', (value, message) => {
    expect(configErrorFor({ PUBLIC_URL: value }).message).toBe(
      `Invalid configuration:\n  PUBLIC_URL: ${message}`,
    );
  });

  it.each(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const)(
    'accepts LOG_LEVEL=%s',
    (level) => {
      expect(loadConfig({ LOG_LEVEL: level }).logLevel).toBe(level);
    },
  );

  it.each([
    ['0', 0],
    ['1', 1],
    ['65535', 65535],
  ])('accepts PORT=%s at the edges of the range', (value, port) => {
    expect(loadConfig({ PORT: value }).port).toBe(port);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '65536'],
    ['PORT', '-1'],
    ['PORT', '3000.5'],
    ['LOG_LEVEL', 'loud'],
    ['LOG_LEVEL', 'INFO'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'localhost:5432/db'],
  ])('rejects %s=%s with a ConfigError naming the key', (key, value) => {
    const error = configErrorFor({ [key]: value });
    expect(error.name).toBe('ConfigError');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain(`${key}:`);
    expect(error.message).toMatch(/^Invalid configuration:/);
  });

  it('lists every bad key at once, and only the bad ones', () => {
    const error = configErrorFor({
      PORT: 'abc',
      HOST: 'example.test',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://x',
    });
    const lines = error.message.split('\n').slice(1);
    expect(lines).toHaveLength(3);
    expect(error.message).toContain('PORT: PORT must be a number.');
    expect(error.message).toContain(
      'LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
    );
    expect(error.message).toContain(
      'DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// connection string.',
    );
    expect(error.message).not.toContain('HOST');
  });

  it('treats empty strings as unset', () => {
    expect(
      loadConfig({
        PORT: '',
        HOST: '',
        DATA_DIR: '',
        DATABASE_URL: '',
        PUBLIC_URL: ' ',
        CLIENT_DIR: '',
        LOG_LEVEL: '',
      }),
    ).toEqual(loadConfig({}));
  });

  it('treats an empty key as unset even beside a bad one', () => {
    const error = configErrorFor({ PORT: '', LOG_LEVEL: 'loud' });
    expect(error.message).not.toContain('PORT');
    expect(error.message).toContain('LOG_LEVEL:');
  });

  // BUG: Number('  ') is 0, so a whitespace-only PORT silently means "any free port".
  it('does not turn a whitespace-only PORT into port 0', () => {
    let port: number | undefined;
    try {
      port = loadConfig({ PORT: '  ' }).port;
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toContain('PORT:');
      return;
    }
    // Either refused as a bad value, or treated as unset like an empty string.
    expect(port).toBe(3000);
  });
});
