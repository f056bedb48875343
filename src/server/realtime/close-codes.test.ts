import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLOSE } from '#shared/protocol/constants.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('WebSocket close codes', () => {
  it('names each code once, with 1001, 1011 and 1013 among them', () => {
    const codes = Object.values(CLOSE).map((close) => close.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining([1001, 1011, 1013]));
    // NOTE: RFC 6455 §7.4.1 reserves these; no endpoint may send them.
    for (const reserved of [1004, 1005, 1006, 1015]) expect(codes).not.toContain(reserved);
  });

  it('is never written as a number in the server: every close uses CLOSE', async () => {
    const entries = await readdir(serverDir, { withFileTypes: true, recursive: true });
    const offenders: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) {
        continue;
      }
      const file = path.join(entry.parentPath, entry.name);
      const text = await readFile(file, 'utf8');
      if (/\.close\(\s*\d/.test(text) || /code:\s*(1\d{3}|4\d{3})\b/.test(text)) {
        offenders.push(path.relative(serverDir, file));
      }
    }
    expect(offenders).toEqual([]);
  });
});
