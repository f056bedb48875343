// Brotli and gzip copies of the built client's text files, written beside them
// (`app.js.br`, `app.js.gz`) once, at the highest quality, so that the server
// sends them as they are instead of compressing each response
// (src/server/http/client-files.ts). Run by the Vite build (vite.config.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text, not images that are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|txt|json|webmanifest)$/;
/** The server's own threshold: smaller files go as they are (src/server/http/compression.ts). */
const MIN_BYTES = 1024;

const isDotted = (name: string) => name.startsWith('.');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return (
    entries
      .filter((entry) => entry.isFile())
      // Dotfiles (the build manifest, the build stamp) are never served.
      .filter(
        (entry) => !relative(dir, join(entry.parentPath, entry.name)).split(sep).some(isDotted),
      )
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
  );
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of dir of
 * at least 1 KiB, each only when smaller than the file; returns the files done.
 */
export async function precompress(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  // zlib works on libuv's thread pool: the files are compressed side by side.
  const done = await Promise.all(files.map(compressBeside));
  return files.filter((_, index) => done[index]);
}

async function compressBeside(file: string): Promise<boolean> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  return true;
}

/** The Vite plugin: precompresses the output folder once the build is complete. */
export function precompressPlugin(): Plugin {
  let outDir: string | undefined;
  return {
    name: 'viberank:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // NOTE: after the bundle, not in writeBundle: Rolldown warns of any output
    // hook that takes over a second, and Brotli at its best takes about that.
    async closeBundle(error) {
      if (outDir && !error) await precompress(outDir);
    },
  };
}
