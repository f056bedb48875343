import type { ContestantRow, RoomRow } from '../db/schema.ts';
import type { AwardWithContestants } from '../repositories/awards-repository.ts';
import type { Amendment } from '../repositories/ballot-amendments.ts';
import type { CountedBallot } from '../repositories/ballots-repository.ts';
import type { RecordSource } from './ballot-record-build.ts';

/**
 * The room behind the record files frozen in `src/shared/ballot-record-*.fixture.json`
 * (written by the server as it was when those files were made): names with
 * quotes, backslashes, control characters, emoji and right-to-left letters;
 * an award of everyone, a blended one open to four contestants with judges'
 * conflicts, and one of judges; amendments with and without a name.
 */
const names = ['Alpha "A"', 'Bêta\\b', 'Γάμμα 🚀', 'Delta\n\t', '\uFB33 Echo'];
export const fixtureContestants = names.map(
  (name, i) =>
    ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      roomId: 'r',
      name,
      orderIndex: i,
    }) as ContestantRow,
);
const ids = fixtureContestants.map((c) => c.id);
const award = (
  i: number,
  name: string,
  voters: string,
  weight: number | null,
  open: string[] | null,
) =>
  ({
    id: `a0000000-0000-4000-8000-00000000000${i}`,
    name,
    voters,
    judgesWeight: weight,
    contestantIds: open,
  }) as AwardWithContestants;
const awards = [
  award(0, 'Overall', 'everyone', null, null),
  award(1, 'Jury + crowd ✨', 'judges_and_audience', 70, ids.slice(0, 4)),
  award(2, 'Judges', 'judges', null, null),
];
const receipts = [
  'K7Q2-9XF4-M3TD-8WQA',
  'B3CD-EFGH-JKLM-NPQR',
  'Z9Y8-X7W6-V5T4-S3R2',
  'M4N5-P6Q7-R8S9-T2U3',
  'A2B3-C4D5-E6F7-G8H9',
];
const cast: [number, boolean, number[]][] = [
  [0, false, [0, 1, 2]],
  [0, true, [2, 0]],
  [0, false, [4, 3, 1]],
  [0, false, [1]],
  [1, false, [0, 1, 2]],
  [1, true, [3, 1, 2]],
  [1, true, [0, 3]],
  [1, false, [2, 1, 0]],
  [2, true, [4, 2, 1]],
  [2, true, [2, 4]],
];
const ballots: CountedBallot[] = cast.map(([at, judge, picks], i) => ({
  awardId: awards[at]?.id ?? '',
  participantId: `p${i % 5}`,
  judge,
  rankings: picks.map((p, rank) => ({
    contestantId: ids[p] ?? '',
    rank: rank + 1,
    points: 3 - rank,
  })),
  receipt: receipts[i % 5] ?? '',
  salt: `salt-${i}-ÿ`,
}));
const amendments: Amendment[] = [
  {
    roomId: 'r',
    awardId: awards[0]?.id ?? '',
    receipt: 'B3CD-EFGH-JKLM-NPQR',
    what: 'changed',
    why: 'contestant_removed',
    contestantName: 'Old name',
  },
  {
    roomId: 'r',
    awardId: awards[1]?.id ?? '',
    receipt: 'A2B3-C4D5-E6F7-G8H9',
    what: 'deleted',
    why: 'voters_changed',
  },
];

/** The fixture room's record source, its ballots published or sealed. */
export function fixtureSource(publishBallots: boolean): RecordSource {
  const room = {
    id: 'e0000000-0000-4000-8000-000000000000',
    code: 'ABCDE12345',
    name: 'Hack "night" 🌙',
    title: 'Finals\\2026',
    publishBallots,
  } as RoomRow;
  const conflicts = new Map([
    ['p1', [ids[0] ?? '']],
    ['p2', [ids[3] ?? '', ids[0] ?? '']],
  ]);
  return {
    room,
    endedAt: new Date('2026-11-27T10:00:00.000Z'),
    awards,
    contestants: fixtureContestants,
    ballots,
    conflicts,
    amendments,
  };
}
