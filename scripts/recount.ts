// Recounts a room's published ballot record, with no database and no server
// of ours: from a downloaded file, from the record's address, or from the
// room's results page (/results/<code>). Prints each award's ranking, points,
// the Schulze and instant-runoff winners and the record's fingerprint.
// Exits 0 when every figure agrees with the published results, 1 when any
// differs (each named), 2 when the record cannot be read.
//
//   npm run recount -- ballot-record-ABCDE12345.json
//   npm run recount -- https://vote.example.org/results/ABCDE12345
import { readFile } from 'node:fs/promises';
import type { BallotRecordFile } from '#shared/ballot-record.ts';
import { votersLabel } from '#shared/blend-labels.ts';
import { readRecordFile } from '#shared/record-file-check.ts';
import { groupedFingerprint } from '#shared/record-fingerprint.ts';
import { type RecountedAward, recount, recountSummary, secondOpinion } from '#shared/recount.ts';
import { routes } from '#shared/routes.ts';

class Unreadable extends Error {}

async function fetchJson(url: URL): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  const text = await response.text();
  if (!response.ok) {
    let message = text.slice(0, 200);
    try {
      message = (JSON.parse(text) as { error: { message: string } }).error.message;
    } catch {}
    throw new Unreadable(`${url.href} answered ${response.status}: ${message}`);
  }
  return JSON.parse(text) as unknown;
}

/** The record file a results page's room has published. */
async function fromResultsPage(url: URL, code: string): Promise<unknown> {
  const found = (await fetchJson(new URL(routes.roomByCode.url({ code }), url))) as {
    room: { id: string };
  };
  return fetchJson(new URL(routes.ballotRecord.url({ roomId: found.room.id }), url));
}

/** The file, checked against the published shape. */
async function load(source: string): Promise<BallotRecordFile> {
  let raw: unknown;
  if (/^https?:\/\//i.test(source)) {
    const url = new URL(source);
    const code = /^\/results\/([^/]+)\/?$/.exec(url.pathname)?.[1];
    raw = code ? await fromResultsPage(url, decodeURIComponent(code)) : await fetchJson(url);
  } else {
    try {
      raw = JSON.parse(await readFile(source, 'utf8'));
    } catch (error) {
      throw new Unreadable(`Cannot read ${source}: ${(error as Error).message}`);
    }
  }
  try {
    return readRecordFile(raw);
  } catch (error) {
    throw new Unreadable(`${source} is not a ballot record: ${(error as Error).message}`);
  }
}

function awardLines(award: RecountedAward, voters: string): string[] {
  const lines = [
    '',
    `${award.name} — ${award.ballots.toLocaleString('en-US')} ballots (${voters})`,
  ];
  if (!award.recounted) {
    lines.push(
      '  Ballots are sealed: each is a salted hash, so they check by receipt but cannot be recounted.',
    );
    return lines;
  }
  const width = Math.max(0, ...award.finalScores.map((s) => s.contestantName.length));
  for (const s of award.finalScores) {
    const { firstPlace, secondPlace, thirdPlace } = s.voteBreakdown;
    const figure = s.blend
      ? `${s.blend.score.toFixed(1)}%  (judges ${s.blend.judgesPoints} · audience ${s.blend.audiencePoints} points)`
      : `${s.totalPoints} points`;
    lines.push(
      `  ${String(s.rank).padStart(3)}. ${s.contestantName.padEnd(width)}  ${figure}  (1st ${firstPlace} · 2nd ${secondPlace} · 3rd ${thirdPlace})`,
    );
  }
  const opinion = secondOpinion(award);
  if (opinion) lines.push(`  ${opinion}`);
  return lines;
}

async function main(): Promise<number> {
  const source = process.argv.slice(2).find((arg) => arg !== '--');
  if (!source) {
    console.error(
      'Usage: npm run recount -- <ballot record file, its URL, or the results page URL>',
    );
    return 2;
  }
  const file = await load(source);
  const result = recount(file);
  const { room } = file.record;
  const out = [
    `Ballot record of ${room.name} (${room.code}) — ${room.title}, ended ${file.record.endedAt}`,
    `Fingerprint: ${groupedFingerprint(result.fingerprint)}`,
  ];
  for (const award of result.awards) {
    const published = file.results.find((r) => r.awardId === award.awardId);
    const voters = published
      ? votersLabel(published.voters, published.judgesWeight)
      : 'not in the results';
    out.push(...awardLines(award, voters));
  }
  out.push('', recountSummary(result));
  for (const difference of result.differences) out.push(`  ✗ ${difference}`);
  console.log(out.join('\n'));
  return result.differences.length === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Unreadable ? error.message : error);
    process.exitCode = 2;
  },
);
