import type { SpawnSyncReturns } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { runScript, withSandbox } from './support/sandbox.ts';

const lines = (count: number) => 'x\n'.repeat(count);

// Seven modules of 5, 10, 20, 30, 40, 260 and 300 lines; the 5- and 300-line ones
// are test code. Declarations and HTML are not counted.
const tree = {
  'src/shared/a.ts': lines(10),
  'src/shared/b.ts': `${lines(19)}last line without a newline`,
  'src/shared/tally.test-support.ts': lines(5),
  'src/client/app/c.tsx': lines(30),
  'src/client/app/d.css': lines(40),
  'src/client/features/results/results.css': lines(260),
  'src/shared/tally.test.ts': lines(300),
  'src/client/vite-env.d.ts': lines(500),
  'src/client/index.html': lines(500),
};

const stats = (args: string[]) =>
  withSandbox(tree, (root) => runScript('scripts/module-stats.ts', [root, ...args]));

describe('npm run stats', () => {
  let run: SpawnSyncReturns<string>;
  beforeAll(() => {
    run = stats([]);
  });

  it('reports count, median, mean and the largest modules, with and without tests', () => {
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'With tests (*.test.ts(x), *.test-support.ts(x)): 7 modules, 665 lines',
    );
    expect(run.stdout).toContain('median 30 lines, mean 95.0');
    expect(run.stdout).toContain('Without tests: 5 modules, 360 lines');
    expect(run.stdout).toContain('median 30 lines, mean 72.0');
    expect(run.stdout).toMatch(/largest 5:\n\s+300 {2}src\/shared\/tally\.test\.ts\n\s+260 /);
  });

  it('lists every module over the limit', () => {
    expect(run.stdout).toMatch(
      /With tests[\s\S]*over 250 lines: 2\n\s+300 {2}src\/shared\/tally\.test\.ts\n\s+260 {2}src\/client\/features\/results\/results\.css\n/,
    );
    expect(run.stdout).toMatch(/Without tests[\s\S]*over 250 lines: 1\n\s+260 /);
  });

  it('with --max, exits non-zero when a module is longer, tests included', () => {
    expect(stats(['--max', '250']).status).toBe(1);
    expect(stats(['--max', '280']).status).toBe(1);
    expect(stats(['--max', '300']).status).toBe(0);
  });
});
