import { rankingsWithout } from '#shared/ballot-removal.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import type { Executor } from '../db/database.ts';
import {
  type BallotsOf,
  deleteBallotById,
  listBallotsRanking,
  rewriteBallotRankings,
} from '../repositories/ballot-adjustments.ts';
import { type Amendment, recordAmendments } from '../repositories/ballot-amendments.ts';
import { toBallot } from '../repositories/ballots-repository.ts';

/**
 * Takes a contestant out of the ballots that rank it, in every award or in
 * the one named, of every participant or the one named: the other picks keep
 * their order and move up (rank and points renumbered), and a ballot left
 * empty is deleted; the ballot record will say so, by receipt. Answers one `ballot_adjusted` per changed ballot, each
 * for its own participant (and the organiser), naming the award.
 */
export async function takeOutOfBallots(
  tx: Executor,
  roomId: string,
  contestant: { id: string; name: string },
  awardNames: ReadonlyMap<string, string>,
  only: BallotsOf = {},
): Promise<RoomEvent[]> {
  const events: RoomEvent[] = [];
  const amendments: Amendment[] = [];
  const why =
    only.reason === undefined || only.reason === 'removed' ? 'contestant_removed' : only.reason;
  for (const row of await listBallotsRanking(tx, roomId, contestant.id, only)) {
    const rankings = rankingsWithout(row.rankings, contestant.id);
    if (!rankings) continue;
    if (rankings.length === 0) await deleteBallotById(tx, row.id);
    else await rewriteBallotRankings(tx, row.id, rankings);
    amendments.push({
      roomId,
      awardId: row.awardId,
      receipt: row.receipt,
      what: rankings.length === 0 ? 'deleted' : 'changed',
      why,
      contestantName: contestant.name,
    });
    events.push({
      type: 'ballot_adjusted',
      participantId: row.participantId,
      awardId: row.awardId,
      awardName: awardNames.get(row.awardId) ?? '',
      contestantName: contestant.name,
      reason: only.reason ?? 'removed',
      ballot: rankings.length === 0 ? null : toBallot({ ...row, rankings }),
    });
  }
  await recordAmendments(tx, amendments);
  return events;
}
