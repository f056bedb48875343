import { MAX_JUDGES_PER_ROOM } from '#shared/constants.ts';
import type { InvitedJudge, Judge, JudgesResponse } from '#shared/judges.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { hashToken, newParticipantId, newToken } from '../auth/tokens.ts';
import type { Executor } from '../db/database.ts';
import type { ParticipantRow } from '../db/schema.ts';
import type { AdminRow } from '../db/schema-admins.ts';
import { refuse } from '../errors.ts';
import { listAwards } from '../repositories/awards-repository.ts';
import { recordDeletions } from '../repositories/ballot-amendments.ts';
import { deleteBallots, listOwnBallots } from '../repositories/ballots-repository.ts';
import { listContestants } from '../repositories/contestants-repository.ts';
import {
  findJudge,
  insertJudge,
  listConflictIds,
  listJudgeRows,
  listJudges,
  setConflicts,
  toJudge,
} from '../repositories/judges-repository.ts';
import { deleteParticipant } from '../repositories/participants-repository.ts';
import { insertAuditLog } from '../repositories/results-repository.ts';
import { countRoom } from '../repositories/rooms-repository.ts';
import { takeOutOfBallots } from './ballot-adjusting.ts';
import type { ServiceContext } from './context.ts';
import { openRoomToRead } from './rooms-service.ts';
import { changeStanding } from './standing-change.ts';

/** The room's judges, for its organisers' Judges panel. */
export async function getJudges(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<JudgesResponse> {
  await openRoomToRead(ctx, roomId, token, 'judges');
  return { judges: await listJudges(ctx.database.db, roomId) };
}

async function audit(
  tx: Executor,
  admin: AdminRow,
  action: string,
  judge: ParticipantRow,
  detail?: { conflicts: string[] },
): Promise<void> {
  await insertAuditLog(tx, {
    roomId: judge.roomId,
    userId: admin.id,
    action,
    details: { admin: admin.name, participant_id: judge.id, participant: judge.name, ...detail },
  });
}

/**
 * Invite judge: a new judge with their own secret, returned this once and
 * kept only as a hash. The link made of it opens the room as that judge.
 */
export async function inviteJudge(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  name: string,
): Promise<InvitedJudge> {
  const judgeToken = newToken();
  const judge = await changeStanding(ctx, roomId, token, async (tx, admin) => {
    if ((await listJudgeRows(tx, roomId)).length >= MAX_JUDGES_PER_ROOM) {
      throw refuse('judge_limit', 'tooManyJudges');
    }
    const row = await insertJudge(tx, {
      roomId,
      id: newParticipantId(),
      name,
      tokenHash: hashToken(judgeToken),
    });
    await audit(tx, admin, 'invite_judge', row);
    const events: RoomEvent[] = [
      { type: 'judges_changed', revokedId: null },
      { type: 'totals', totals: await countRoom(tx, roomId) },
    ];
    return { value: toJudge(row, [], []), events };
  });
  return { judge, judgeToken };
}

/**
 * Revoke judge: the judge and their ballots go, so their secret is refused
 * from the next call on, and their open sockets close on every node.
 */
export async function revokeJudge(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  judgeId: string,
): Promise<void> {
  await changeStanding(ctx, roomId, token, async (tx, admin) => {
    const judge = await findJudge(tx, roomId, judgeId);
    if (!judge) throw refuse('judge_not_found', 'judgeNotFound');
    const deleted = await deleteBallots(tx, roomId, judgeId);
    await deleteParticipant(tx, roomId, judgeId);
    await recordDeletions(tx, deleted, 'judge_revoked');
    await audit(tx, admin, 'revoke_judge', judge);
    const events: RoomEvent[] = [
      { type: 'judges_changed', revokedId: judgeId },
      ...deleted.map(
        (ballot): RoomEvent => ({
          type: 'ballot_deleted',
          participantId: ballot.participantId,
          awardId: ballot.awardId,
        }),
      ),
      { type: 'totals', totals: await countRoom(tx, roomId) },
    ];
    return { value: undefined, events };
  });
}

/**
 * Sets a judge's conflicts of interest. A contestant newly in them leaves the
 * judge's ballots as a removed contestant leaves every ballot (their other
 * picks move up; their phone is told).
 */
export async function setJudgeConflicts(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  judgeId: string,
  contestantIds: readonly string[],
): Promise<Judge> {
  return changeStanding(ctx, roomId, token, async (tx, admin) => {
    const judge = await findJudge(tx, roomId, judgeId);
    if (!judge) throw refuse('judge_not_found', 'judgeNotFound');
    const contestants = await listContestants(tx, roomId);
    const chosen = new Set(contestantIds);
    if (contestantIds.some((id) => !contestants.some((c) => c.id === id))) {
      throw refuse('contestant_not_found', 'contestantNotFound');
    }
    const before = new Set(await listConflictIds(tx, roomId, judgeId));
    await setConflicts(tx, roomId, judgeId, contestantIds);
    const awardNames = new Map((await listAwards(tx, roomId)).map((a) => [a.id, a.name]));
    const events: RoomEvent[] = [];
    for (const contestant of contestants) {
      if (chosen.has(contestant.id) && !before.has(contestant.id)) {
        events.push(
          ...(await takeOutOfBallots(tx, roomId, contestant, awardNames, {
            participantId: judgeId,
            reason: 'conflict',
          })),
        );
      }
    }
    // In the room's order, whatever order they were sent in.
    const conflictIds = contestants.filter((c) => chosen.has(c.id)).map((c) => c.id);
    const names = contestants.filter((c) => chosen.has(c.id)).map((c) => c.name);
    await audit(tx, admin, 'set_conflicts', judge, { conflicts: names });
    events.unshift(
      { type: 'conflicts_changed', participantId: judgeId, contestantIds: conflictIds },
      { type: 'judges_changed', revokedId: null },
    );
    const voted = await listOwnBallots(tx, roomId, judgeId);
    return { value: toJudge(judge, voted, conflictIds), events };
  });
}
