/**
 * `npm run bench`: the proof for venue scale. Every figure beside a raw
 * baseline measured in the same run on the same machine, and the ratio.
 * Prints, never asserts a figure; exits non-zero if a section throws.
 *
 *   npm run bench                    full sizes (5,000 sockets, 10,000 joins, ...)
 *   npm run bench -- --quick         small sizes, every section, in under two minutes
 *   npm run bench -- --only=ballots,joins
 *
 * Set DATABASE_URL or TEST_DATABASE_URL to add PostgreSQL (and cross-node).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { printTable } from '../scripts/launch/load/stats.ts';
import { awardsEventSection } from './awards-event-section.ts';
import { awardsSection } from './awards-section.ts';
import { ballotsSection } from './ballots-section.ts';
import { bigEventSection } from './big-event-section.ts';
import { bundleSection } from './bundle-section.ts';
import { crossNodeSection } from './cross-node-section.ts';
import { dashboardsSection } from './dashboards-section.ts';
import { expoSection } from './expo-section.ts';
import { fanOutSection } from './fanout-section.ts';
import { finishSection } from './finish-section.ts';
import { floodSection } from './flood-section.ts';
import { joinsSection } from './joins-section.ts';
import { languagesSection } from './languages-section.ts';
import { offlineSection } from './offline-section.ts';
import { FULL, QUICK } from './profile.ts';
import { recordSection } from './record-section.ts';
import { rehearsalSection } from './rehearsal-section.ts';
import { reachable } from './scratch-database.ts';
import { Report, type Section } from './section.ts';
import { startSection } from './start-section.ts';

/** In the order they run. */
const SECTIONS: readonly Section[] = [
  ballotsSection,
  awardsSection,
  fanOutSection,
  joinsSection,
  dashboardsSection,
  crossNodeSection,
  bundleSection,
  floodSection,
  startSection,
  bigEventSection,
  awardsEventSection,
  offlineSection,
  recordSection,
  finishSection,
  rehearsalSection,
  languagesSection,
  expoSection,
];

function load(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
}

function parseArguments(argv: readonly string[]) {
  const quick = argv.includes('--quick');
  const only = argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',')
    .filter(Boolean);
  const unknown = only?.filter((name) => !SECTIONS.some((section) => section.name === name));
  if (unknown?.length) {
    throw new Error(
      `no section ${unknown.join(', ')}; sections: ${SECTIONS.map((s) => s.name).join(', ')}`,
    );
  }
  const chosen = SECTIONS.filter((section) =>
    only ? only.includes(section.name) : !(quick && section.fullOnly),
  );
  return { profile: quick ? QUICK : FULL, sections: chosen };
}

/** The PostgreSQL server to use, if one is set and answers; in CI one must. */
async function postgres(report: Report): Promise<string | undefined> {
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  if (!url) {
    report.note(
      'PostgreSQL skipped (its ballots, cross-node): set DATABASE_URL or TEST_DATABASE_URL.',
    );
    return undefined;
  }
  if (await reachable(url)) return url;
  if (process.env.CI === 'true') throw new Error(`PostgreSQL does not answer at ${url}`);
  report.note(
    `PostgreSQL skipped (its ballots, cross-node): nothing answers at ${new URL(url).host}.`,
  );
  return undefined;
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n', 1)[0] ?? '';
}

async function main(): Promise<number> {
  const { profile, sections } = parseArguments(process.argv.slice(2));
  const report = new Report();
  const postgresUrl = await postgres(report);
  console.log(
    `VibeRank bench (${profile.name}): node ${process.version}, ${os.cpus().length} CPU(s), ` +
      `load ${load()}; sections ${sections.map((section) => section.name).join(', ')}`,
  );
  // Each failed section with its error's first line, repeated at the very end
  // where a log's tail shows it.
  const failed: string[] = [];
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'viberank-bench-'));
  try {
    for (const section of sections) {
      const began = report.seconds();
      try {
        await section.run({ profile, scratch, postgresUrl, report });
      } catch (error) {
        failed.push(`${section.name} (${firstLine(error)})`);
        console.error(`section ${section.name} failed:`, error);
      }
      report.step(`${section.name}: done in ${(report.seconds() - began).toFixed(1)} s`);
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }

  console.log('');
  printTable(report.rows);
  console.log('');
  console.log('ratio = ours / baseline: below 1x is slower for rates, above 1x slower for times.');
  for (const note of report.notes) console.log(`- ${note}`);
  console.log(`total ${report.seconds().toFixed(1)} s, load at the end ${load()}`);
  if (failed.length) console.log(`FAILED sections: ${failed.join(', ')}`);
  return failed.length ? 1 : 0;
}

// Ctrl-C or a kill still runs the exit handlers that stop the servers this run started.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));
process.exitCode = await main();
