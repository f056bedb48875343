/**
 * The languages' figures (decision 044): the first load of `/join` in English
 * beside the release before the languages, and each other language's catalog
 * of each screen group beside the English one, gzipped. In the full run, a
 * phone's ballot in English and in Arabic beside the release's, and the
 * longest task of a switch of language on the ballot (languages-phone.ts).
 */
import path from 'node:path';
import { BIG_EVENT, seedBigRoom } from '../scripts/launch/big-room.ts';
import { clientBuild } from '../scripts/launch/builds.ts';
import { participantFirstLoad } from '../scripts/launch/bundle-size.ts';
import type { Row } from '../scripts/launch/load/stats.ts';
import { launchChromium } from './big-event-pages.ts';
import { catalogChunks, englishStartCatalogBytes } from './catalog-sizes.ts';
import { measureLanguagePhones } from './languages-phone.ts';
import { checkOutRelease, ROOT, serveAll } from './release-server.ts';
import type { Section, SectionContext } from './section.ts';

/** The release before the languages: every word English, inline in the components. */
export const RELEASE_BEFORE_LANGUAGES = '2c43763';
const KIB = 1024;
/** What the first load may grow by, and what one catalog of one group may weigh (the figures). */
const FIRST_LOAD_GROWTH_KIB = 4;
const CATALOG_KIB = 12;

async function catalogRows(distDir: string): Promise<Row[]> {
  const chunks = catalogChunks(distDir);
  const english = new Map(
    chunks
      .filter((chunk) => chunk.language === 'en')
      .map((chunk) => [chunk.group, chunk.gzipBytes]),
  );
  english.set('start', await englishStartCatalogBytes());
  return chunks
    .filter((chunk) => chunk.language !== 'en')
    .sort((a, b) => a.group.localeCompare(b.group) || a.language.localeCompare(b.language))
    .map((chunk) => ({
      name: `languages: ${chunk.language} ${chunk.group} catalog, gzipped`,
      ours: chunk.gzipBytes / KIB,
      baseline: (english.get(chunk.group) ?? Number.NaN) / KIB,
      unit: 'KiB',
      against: `the English ${chunk.group} catalog (target ≤ ${CATALOG_KIB} KiB)`,
    }));
}

async function firstLoadRow(ctx: SectionContext, ours: string): Promise<Row> {
  ctx.report.step(`languages: extracting and building release ${RELEASE_BEFORE_LANGUAGES}`);
  const releaseDir = await checkOutRelease(RELEASE_BEFORE_LANGUAGES, ctx.scratch);
  const releaseClient = path.join(ctx.scratch, 'languages-release-client');
  await clientBuild(releaseDir, releaseClient).build(releaseClient);
  const release = participantFirstLoad(releaseClient).gzipBytes;
  return {
    name: 'languages: first load of /join in English, gzipped',
    ours: participantFirstLoad(ours).gzipBytes / KIB,
    baseline: release / KIB,
    unit: 'KiB',
    against: `release ${RELEASE_BEFORE_LANGUAGES}, all English inline (target ≤ +${FIRST_LOAD_GROWTH_KIB} KiB)`,
  };
}

/** Runs of each phone figure: a phone's load is the noisiest figure on a shared machine. */
const PHONE_RUNS = 5;
const PORTS = { ours: 3491, release: 3492 } as const;

/** A phone's ballot in English and Arabic beside the release's, and the switch (full run only). */
async function phoneRows(ctx: SectionContext): Promise<Row[]> {
  const { report, scratch } = ctx;
  const releaseDir = await checkOutRelease(RELEASE_BEFORE_LANGUAGES, scratch);
  report.step('languages: npm start of this build and of the release');
  const servers = await serveAll(scratch, {
    ours: { dir: ROOT, port: PORTS.ours, name: 'languages-ours' },
    release: { dir: releaseDir, port: PORTS.release, name: 'languages-release' },
  });
  const browser = await launchChromium();
  try {
    report.step(
      `languages: seeding both (${BIG_EVENT.participants} joins, ${BIG_EVENT.ballots} ballots each)`,
    );
    const rooms = {
      ours: await seedBigRoom(servers.ours.baseUrl, BIG_EVENT, 'Big Hack'),
      release: await seedBigRoom(servers.release.baseUrl, BIG_EVENT, 'Big Hack'),
    };
    const builds = { ours: servers.ours.baseUrl, release: servers.release.baseUrl };
    const step = (message: string) => report.step(message);
    return await measureLanguagePhones(
      browser,
      builds,
      rooms,
      PHONE_RUNS,
      step,
      RELEASE_BEFORE_LANGUAGES,
    );
  } finally {
    await browser.close();
    await servers.ours.stop();
    await servers.release.stop();
  }
}

export const languagesSection: Section = {
  name: 'languages',
  async run(ctx) {
    const { report, scratch, profile } = ctx;
    const ours = path.join(scratch, 'languages-client');
    report.step('languages: a production build of the client');
    await clientBuild(ROOT, ours).build(ours);
    report.row(...(await catalogRows(ours)));
    if (profile.name === 'full') {
      report.row(await firstLoadRow(ctx, ours));
      report.row(...(await phoneRows(ctx)));
    }
    report.note(
      'languages: gzipped at level 9 from the Vite manifest; a catalog = the chunk a page fetches for one language ' +
        'and screen group (start, phone, organiser, screen); first load = entry chunk, static imports and CSS ' +
        '(scripts/launch/bundle-size.ts), the release built by its own Vite in the same run (full run only). ' +
        `Phone ballot (full run only): median of ${PHONE_RUNS} returning phones per way, a Pixel-class context, CPU ` +
        'slowed 4x, a room of 150 contestants (big-event-phone.ts), in English and in Arabic (the language chosen on ' +
        'the phone) on this build, in English on the release; the switch = the language switcher set to Arabic on an ' +
        'open English ballot, its longest task until the page speaks Arabic and 1.5 s after, beside one tap on + of ' +
        'the same ballot just before.',
    );
  },
};
