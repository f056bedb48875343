import { afterEach, describe, expect, it, vi } from 'vitest';
import setup, { POSTGRES_SKIPPED } from '../setup/postgres-notice.ts';

describe('the notice of skipped PostgreSQL tests', () => {
  const saved = process.env.TEST_DATABASE_URL;
  afterEach(() => {
    vi.restoreAllMocks();
    if (saved === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = saved;
  });

  const printedAtTheEnd = (databaseUrl: string | undefined) => {
    if (databaseUrl === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = databaseUrl;
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    setup()();
    return written.join('');
  };

  it('says, at the end of a run without TEST_DATABASE_URL, that they were skipped and how to run them', () => {
    const printed = printedAtTheEnd(undefined);
    expect(printed).toContain('[postgres]');
    expect(printed).toContain('were skipped');
    expect(printed).toContain('TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test');
    expect(printed.match(/were skipped/g)).toHaveLength(1);
    expect(printed).toContain(POSTGRES_SKIPPED);
  });

  it('says nothing when TEST_DATABASE_URL is set and they ran', () => {
    expect(printedAtTheEnd('postgres://postgres@127.0.0.1:5432/test')).toBe('');
  });
});
