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
    voters: 'Everyone',
    totalBallots: 1,
    contestants: [
      {
        rank: 1,
        name: 'Line\nbreak',
        points: 3,
        firstPlaces: 1,
        secondPlaces: 0,
        thirdPlaces: 0,
        judgesPoints: null,
        audiencePoints: null,
        score: null,
      },
    ],
    ballots: [
      {
        participant: 'Participant 1',
        voter: 'audience' as const,
        team: null,
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
    fingerprint: null,
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

  it('gives the ballot record fingerprint in the room table once voting has ended', () => {
    const fingerprint = 'ab12'.repeat(16);
    const final = { ...exported, status: 'final' as const, fingerprint };
    const { data } = Papa.parse<string[]>(exportCsv(final).slice(1));
    expect(data.slice(0, 2)).toEqual([
      'Room,Challenge,Room code,Status,Ballots,Exported at,Ballot record fingerprint'.split(','),
      [
        "'=Room",
        'Best "app", ever',
        'ABCDE12345',
        'final',
        '1',
        '2026-01-01T00:00:00.000Z',
        fingerprint,
      ],
    ]);
  });

  it('puts an Award column first in the rankings and ballots of a room of several awards', () => {
    const design = {
      name: '@Design',
      voters: 'Everyone',
      totalBallots: 0,
      contestants: [
        {
          rank: 1,
          name: 'Quiet',
          points: 0,
          firstPlaces: 0,
          secondPlaces: 0,
          thirdPlaces: 0,
          judgesPoints: null,
          audiencePoints: null,
          score: null,
        },
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

  it('adds a Table column after the contestant only where the room has tables', () => {
    const tabled = {
      ...overall,
      contestants: [
        { ...overall.contestants[0], name: 'Alpha', table: 14 },
        { ...overall.contestants[0], rank: 2, name: 'Bravo', table: null },
      ] as RoomExport['contestants'],
    };
    const { data } = Papa.parse<string[]>(exportCsv({ ...exported, awards: [tabled] }).slice(1));
    expect(data.slice(3, 6)).toEqual([
      ['Rank', 'Contestant', 'Table', 'Points', '1st places', '2nd places', '3rd places'],
      ['1', 'Alpha', '14', '3', '1', '0', '0'],
      ['2', 'Bravo', '', '3', '1', '0', '0'],
    ]);
  });

  it("says who voted, each side's points and the score, and each voter's team, where a room has them", () => {
    const grand = {
      name: 'Grand',
      voters: 'Judges 70% · Audience 30%',
      totalBallots: 2,
      contestants: [
        {
          rank: 1,
          name: 'Alpha',
          points: 5,
          firstPlaces: 1,
          secondPlaces: 1,
          thirdPlaces: 0,
          judgesPoints: 3,
          audiencePoints: 2,
          score: 62.5,
        },
      ],
      ballots: [
        {
          participant: 'Ada',
          voter: 'judge' as const,
          team: null,
          first: 'Alpha',
          second: null,
          third: null,
          updatedAt: 'then',
        },
        {
          participant: 'Mo',
          voter: 'audience' as const,
          team: 'Bravo',
          first: null,
          second: 'Alpha',
          third: null,
          updatedAt: 'now',
        },
      ],
    };
    const { data } = Papa.parse<string[]>(exportCsv({ ...exported, awards: [grand] }).slice(1));
    expect(data.slice(3)).toEqual([
      (
        'Rank,Contestant,Points,1st places,2nd places,3rd places,' +
        'Voters,Judges points,Audience points,Score (%)'
      ).split(','),
      ['1', 'Alpha', '5', '1', '1', '0', 'Judges 70% · Audience 30%', '3', '2', '62.5'],
      [''],
      ['Participant', 'Voter', 'Team', '1st pick', '2nd pick', '3rd pick', 'Updated at'],
      ['Ada', 'judge', '', 'Alpha', '', '', 'then'],
      ['Mo', 'audience', 'Bravo', '', 'Alpha', '', 'now'],
      [''],
    ]);
  });
});
