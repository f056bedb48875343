import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** The message loadConfig throws for env, or fails the test if it accepts it. */
function errorFor(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

const TOKEN = 'scrape-me-0123456789abcdef';

describe('loadConfig: metrics', () => {
  it('serves no metrics by default', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
  });

  it('reads METRICS_TOKEN and METRICS_PORT', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' }).metrics).toEqual({
      token: TOKEN,
      port: 9464,
    });
  });

  it('takes a blank METRICS_TOKEN or METRICS_PORT as unset', () => {
    expect(loadConfig({ METRICS_TOKEN: '  ', METRICS_PORT: '' }).metrics).toEqual({
      token: undefined,
      port: undefined,
    });
  });

  it.each(['short', 'has a space in the middle ok', 'tab\tinside-0123456789'])(
    'refuses METRICS_TOKEN %j',
    (token) => {
      expect(errorFor({ METRICS_TOKEN: token })).toContain(
        'METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters, without spaces.',
      );
    },
  );

  it.each([
    ['abc', 'METRICS_PORT must be a number.'],
    ['0', 'METRICS_PORT must be between 1 and 65535.'],
    ['65536', 'METRICS_PORT must be between 1 and 65535.'],
  ])('refuses METRICS_PORT=%s', (port, message) => {
    expect(errorFor({ METRICS_PORT: port })).toContain(`METRICS_PORT: ${message}`);
  });

  it('refuses a METRICS_PORT that is the PORT, the default one too', () => {
    expect(errorFor({ PORT: '8080', METRICS_PORT: '8080' })).toContain(
      'METRICS_PORT: METRICS_PORT must differ from PORT.',
    );
    expect(errorFor({ METRICS_PORT: '3000' })).toContain('METRICS_PORT must differ from PORT.');
  });
});
