import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BuildTarget,
  ensureBuild,
  isBuildCurrent,
  STAMP_FILE,
  sourceHash,
} from '../../scripts/launch/build-stamp.ts';
import { clientDirOf } from '../../scripts/launch/builds.ts';
import { loadConfig } from '../../src/server/config.ts';

const SOURCES = ['src/client', 'src/shared', 'vite.config.ts'];

let root = '';
let outDir = '';
let builds = 0;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Stands in for Vite: writes a page naming the build. */
async function build(into: string): Promise<void> {
  builds++;
  mkdirSync(into, { recursive: true });
  writeFileSync(join(into, 'index.html'), `<p>build ${builds}</p>`);
}

const target = (made: BuildTarget['build'] = build): BuildTarget => ({
  name: 'the client',
  sources: SOURCES,
  outDir,
  entry: 'index.html',
  build: made,
});
const ensure = () => ensureBuild(root, target());
const hashNow = () => sourceHash(root, SOURCES);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'viberank-build-'));
  outDir = join(root, 'dist/client');
  builds = 0;
  write('src/client/main.tsx', 'export const app = 1;\n');
  write('src/client/lib/links.ts', 'export const links = 1;\n');
  write('src/shared/tally.ts', 'export const tally = 1;\n');
  write('vite.config.ts', 'export default {};\n');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('sourceHash', () => {
  it('is the same for the same files, and changes when one changes', () => {
    const before = hashNow();
    expect(hashNow()).toBe(before);
    write('src/shared/tally.ts', 'export const tally = 2;\n');
    expect(hashNow()).not.toBe(before);
  });

  it('changes when a file is added or renamed', () => {
    const before = hashNow();
    write('src/client/lib/extra.ts', 'export {};\n');
    const added = hashNow();
    expect(added).not.toBe(before);
    rmSync(join(root, 'src/client/lib/extra.ts'));
    write('src/client/lib/other.ts', 'export {};\n');
    expect(hashNow()).not.toBe(added);
  });

  it('ignores unit tests beside the code, which never reach the bundle', () => {
    const before = hashNow();
    write('src/client/lib/links.test.ts', 'it("works", () => {});\n');
    expect(hashNow()).toBe(before);
  });

  it('counts a missing source as empty', () => {
    expect(sourceHash(root, [...SOURCES, 'package-lock.json'])).toBe(hashNow());
  });
});

describe('ensureBuild', () => {
  it('builds when there is no build, then reuses it while nothing changed', async () => {
    expect(await ensure()).toEqual({ built: true, hash: hashNow() });
    expect(await ensure()).toMatchObject({ built: false });
    expect(builds).toBe(1);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('<p>build 1</p>');
    expect(isBuildCurrent(outDir, 'index.html', hashNow())).toBe(true);
  });

  it('builds again when a source changed since the last build', async () => {
    await ensure();
    write('src/client/main.tsx', 'export const app = 2;\n');
    expect(await ensure()).toMatchObject({ built: true });
    expect(builds).toBe(2);
  });

  it('builds again when the build folder lost its page or its stamp', async () => {
    await ensure();
    rmSync(join(outDir, 'index.html'));
    expect(await ensure()).toMatchObject({ built: true });
    rmSync(join(outDir, STAMP_FILE));
    expect(await ensure()).toMatchObject({ built: true });
    expect(builds).toBe(3);
  });

  it('never takes a failed build for current', async () => {
    await ensure();
    write('src/client/main.tsx', 'export const app = 3;\n');
    const failing = async (into: string) => {
      writeFileSync(join(into, 'index.html'), '<p>half a build</p>');
      throw new Error('the client build failed (exit code 1)');
    };
    await expect(ensureBuild(root, target(failing))).rejects.toThrow('the client build failed');
    expect(existsSync(join(outDir, STAMP_FILE))).toBe(false);
    expect(await ensure()).toMatchObject({ built: true });
  });
});

describe('clientDirOf', () => {
  it('finds the client where the server serves it from', () => {
    const envs = [{}, { CLIENT_DIR: 'build/web' }, { CLIENT_DIR: '  ' }, { CLIENT_DIR: '/srv/x ' }];
    for (const env of envs) expect(clientDirOf(env)).toBe(loadConfig(env).clientDir);
  });
});
