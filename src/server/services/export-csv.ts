import { stringify } from 'csv-stringify/sync';
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

/**
 * An export as one CSV file a spreadsheet opens as it is: UTF-8 with a byte
 * order mark, three tables one under the other, a blank row between them —
 * the room (with whether the points are final or provisional), the
 * contestants by rank, and the ballots. A room of two or more awards has an
 * Award column first in the last two, each award's rows in the organiser's
 * order; a room of one award has none, as before awards.
 */
export function exportCsv(exported: RoomExport): string {
  const { room } = exported;
  const several = exported.awards.length > 1;
  const perAward = <T>(rows: (award: RoomExport['awards'][number]) => T[][]): Cell[][] =>
    several
      ? exported.awards.flatMap((award) =>
          rows(award).map((row) => [award.name, ...(row as Cell[])]),
        )
      : rows({ ...exported, name: '' }).map((row) => row as Cell[]);
  const awardColumn = several ? ['Award'] : [];
  const about = table(
    ['Room', 'Challenge', 'Room code', 'Status', 'Ballots', 'Exported at'],
    [
      [
        room.name,
        room.title,
        room.code,
        exported.status,
        exported.totalBallots,
        exported.exportedAt,
      ],
    ],
  );
  const ranking = table(
    [...awardColumn, 'Rank', 'Contestant', 'Points', '1st places', '2nd places', '3rd places'],
    perAward((award) =>
      award.contestants.map((c) => [
        c.rank,
        c.name,
        c.points,
        c.firstPlaces,
        c.secondPlaces,
        c.thirdPlaces,
      ]),
    ),
  );
  const cast = table(
    [...awardColumn, 'Participant', '1st pick', '2nd pick', '3rd pick', 'Updated at'],
    perAward((award) =>
      award.ballots.map((b) => [
        b.participant,
        b.first ?? '',
        b.second ?? '',
        b.third ?? '',
        b.updatedAt,
      ]),
    ),
  );
  return `\uFEFF${[about, ranking, cast].join('\r\n')}`;
}
