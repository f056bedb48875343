/**
 * The ballot record's cost: finishing a room of many ballots in five awards
 * through Finish Voting (the record frozen after its commit), against
 * what an admin may wait for it; the record's download, gzipped, against its budget; and
 * (full run) Recount in Chromium at 4× CPU throttling, beside only
 * downloading and parsing the same file there.
 */
import { request } from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildServer } from '#server/app.ts';
import { routes } from '#shared/routes.ts';
import { clientBuild } from '../scripts/launch/builds.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/launch/chromium.ts';
import { median } from '../scripts/launch/load/stats.ts';
import { AWARDS, type RecordRoom, seedRecordRoom, timeFinish } from './record-room.ts';
import { ROOT } from './release-server.ts';
import type { Section, SectionContext } from './section.ts';

const RECORD_BUDGET_KIB = 400;
/** What an admin may wait between Finish Voting and the results, the record frozen meanwhile. */
const FINISH_BUDGET_MS = 2_000;
const RECOUNT_BUDGET_MS = 1_000;
/** A name for loopback that is not a secure context, as a venue's plain-HTTP address is not. */
const VENUE_HOST = 'venue.test';

/** The bytes a browser receives for a GET that accepts gzip, and the bytes they unpack to. */
function gzippedDownload(url: string): Promise<{ wire: number; encoding: string | undefined }> {
  return new Promise((done, fail) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let wire = 0;
      response.on('data', (chunk: Buffer) => {
        wire += chunk.length;
      });
      response.on('end', () =>
        done({ wire, encoding: response.headers['content-encoding'] as string | undefined }),
      );
      response.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * Recount on the public page at 4× throttling, and the file's download and
 * parse alone; ms each. `origin` is where the page is opened: 127.0.0.1 is a
 * secure context (the browser's own SHA-256), venue.test over plain HTTP is
 * not (the shared pure-JS one), as phones on venue Wi-Fi see it.
 */
async function recountInBrowser(origin: string, room: RecordRoom, runs: number) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${VENUE_HOST} 127.0.0.1`],
  });
  const ours: number[] = [];
  const baseline: number[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const fileUrl = routes.ballotRecord.url({ roomId: room.roomId });
    for (let run = 0; run < runs; run++) {
      await page.goto(`${origin}/results/${room.code}`);
      const button = page.getByRole('button', { name: 'Recount' });
      await button.waitFor();
      const began = Date.now();
      await button.click();
      await page.getByText(/^Recounted [\d,]+ ballots/).waitFor({ timeout: 60_000 });
      ours.push(Date.now() - began);
      baseline.push(
        await page.evaluate(async (url) => {
          const start = performance.now();
          await (await fetch(url, { cache: 'no-store' })).json();
          return performance.now() - start;
        }, fileUrl),
      );
    }
  } finally {
    await browser.close();
  }
  return { ours: median(ours), baseline: median(baseline) };
}

export const recordSection: Section = {
  name: 'record',
  async run({ profile, report, scratch }: SectionContext) {
    const browser = profile.lighthouse;
    const clientDir = path.join(scratch, 'record-client');
    if (browser) {
      report.step('record: a production build of the client, for Recount in Chromium');
      await clientBuild(ROOT, clientDir).build(clientDir);
    }
    const { app, services } = await buildServer({
      database: { kind: 'pglite', dataDir: path.join(scratch, 'record-data') },
      ...(browser ? { clientDir } : {}),
    });
    try {
      const finishes: number[] = [];
      let last: RecordRoom | undefined;
      for (let round = 1; round <= profile.recordRounds; round++) {
        report.step(
          `record: round ${round} of ${profile.recordRounds}, a room of ${profile.recordBallots} ballots in ${AWARDS} awards`,
        );
        last = await seedRecordRoom(app, services, profile.recordBallots);
        finishes.push(await timeFinish(app, last));
      }
      report.row({
        name: `PGlite Finish Voting, ${profile.recordBallots} ballots in ${AWARDS} awards, the record after its commit`,
        ours: median(finishes),
        baseline: FINISH_BUDGET_MS,
        unit: 'ms',
        against: `its ${FINISH_BUDGET_MS} ms budget (Finish Voting)`,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!last || !address || typeof address === 'string') throw new Error('record: no room');
      const baseUrl = `http://127.0.0.1:${address.port}`;
      const download = await gzippedDownload(
        `${baseUrl}${routes.ballotRecord.url({ roomId: last.roomId })}`,
      );
      if (download.encoding !== 'gzip') throw new Error(`record: sent as ${download.encoding}`);
      const raw = (
        await (
          await fetch(`${baseUrl}${routes.ballotRecord.url({ roomId: last.roomId })}`)
        ).arrayBuffer()
      ).byteLength;
      report.row({
        name: `ballot record download of ${profile.recordBallots} ballots, gzip`,
        ours: download.wire / 1024,
        baseline: RECORD_BUDGET_KIB,
        unit: 'KiB',
        against: `its ${RECORD_BUDGET_KIB} KiB budget (unpacked ${(raw / 1024).toFixed(0)} KiB)`,
      });
      if (browser) {
        for (const [where, origin] of [
          ['https-like (secure context)', baseUrl],
          ['plain HTTP (no WebCrypto)', baseUrl.replace('127.0.0.1', VENUE_HOST)],
        ] as const) {
          report.step(`record: Recount in Chromium at 4x CPU throttling, ${where}`);
          const recount = await recountInBrowser(origin, last, 3);
          report.row(
            {
              name: `Recount of ${profile.recordBallots} ballots, 4x CPU throttling, ${where}`,
              ours: recount.ours,
              baseline: recount.baseline,
              unit: 'ms',
              against: 'downloading and parsing the same file there',
            },
            {
              name: `Recount, ${where}, against its budget`,
              ours: recount.ours,
              baseline: RECOUNT_BUDGET_MS,
              unit: 'ms',
              against: `its ${RECOUNT_BUDGET_MS} ms budget`,
            },
          );
        }
      }
    } finally {
      await app.close();
    }
    report.note(
      `record: a room of ${profile.recordBallots} ballots (each participant votes in all ${AWARDS} awards, ` +
        `12 contestants) is finished through Finish Voting, the ballot record frozen after its ` +
        `commit, ${profile.recordRounds} fresh room(s), each after a full garbage collection, median; ` +
        `the record is downloaded over loopback with Accept-Encoding: gzip and its bytes on the wire ` +
        `counted.${browser ? ' Recount: click to "Recounted …" on the public page, median of 3, beside fetch + JSON.parse of the file in the same page.' : ' Recount in Chromium runs in the full bench only.'}`,
    );
  },
};
