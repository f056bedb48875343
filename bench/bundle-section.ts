/**
 * Figure 6: what a participant's phone downloads first (/join, gzipped) beside
 * React + ReactDOM (+ @hello-pangea/dnd) alone, built in the same run (see
 * bundle-size.ts); and, in the full run, Lighthouse's mobile performance score
 * of / and /join served by our server.
 */
import path from 'node:path';
import { clientBuild } from '../scripts/launch/builds.ts';
import { PARTICIPANT_PAGES, performanceScores } from '../scripts/launch/lighthouse.ts';
import { measureBundleSize } from './bundle-size.ts';
import { ROOT } from './child.ts';
import { pgliteDataDir } from './pglite-data.ts';
import type { Section, SectionContext } from './section.ts';
import { startServer } from './server-process.ts';

async function lighthouse(ctx: SectionContext, clientDir: string): Promise<void> {
  const { report } = ctx;
  report.step(`bundle: Lighthouse (mobile) of ${PARTICIPANT_PAGES.join(' and ')} on our server`);
  const server = await startServer(
    { kind: 'pglite', dataDir: await pgliteDataDir(ctx, 'lighthouse') },
    { CLIENT_DIR: clientDir },
  );
  try {
    for (const page of await performanceScores(server.baseUrl, PARTICIPANT_PAGES)) {
      report.row({
        name: `Lighthouse performance, ${page.path}`,
        ours: page.score,
        baseline: 100,
        unit: '',
        against: 'the best score (not measured: a ceiling)',
      });
    }
  } finally {
    await server.stop();
  }
}

export const bundleSection: Section = {
  name: 'bundle',
  async run(ctx) {
    const { profile, report, scratch } = ctx;
    const clientDir = path.join(scratch, 'client');
    report.step('bundle: a production build of the client, and of the baselines');
    await clientBuild(ROOT, clientDir).build(clientDir);
    report.row(...(await measureBundleSize(clientDir)));
    report.note(
      'bundle: the first load of /join = the entry chunk, its static imports and their CSS, ' +
        'each gzipped at level 9, from the Vite manifest; the baselines are minimal pages ' +
        'built by Vite in the same run (bench/bundle-size.ts).',
    );
    if (profile.lighthouse) await lighthouse(ctx, clientDir);
    else report.note('Lighthouse skipped in the quick run.');
  },
};
