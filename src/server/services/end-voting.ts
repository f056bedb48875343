import type { Results, Room } from '#shared/api.ts';
import { resultsThroughReveal } from '#shared/reveal.ts';
import type { Executor } from '../db/database.ts';
import type { ContestantRow, RoomRow } from '../db/schema.ts';
import { listAwards } from '../repositories/awards-repository.ts';
import { oweBallotRecord } from '../repositories/ballot-records.ts';
import {
  type CountedBallot,
  listTalliedRankings,
  type TalliedRankings,
} from '../repositories/ballots-repository.ts';
import { listRoomConflicts } from '../repositories/judges-repository.ts';
import { insertAuditLog, insertResults, toResults } from '../repositories/results-repository.ts';
import { markRoomEnded, toRoom } from '../repositories/rooms-repository.ts';
import { tallyAward } from './award-tally.ts';
import type { ChangeOutcome } from './room-change.ts';

/** What a finish counted, for the record built after its commit (`RecordFreezer.afterFinish`). */
export type FinishCounted = { roomId: string; ballots: number };

type TallyBallot = Omit<CountedBallot, 'receipt' | 'salt'>;

/** Each award's ballots, each group of identical ones as many times as they were cast. */
function ballotsByAward(rows: readonly TalliedRankings[]): Map<string, TallyBallot[]> {
  const byAward = new Map<string, TallyBallot[]>();
  for (const row of rows) {
    const ballot = {
      awardId: row.awardId,
      participantId: row.participantId ?? '',
      judge: row.judge,
      rankings: row.rankings,
    };
    const held = byAward.get(row.awardId) ?? [];
    byAward.set(row.awardId, held);
    for (let n = 0; n < row.ballots; n++) held.push(ballot);
  }
  return byAward;
}

/**
 * The one way voting ends, inside the room's change (locked, open, with
 * contestants): tallies every committed ballot of each award over the
 * contestants it is open to, flips the room to ended, and writes each
 * award's results row, the note that it owes the ballot record and the
 * audit entry by `userId` (an admin's id, or the timer's). The audit entry's
 * figures are the first award's. Answers the change, and how many ballots it
 * counted: the caller has the record built once the change has committed
 * (`RecordFreezer.afterFinish`), from the ballots read again then (nothing
 * of them can change once voting has ended); the results carry its
 * fingerprint only from then on.
 */
export async function endVoting(
  tx: Executor,
  room: RoomRow,
  contestants: ContestantRow[],
  by: { userId: string; admin?: string },
): Promise<{
  outcome: ChangeOutcome<{ room: Room; results: Results }>;
  counted: FinishCounted;
}> {
  const roomId = room.id;
  const tallied = await listTalliedRankings(tx, roomId);
  const ended = await markRoomEnded(tx, roomId);
  const byAward = ballotsByAward(tallied);
  const conflicts = await listRoomConflicts(tx, roomId);
  const awards = await listAwards(tx, roomId);
  const rows = await insertResults(
    tx,
    awards.map((award) => {
      const counted = tallyAward(award, contestants, byAward.get(award.id) ?? [], conflicts);
      return {
        roomId,
        awardId: award.id,
        awardName: award.name,
        voters: award.voters,
        judgesWeight: award.judgesWeight,
        finalScores: counted.finalScores,
        winnerId: counted.finalScores[0]?.contestantId ?? null,
        totalBallots: counted.totalBallots,
      };
    }),
  );
  // The record is built once the results are out (record-freezer.ts): here
  // only the note that this finish owes one, so that it is built whatever happens.
  await oweBallotRecord(tx, roomId);
  const results = toResults(rows);
  if (!results) throw new Error(`room ${roomId} has no award to tally`);
  const winner = results.finalScores[0];
  await insertAuditLog(tx, {
    roomId,
    userId: by.userId,
    action: 'finish_voting',
    details: {
      ...(by.admin === undefined ? {} : { admin: by.admin }),
      total_votes: results.totalBallots,
      total_contestants: contestants.length,
      winner: winner?.contestantName ?? null,
      winner_points: winner?.totalPoints ?? 0,
    },
  });
  const outcome: ChangeOutcome<{ room: Room; results: Results }> = {
    value: { room: toRoom(ended), results },
    events: [
      { type: 'room_status', status: 'ended' },
      // A room that holds its results shows them to its admins only, until the reveal.
      {
        type: resultsThroughReveal(toRoom(room)) ? 'results_held' : 'results_published',
        results,
      },
    ],
  };
  const ballots = tallied.reduce((n, row) => n + row.ballots, 0);
  return { outcome, counted: { roomId, ballots } };
}
