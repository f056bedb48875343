import type { BallotRecordFile } from './ballot-record.ts';
import { AMENDMENT_WHY, BALLOT_RECORD_FORMAT } from './ballot-record-format.ts';
import { AWARD_VOTERS } from './constants.ts';

/**
 * Reads a downloaded ballot record file with plain checks, no schema
 * library: the page's Recount stays small and quick on a phone (the zod
 * schema in `ballot-record.ts` is the shape's definition; a property test
 * holds the two to the same verdicts). Throws a `RecordFileError` naming
 * the first thing wrong, by its path.
 */
export class RecordFileError extends Error {
  override name = 'RecordFileError';
}

type Path = string;
type Fields = Record<string, unknown>;

function fail(path: Path, what: string): never {
  throw new RecordFileError(`${path || 'file'}: ${what}`);
}

/** An object with exactly these keys (and these optional ones): unknown keys are refused. */
function exact(
  value: unknown,
  path: Path,
  keys: readonly string[],
  optional: readonly string[] = [],
): Fields {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    fail(path, 'expected an object');
  const fields = value as Fields;
  for (const key of keys) if (!(key in fields)) fail(`${path}.${key}`, 'missing');
  for (const key in fields) {
    if (!keys.includes(key) && !optional.includes(key)) fail(`${path}.${key}`, 'not expected');
  }
  return fields;
}

function text(value: unknown, path: Path): string {
  if (typeof value !== 'string') fail(path, 'expected a string');
  return value;
}

function integer(value: unknown, path: Path): number {
  if (!Number.isInteger(value)) fail(path, 'expected an integer');
  return value as number;
}

function list(value: unknown, path: Path): unknown[] {
  if (!Array.isArray(value)) fail(path, 'expected an array');
  return value;
}

function oneOf<T extends string>(value: unknown, path: Path, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) fail(path, `expected one of ${allowed.join(', ')}`);
  return value as T;
}

function checkBallot(value: unknown, path: Path): void {
  if (value !== null && typeof value === 'object' && 'sha256' in value) {
    const sealed = exact(value, path, ['receipt', 'sha256']);
    text(sealed.receipt, `${path}.receipt`);
    text(sealed.sha256, `${path}.sha256`);
    return;
  }
  const ballot = exact(value, path, ['receipt', 'rankings'], ['side', 'conflicts']);
  text(ballot.receipt, `${path}.receipt`);
  list(ballot.rankings, `${path}.rankings`).forEach((item, i) => {
    const at = `${path}.rankings.${i}`;
    const ranking = exact(item, at, ['rank', 'contestantId', 'contestantName']);
    integer(ranking.rank, `${at}.rank`);
    text(ranking.contestantId, `${at}.contestantId`);
    text(ranking.contestantName, `${at}.contestantName`);
  });
  if ('side' in ballot) oneOf(ballot.side, `${path}.side`, ['judge', 'audience']);
  if ('conflicts' in ballot) {
    for (const [i, id] of list(ballot.conflicts, `${path}.conflicts`).entries())
      text(id, `${path}.conflicts.${i}`);
  }
}

function checkAward(value: unknown, path: Path): void {
  const award = exact(
    value,
    path,
    ['awardId', 'name', 'voters', 'contestants', 'ballots', 'amendments'],
    ['judgesWeight', 'expo'],
  );
  text(award.awardId, `${path}.awardId`);
  text(award.name, `${path}.name`);
  oneOf(award.voters, `${path}.voters`, AWARD_VOTERS);
  if ('judgesWeight' in award) integer(award.judgesWeight, `${path}.judgesWeight`);
  if ('expo' in award && award.expo !== true) fail(`${path}.expo`, 'expected true');
  list(award.contestants, `${path}.contestants`).forEach((item, i) => {
    const at = `${path}.contestants.${i}`;
    const contestant = exact(item, at, ['contestantId', 'name', 'orderIndex']);
    text(contestant.contestantId, `${at}.contestantId`);
    text(contestant.name, `${at}.name`);
    integer(contestant.orderIndex, `${at}.orderIndex`);
  });
  for (const [i, item] of list(award.ballots, `${path}.ballots`).entries())
    checkBallot(item, `${path}.ballots.${i}`);
  list(award.amendments, `${path}.amendments`).forEach((item, i) => {
    const at = `${path}.amendments.${i}`;
    const amendment = exact(item, at, ['receipt', 'what', 'why'], ['contestantName']);
    text(amendment.receipt, `${at}.receipt`);
    oneOf(amendment.what, `${at}.what`, ['deleted', 'changed']);
    oneOf(amendment.why, `${at}.why`, AMENDMENT_WHY);
    if ('contestantName' in amendment) text(amendment.contestantName, `${at}.contestantName`);
  });
}

/** An object with these keys at least (results, like the API's, may carry more). */
function atLeast(value: unknown, path: Path, keys: readonly string[]): Fields {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    fail(path, 'expected an object');
  const fields = value as Fields;
  for (const key of keys) if (!(key in fields)) fail(`${path}.${key}`, 'missing');
  return fields;
}

function checkResults(value: unknown, path: Path): void {
  const keys = [
    'awardId',
    'awardName',
    'voters',
    'judgesWeight',
    'finalScores',
    'winnerId',
    'totalBallots',
  ];
  const results = atLeast(value, path, keys);
  text(results.awardId, `${path}.awardId`);
  text(results.awardName, `${path}.awardName`);
  oneOf(results.voters, `${path}.voters`, AWARD_VOTERS);
  if (results.judgesWeight !== null) integer(results.judgesWeight, `${path}.judgesWeight`);
  if (results.winnerId !== null) text(results.winnerId, `${path}.winnerId`);
  integer(results.totalBallots, `${path}.totalBallots`);
  list(results.finalScores, `${path}.finalScores`).forEach((item, i) => {
    const at = `${path}.finalScores.${i}`;
    const score = atLeast(item, at, [
      'contestantId',
      'contestantName',
      'totalPoints',
      'rank',
      'voteBreakdown',
    ]);
    text(score.contestantId, `${at}.contestantId`);
    text(score.contestantName, `${at}.contestantName`);
    integer(score.totalPoints, `${at}.totalPoints`);
    integer(score.rank, `${at}.rank`);
    const places = atLeast(score.voteBreakdown, `${at}.voteBreakdown`, [
      'firstPlace',
      'secondPlace',
      'thirdPlace',
    ]);
    for (const place of ['firstPlace', 'secondPlace', 'thirdPlace']) {
      integer(places[place], `${at}.voteBreakdown.${place}`);
    }
    if (score.blend !== undefined) {
      const blend = atLeast(score.blend, `${at}.blend`, [
        'judgesPoints',
        'audiencePoints',
        'score',
      ]);
      integer(blend.judgesPoints, `${at}.blend.judgesPoints`);
      integer(blend.audiencePoints, `${at}.blend.audiencePoints`);
      if (!Number.isFinite(blend.score)) fail(`${at}.blend.score`, 'expected a number');
    }
    if (score.jury !== undefined) checkJury(score.jury, `${at}.jury`);
  });
}

/** An expo project's standing: its counts whole numbers, its scores numbers. */
function checkJury(value: unknown, path: Path): void {
  const counts = ['judges', 'wins', 'ties', 'losses', 'strengthRank'];
  const jury = atLeast(value, path, [...counts, 'copeland', 'strength']);
  for (const key of counts) integer(jury[key], `${path}.${key}`);
  for (const key of ['copeland', 'strength']) {
    if (!Number.isFinite(jury[key])) fail(`${path}.${key}`, 'expected a number');
  }
}

/** The file, checked: its shape is the published one, or this throws saying where it is not. */
export function readRecordFile(raw: unknown): BallotRecordFile {
  const file = exact(raw, '', ['fingerprint', 'record', 'results']);
  text(file.fingerprint, 'fingerprint');
  const record = exact(file.record, 'record', [
    'format',
    'room',
    'endedAt',
    'ballotsPublished',
    'awards',
  ]);
  if (record.format !== BALLOT_RECORD_FORMAT)
    fail('record.format', `expected ${BALLOT_RECORD_FORMAT}`);
  const room = exact(record.room, 'record.room', ['roomId', 'code', 'name', 'title']);
  for (const key of ['roomId', 'code', 'name', 'title']) text(room[key], `record.room.${key}`);
  text(record.endedAt, 'record.endedAt');
  if (typeof record.ballotsPublished !== 'boolean')
    fail('record.ballotsPublished', 'expected a boolean');
  for (const [i, award] of list(record.awards, 'record.awards').entries())
    checkAward(award, `record.awards.${i}`);
  for (const [i, results] of list(file.results, 'results').entries())
    checkResults(results, `results.${i}`);
  return raw as BallotRecordFile;
}
