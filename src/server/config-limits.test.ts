import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DEFAULT_LIMITS } from './limits.ts';

function configErrorFor(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig: limits', () => {
  it('turns rate limits and load shedding on by default', () => {
    expect(loadConfig({}).limits.enabled).toBe(true);
  });

  it('turns them all off with RATE_LIMIT=off, keeping the message size cap', () => {
    const { limits } = loadConfig({ RATE_LIMIT: 'off' });
    expect(limits).toEqual({ ...DEFAULT_LIMITS, enabled: false });
  });

  it('reads every limit from its variable', () => {
    expect(
      loadConfig({
        RATE_LIMIT: 'on',
        RATE_LIMIT_WINDOW_SECONDS: '60',
        RATE_LIMIT_ROOMS_PER_ADDRESS: '5',
        RATE_LIMIT_PUBLIC_PER_ADDRESS: '6',
        RATE_LIMIT_PER_SECRET: '7',
        RATE_LIMIT_PER_ROOM: '8',
        RATE_LIMIT_REFUSAL_DELAY_MS: '0',
        MAX_REQUESTS_IN_FLIGHT: '9',
        REALTIME_MAX_MESSAGE_BYTES: '1024',
        REALTIME_MESSAGES_PER_MINUTE: '11',
        REALTIME_MESSAGE_BURST: '12',
        REALTIME_SOCKETS_PER_SECRET: '13',
        RATE_LIMIT_FILES_PER_MINUTE: '14',
      }).limits,
    ).toEqual({
      enabled: true,
      windowSeconds: 60,
      roomsPerAddress: 5,
      publicPerAddress: 6,
      perSecret: 7,
      perRoom: 8,
      refusalDelayMs: 0,
      requestsInFlight: 9,
      socketMessageBytes: 1024,
      socketMessagesPerMinute: 11,
      socketMessageBurst: 12,
      socketsPerSecret: 13,
      filesPerMinute: 14,
    });
  });

  it.each([
    ['RATE_LIMIT', 'no', 'RATE_LIMIT must be on or off.'],
    ['RATE_LIMIT_REFUSAL_DELAY_MS', '20000', 'RATE_LIMIT_REFUSAL_DELAY_MS must be at most 10000.'],
    ['RATE_LIMIT_PER_SECRET', '0', 'RATE_LIMIT_PER_SECRET must be a whole number of at least 1.'],
    [
      'MAX_REQUESTS_IN_FLIGHT',
      '-4',
      'MAX_REQUESTS_IN_FLIGHT must be a whole number of at least 1.',
    ],
    [
      'REALTIME_SOCKETS_PER_SECRET',
      '2.5',
      'REALTIME_SOCKETS_PER_SECRET must be a whole number of at least 1.',
    ],
  ])('refuses %s=%s, naming the key', (key, value, message) => {
    expect(configErrorFor({ [key]: value }).message).toBe(
      `Invalid configuration:\n  ${key}: ${message}`,
    );
  });
});
