import type { Route } from '#shared/expo.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import type { Executor } from '../db/database.ts';
import type { ParticipantRow, RoomRow } from '../db/schema.ts';
import { refuse } from '../errors.ts';
import { type AwardWithContestants, listAwards } from '../repositories/awards-repository.ts';
import { listOwnBallots } from '../repositories/ballots-repository.ts';
import { listConflictIds } from '../repositories/judges-repository.ts';
import { writeStop } from '../repositories/route-stops-repository.ts';
import type { ServiceContext } from './context.ts';
import { loadExpo } from './expo-plan.ts';
import { changeRoom } from './room-change.ts';
import { openRoomAsParticipant } from './rooms-service.ts';

/** The room's award of this id, refused unless it is judged at an expo. */
export async function findExpoAward(
  ex: Executor,
  roomId: string,
  awardId: string,
): Promise<AwardWithContestants> {
  const award = (await listAwards(ex, roomId)).find((a) => a.id === awardId);
  if (!award) throw refuse('award_not_found', 'awardNotFound');
  if (award.format !== 'expo') throw refuse('not_expo', 'notExpo');
  return award;
}

/** Opens an expo award for one of its judges: the room, the judge, the award. */
async function openAsJudge(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  awardId: string,
): Promise<{ row: RoomRow; judge: ParticipantRow; award: AwardWithContestants }> {
  const { row, participant } = await openRoomAsParticipant(ctx, roomId, token);
  if (!participant.judge) throw refuse('judges_only', 'judgesOnly');
  const award = await findExpoAward(ctx.database.db, roomId, awardId);
  return { row, judge: participant, award };
}

/** A judge's route in an expo award: the stops they walked, then those planned for them. */
export async function getRoute(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  awardId: string,
): Promise<Route> {
  const { judge, award } = await openAsJudge(ctx, roomId, token, awardId);
  const expo = await loadExpo(ctx.database.db, roomId, award);
  return {
    awardId: award.id,
    routeSize: award.routeSize ?? 0,
    judgingClosed: award.judgingClosedAt !== null,
    stops: expo.routes.get(judge.id) ?? [],
  };
}

/**
 * A judge walked a stop: the project seen, or absent from its table. Any
 * project of the award the judge may rank can be walked (a judge may see one
 * off their route); a project they ranked is not reported absent. Every
 * judge's phone is told, as the routes of what is not yet seen rebalance.
 */
export async function walkStop(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  awardId: string,
  contestantId: string,
  status: 'seen' | 'absent',
): Promise<Route> {
  const { row, judge, award } = await openAsJudge(ctx, roomId, token, awardId);
  if (row.status === 'ended') throw refuse('room_ended', 'roomEnded');
  if (award.judgingClosedAt !== null) throw refuse('judging_closed', 'judgingClosed');
  const db = ctx.database.db;
  const expo = await loadExpo(db, roomId, award);
  const project = expo.projects.find((p) => p.id === contestantId);
  if (!project) throw refuse('not_in_award', 'notInAward');
  if (judge.teamId === contestantId) throw refuse('own_team', 'ownTeam');
  if ((await listConflictIds(db, roomId, judge.id)).includes(contestantId)) {
    throw refuse('conflict_of_interest', 'conflictOfInterest', { contestantName: project.name });
  }
  if (status === 'absent') {
    const ballot = (await listOwnBallots(db, roomId, judge.id)).find((b) => b.awardId === awardId);
    if (ballot?.rankings.some((r) => r.contestantId === contestantId)) {
      throw refuse('stop_ranked', 'stopRanked');
    }
  }
  // A room change of its own, with a version: a change without one (a ballot's
  // activity) reaches screens only as a new read of the activity, without its events.
  await changeRoom(ctx, roomId, async (tx) => {
    await writeStop(tx, { awardId, roomId, participantId: judge.id, contestantId, status });
    return { value: null, events: [{ type: 'routes_changed', awardId }] };
  });
  return getRoute(ctx, roomId, token, awardId);
}

/**
 * What a change of the room's judges (invited, revoked, their conflicts) tells
 * expo judges' phones: their routes may have changed. Nothing in a room
 * without an expo.
 */
export async function judgesChangedRoutes(tx: Executor, roomId: string): Promise<RoomEvent[]> {
  const expo = (await listAwards(tx, roomId)).some((a) => a.format === 'expo');
  return expo ? [{ type: 'routes_changed', awardId: null }] : [];
}
