import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnServer } from './support/server-process.ts';

describe('start-up with a bad configuration', () => {
  it('exits with code 1 and a message naming PORT, without touching DATA_DIR', async () => {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'viberank-config-'));
    const dataDir = path.join(scratch, 'data');
    try {
      const server = spawnServer({ PORT: 'abc', DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(await server.exited).toEqual({ code: 1, signal: null });
      const stderr = server.errorOutput();
      expect(stderr).toContain('Invalid configuration:');
      expect(stderr).toContain('PORT: PORT must be a number.');
      // A clear message, not a crash with a stack trace.
      expect(stderr).not.toMatch(/\n\s+at /);
      expect(server.output()).not.toContain('Server listening');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
