import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { RoomExport } from '#shared/room-export.ts';
import { escapeCell, exportCsv } from './export-csv.ts';

describe('CSV cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+Ann', "'+Ann"],
    ['-5 Team', "'-5 Team"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturn', "'\rReturn"],
    ['Plain = fine', 'Plain = fine'],
    ["'quoted", "'quoted"],
    ['', ''],
  ])('escapes %j as %j', (value, escaped) => {
    expect(escapeCell(value)).toBe(escaped);
  });

  it('leaves numbers as they are', () => {
    expect(escapeCell(-3)).toBe(-3);
  });
});

describe('the CSV export', () => {
  const overall = {
    name: 'Overall',
    totalBallots: 1,
    contestants: [
      { rank: 1, name: 'Line\nbreak', points: 3, firstPlaces: 1, secondPlaces: 0, thirdPlaces: 0 },
    ],
    ballots: [
      {
        participant: 'Participant 1',
        first: 'Line\nbreak',
        second: null,
        third: null,
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
    ],
  };
  const exported: RoomExport = {
    room: { code: 'ABCDE12345', name: '=Room', title: 'Best "app", ever' },
    status: 'provisional',
    exportedAt: '2026-01-01T00:00:00.000Z',
    totalBallots: overall.totalBallots,
    contestants: overall.contestants,
    ballots: overall.ballots,
    awards: [overall],
  };

  it('writes a BOM, then three tables split by blank rows, every field quoted', () => {
    const text = exportCsv(exported);
    expect(text.startsWith('\uFEFF"Room"')).toBe(true);
    const { data } = Papa.parse<string[]>(text.slice(1));
    expect(data).toEqual([
      ['Room', 'Challenge', 'Room code', 'Status', 'Ballots', 'Exported at'],
      ["'=Room", 'Best "app", ever', 'ABCDE12345', 'provisional', '1', '2026-01-01T00:00:00.000Z'],
      [''],
      ['Rank', 'Contestant', 'Points', '1st places', '2nd places', '3rd places'],
      ['1', 'Line\nbreak', '3', '1', '0', '0'],
      [''],
      ['Participant', '1st pick', '2nd pick', '3rd pick', 'Updated at'],
      ['Participant 1', 'Line\nbreak', '', '', '2026-01-01T00:00:00.000Z'],
      [''],
    ]);
  });

  it('puts an Award column first in the rankings and ballots of a room of several awards', () => {
    const design = {
      name: '@Design',
      totalBallots: 0,
      contestants: [
        { rank: 1, name: 'Quiet', points: 0, firstPlaces: 0, secondPlaces: 0, thirdPlaces: 0 },
      ],
      ballots: [],
    };
    const { data } = Papa.parse<string[]>(
      exportCsv({ ...exported, awards: [overall, design] }).slice(1),
    );
    expect(data.slice(3)).toEqual([
      ['Award', 'Rank', 'Contestant', 'Points', '1st places', '2nd places', '3rd places'],
      ['Overall', '1', 'Line\nbreak', '3', '1', '0', '0'],
      ["'@Design", '1', 'Quiet', '0', '0', '0', '0'],
      [''],
      ['Award', 'Participant', '1st pick', '2nd pick', '3rd pick', 'Updated at'],
      ['Overall', 'Participant 1', 'Line\nbreak', '', '', '2026-01-01T00:00:00.000Z'],
      [''],
    ]);
  });
});
