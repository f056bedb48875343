import { stringify } from 'csv-stringify/sync';
import { AWARD_VOTERS_LABELS } from '#shared/constants.ts';
import type { RoomExport } from '#shared/room-export.ts';

type Cell = string | number;

/**
 * A cell a spreadsheet would run as a formula (or one that starts with a tab
 * or carriage return) gets a leading single quote, so that it shows as text.
 * NOTE: https://owasp.org/www-community/attacks/CSV_Injection
 */
export function escapeCell(value: Cell): Cell {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One table: its header row, then its rows; every field quoted and escaped. */
function table(header: readonly string[], rows: readonly Cell[][]): string {
  return stringify(
    [header, ...rows].map((row) => row.map(escapeCell)),
    {
      quoted: true,
      quoted_empty: true,
      record_delimiter: 'windows',
    },
  );
}

/** An expo project's standing in the jury order, as cells (blank outside an expo). */
function juryCells(jury: RoomExport['contestants'][number]['jury']): Cell[] {
  return jury
    ? [jury.judges, jury.wins, jury.ties, jury.losses, jury.copeland, jury.strengthRank]
    : ['', '', '', '', '', ''];
}

/**
 * An export as one CSV file a spreadsheet opens as it is: UTF-8 with a byte
 * order mark, three tables one under the other, a blank row between them —
 * the room (with whether the points are final or provisional, and the
 * ballot record's fingerprint once there is one), the
 * contestants by rank, and the ballots. A room of two or more awards has an
 * Award column first in the last two, each award's rows in the organiser's
 * order; a room of one award has none, as before awards. A room with judges
 * or an award not everyone votes in says who voted (Voters, Voter), one with
 * a blended award each side's points and the score, one whose ballots carry
 * teams (names included) each voter's team, one with tables each
 * contestant's (Table), one with an expo each project's standing in the jury
 * order and each judge's whole ranking.
 */
export function exportCsv(exported: RoomExport): string {
  const { room } = exported;
  const several = exported.awards.length > 1;
  const perAward = <T>(rows: (award: RoomExport['awards'][number]) => T[][]): Cell[][] =>
    several
      ? exported.awards.flatMap((award) =>
          rows(award).map((row) => [award.name, ...(row as Cell[])]),
        )
      : exported.awards.slice(0, 1).flatMap((award) => rows(award) as Cell[][]);
  const awardColumn = several ? ['Award'] : [];
  // Columns a room of judges, teams or blended awards needs, and a room without has not.
  const awards = exported.awards;
  const sided = awards.some(
    (a) => a.voters !== AWARD_VOTERS_LABELS.everyone || a.ballots.some((b) => b.voter === 'judge'),
  );
  const blended = awards.some((a) => a.contestants.some((c) => c.score !== null));
  const teams = awards.some((a) => a.ballots.some((b) => b.team !== null));
  const expo = awards.some((a) => a.contestants.some((c) => c.jury !== undefined));
  const rankings = awards.some((a) => a.ballots.some((b) => b.ranking !== undefined));
  const tables = awards.some((a) => a.contestants.some((c) => c.table !== undefined));
  // The ballot record's fingerprint, once voting has ended and frozen one.
  const fingerprint = exported.fingerprint === null ? [] : [exported.fingerprint];
  const about = table(
    [
      'Room',
      'Challenge',
      'Room code',
      'Status',
      'Ballots',
      'Exported at',
      ...(fingerprint.length > 0 ? ['Ballot record fingerprint'] : []),
    ],
    [
      [
        room.name,
        room.title,
        room.code,
        exported.status,
        exported.totalBallots,
        exported.exportedAt,
        ...fingerprint,
      ],
    ],
  );
  const ranking = table(
    [
      ...awardColumn,
      'Rank',
      'Contestant',
      ...(tables ? ['Table'] : []),
      'Points',
      '1st places',
      '2nd places',
      '3rd places',
      ...(sided ? ['Voters'] : []),
      ...(blended ? ['Judges points', 'Audience points', 'Score (%)'] : []),
      ...(expo ? ['Judges', 'Wins', 'Ties', 'Losses', 'Copeland score', 'Crowd-BT place'] : []),
    ],
    perAward((award) =>
      award.contestants.map((c) => [
        c.rank,
        c.name,
        ...(tables ? [c.table ?? ''] : []),
        c.points,
        c.firstPlaces,
        c.secondPlaces,
        c.thirdPlaces,
        ...(sided ? [award.voters] : []),
        ...(blended ? [c.judgesPoints ?? '', c.audiencePoints ?? '', c.score ?? ''] : []),
        ...(expo ? juryCells(c.jury) : []),
      ]),
    ),
  );
  const cast = table(
    [
      ...awardColumn,
      'Participant',
      ...(sided ? ['Voter'] : []),
      ...(teams ? ['Team'] : []),
      '1st pick',
      '2nd pick',
      '3rd pick',
      ...(rankings ? ['Ranking'] : []),
      'Updated at',
    ],
    perAward((award) =>
      award.ballots.map((b) => [
        b.participant,
        ...(sided ? [b.voter] : []),
        ...(teams ? [b.team ?? ''] : []),
        b.first ?? '',
        b.second ?? '',
        b.third ?? '',
        ...(rankings ? [(b.ranking ?? []).join(' > ')] : []),
        b.updatedAt,
      ]),
    ),
  );
  return `\uFEFF${[about, ranking, cast].join('\r\n')}`;
}
