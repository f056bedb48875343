import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig: origins and proxies', () => {
  it('reads ALLOWED_ORIGINS as a list of bare origins', () => {
    expect(
      loadConfig({ ALLOWED_ORIGINS: ' https://vote.example.org/ , http://localhost:5173' })
        .allowedOrigins,
    ).toEqual(['https://vote.example.org', 'http://localhost:5173']);
  });

  it.each([
    'vote.example.org',
    'https://vote.example.org/path',
    'ftp://vote.example.org',
    'https://vote.example.org?x=1',
  ])('refuses %s in ALLOWED_ORIGINS, naming the key', (value) => {
    expect(() => loadConfig({ ALLOWED_ORIGINS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ALLOWED_ORIGINS: value })).toThrow(/ALLOWED_ORIGINS/);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '2', 'proxy.local'])('refuses TRUST_PROXY=%s, naming the key', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
