/**
 * Vitest's global set-up: on a machine without TEST_DATABASE_URL, the
 * `[postgres]` variants of the server tests do not run. Say so once, at the
 * end of the run, with how to run them, rather than let them vanish.
 */
export const POSTGRES_SKIPPED = [
  'PostgreSQL tests ([postgres]) were skipped: TEST_DATABASE_URL is not set.',
  'Run them too with: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test',
].join('\n');

export default function setup(): () => void {
  return () => {
    if (!process.env.TEST_DATABASE_URL) process.stdout.write(`\n${POSTGRES_SKIPPED}\n`);
  };
}
