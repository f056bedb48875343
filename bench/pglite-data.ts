/**
 * PGlite data directories for the servers under test. The first start on an
 * empty directory runs initdb and the migrations (seconds); it happens once
 * per run, and every later server starts on a copy of that directory, as a
 * venue's server starts on the directory of its last run.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { settledResidentBytes } from './process-memory.ts';
import type { SectionContext } from './section.ts';
import { startServer } from './server-process.ts';

export type PgliteTemplate = {
  dir: string;
  /** The server's RSS right after its first start on an empty data directory. */
  firstStartRssBytes: number;
};

const templates = new Map<string, Promise<PgliteTemplate>>();

async function makeTemplate(ctx: SectionContext): Promise<PgliteTemplate> {
  ctx.report.step('PGlite: the server starts on an empty data directory (initdb, migrations)');
  const dir = path.join(ctx.scratch, 'pglite-template');
  const server = await startServer({ kind: 'pglite', dataDir: dir });
  try {
    return {
      dir,
      firstStartRssBytes: await settledResidentBytes(server.pid, ctx.profile.settleMs),
    };
  } finally {
    // A clean stop checkpoints: the copies start without replaying anything.
    await server.stop();
  }
}

/** The run's migrated template directory, made on first use. */
export function pgliteTemplate(ctx: SectionContext): Promise<PgliteTemplate> {
  let template = templates.get(ctx.scratch);
  if (!template) {
    template = makeTemplate(ctx);
    templates.set(ctx.scratch, template);
  }
  return template;
}

/** A data directory of the given name holding a copy of the migrated template. */
export async function pgliteDataDir(ctx: SectionContext, name: string): Promise<string> {
  const { dir } = await pgliteTemplate(ctx);
  const copy = path.join(ctx.scratch, name);
  await cp(dir, copy, { recursive: true });
  return copy;
}
