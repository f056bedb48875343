import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL settings the embedded database runs with, on top of PGlite's own.
 * Given on the command line, they win over postgresql.conf, so they apply to
 * data directories made before them too.
 *
 * NOTE: shared_buffers is 16MB, not the 128MB PGlite's initdb writes into
 * postgresql.conf. PGlite keeps PostgreSQL's shared memory inside its
 * WebAssembly memory (128 MiB at start, grown to 189 MiB by a 128MB pool), and
 * WebAssembly memory grows but never shrinks
 * (https://developer.mozilla.org/en-US/docs/WebAssembly/JavaScript_interface/Memory/grow):
 * every buffer page touched once stays resident until the process exits.
 * Measured with `npm start` on our 2-core machines, after a restart on a room
 * of 10,000 participants: idle 330–348 MB RSS with 128MB, 207–208 MB with
 * 16MB; after 10,000 ballots 388–390 MB against 273–278 MB; throughput
 * unchanged (212–214 against 209–225 sequential ballots/s, 4.5 against 4.4 ms
 * of server CPU a ballot). After 40,000 ballot writes that room is 11 MB of
 * tables and indexes, 18 MB with the catalogs (single-user PGlite has no
 * autovacuum): what the pool does not hold comes from the operating system's
 * file cache. 8MB saved no more than 10 MB. WAL buffers follow (1/32 of it).
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
} as const;

/**
 * The options every embedded database opens with.
 *
 * NOTE: `startParams` replaces PGlite's defaults (single-user mode, fsync off,
 * search_path…), so they come first, as PGlite's docs show
 * (https://pglite.dev/docs/api#options). Not `postgresqlconf`: PGlite writes
 * it over the whole postgresql.conf, timezone and locale lines included. Not
 * `initialMemory`: it cannot go below the module's own 128 MiB (a LinkError),
 * and pages never touched cost no RSS.
 */
export function pgliteOptions(): PGliteOptions {
  return {
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  };
}
