import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { biome, repoRoot, runScript, withSandbox } from './support/sandbox.ts';

const RULE = 'lint/style/useFilenamingConvention';
const module = 'export const planted = 1;\n';

describe('file-name convention (npm run lint)', () => {
  it('Biome fails a script module that is not kebab-case, and passes kebab-case ones', () => {
    const files = {
      'src/client/features/rooms/JoinPanel.tsx': module,
      'src/server/db/room_schema.ts': module,
      'src/client/features/rooms/joinPanel.ts': module,
      'src/client/features/rooms/join-panel.tsx': module,
      'src/shared/tally-rules.test.ts': module,
      'src/client/vite-env.d.ts': module,
    };
    const flagged = withSandbox(files, (root) => biome(root, 'lint').findings)
      .filter((finding) => finding.rule === RULE)
      .map((finding) => finding.path)
      .sort();
    expect(flagged).toEqual([
      'src/client/features/rooms/JoinPanel.tsx',
      'src/client/features/rooms/joinPanel.ts',
      'src/server/db/room_schema.ts',
    ]);
  });

  it('the name check fails a stylesheet or folder that is not kebab-case', () => {
    const files = {
      'src/client/features/results/ResultsPodium.css': '.podium {}\n',
      'src/client/features/Results/results-view.tsx': module,
      'src/shared/tally.Test-Support.ts': module,
      'docs/decisions/007-import-boundaries.md': '# Import boundaries\n',
      'tests/Readme.md': '# Tests\n',
    };
    const run = withSandbox(files, (root) => runScript('scripts/check-file-names.ts', [root]));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('src/client/features/results/ResultsPodium.css');
    expect(run.stderr).toContain('src/client/features/Results\n');
    expect(run.stderr).toContain('src/shared/tally.Test-Support.ts');
    expect(run.stderr).toContain('tests/Readme.md');
    expect(run.stderr).not.toContain('007-import-boundaries.md');
  });

  it('the name check passes kebab-case names and the migrations drizzle-kit names', () => {
    const files = {
      'src/client/features/results/results-podium.css': '.podium {}\n',
      'src/shared/tally.test-support.ts': module,
      'src/client/index.html': '<!doctype html>\n',
      'src/server/db/migrations/0001_participants_and_ballots.sql': 'select 1;\n',
      'src/server/db/migrations/meta/_journal.json': '{}\n',
      'tests/README.md': '# Tests\n',
    };
    const run = withSandbox(files, (root) => runScript('scripts/check-file-names.ts', [root]));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('is part of npm run lint, after Biome, with the module-size limit', () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    expect(pkg.scripts.lint).toBe(
      'biome check . && tsx scripts/check-walls.ts && tsx scripts/check-file-names.ts && tsx scripts/check-feature-size.ts && tsx scripts/module-stats.ts --max 250 && tsx scripts/check-messages.ts && tsx scripts/check-catalogs.ts',
    );
  });
});
