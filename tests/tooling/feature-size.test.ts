import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runScript, withSandbox } from './support/sandbox.ts';

const module = 'export const planted = 1;\n';

/** `count` modules named `<prefix>-<n>.ts` under `folder`. */
function modules(folder: string, count: number, prefix = 'part'): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, n) => [`${folder}/${prefix}-${n}.ts`, module]),
  );
}

const check = (files: Record<string, string>, args: string[] = []) =>
  withSandbox(files, (root) => runScript('scripts/check-feature-size.ts', [root, ...args]));

describe('feature-size limit (npm run lint)', () => {
  it('fails a feature of more than 25 modules, nested folders included, and names it', () => {
    const run = check({
      ...modules('src/client/features/rooms', 20),
      ...modules('src/client/features/rooms/dialogs', 6),
      ...modules('src/client/features/ballot', 25),
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('src/client/features/rooms: 26 modules');
    expect(run.stderr).not.toContain('features/ballot');
  });

  it('leaves unit tests, their fixtures, declarations and stylesheets out of the count', () => {
    const run = check({
      ...modules('src/client/features/rooms', 25),
      'src/client/features/rooms/part-0.test.ts': module,
      'src/client/features/rooms/part-1.test.tsx': module,
      'src/client/features/rooms/part.test-support.ts': module,
      'src/client/features/rooms/env.d.ts': module,
      'src/client/features/rooms/panel.css': '.panel {}\n',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('takes another limit with --max', () => {
    const run = check(modules('src/client/features/files', 4), ['--max', '3']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('at most 3 modules');
  });

  it('passes the project’s own features', () => {
    expect(runScript('scripts/check-feature-size.ts', [repoRoot]).status).toBe(0);
  });

  it('is part of npm run lint', () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    expect(pkg.scripts.lint).toContain('tsx scripts/check-feature-size.ts');
  });
});
