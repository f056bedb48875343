import type { Award } from '#shared/api.ts';
import { votesIn } from '#shared/award-voters.ts';
import { MAX_AWARDS_PER_ROOM } from '#shared/constants.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import type { Executor } from '../db/database.ts';
import type { RoomRow } from '../db/schema.ts';
import { refuse } from '../errors.ts';
import {
  type AwardFields,
  type AwardWithContestants,
  deleteAward,
  insertAward,
  listAwards,
  setAwardOrder,
  toAward,
  updateAwardRow,
} from '../repositories/awards-repository.ts';
import { deleteAwardBallotsOfSide } from '../repositories/ballot-adjustments.ts';
import { recordDeletions } from '../repositories/ballot-amendments.ts';
import { listContestants } from '../repositories/contestants-repository.ts';
import { countRoom } from '../repositories/rooms-repository.ts';
import { countAwardBallots, deleteAwardStops } from '../repositories/route-stops-repository.ts';
import { requireAdmin } from './access.ts';
import { takeOutOfBallots } from './ballot-adjusting.ts';
import type { ServiceContext } from './context.ts';
import { type ChangeOutcome, changeRoom } from './room-change.ts';
import { openRoom, openRoomToRead } from './rooms-service.ts';

/** An award as the organiser saves it: its name, whom it is open to (null: all), who votes, how. */
export type AwardChoice = AwardFields;

/** The room's awards in the organiser's order; anyone in the room may read them. */
export async function getAwards(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<Award[]> {
  await openRoomToRead(ctx, roomId, token, 'awards');
  return (await listAwards(ctx.database.db, roomId)).map(toAward);
}

/**
 * A change to the room's awards: by an admin, while voting is open. Every
 * screen is sent the awards as they are after it, with whatever it did to
 * ballots and the turnout counts.
 */
export async function changeAwards<T>(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  change: (
    tx: Executor,
    awards: AwardWithContestants[],
    room: RoomRow,
  ) => Promise<ChangeOutcome<T>>,
): Promise<T> {
  requireAdmin((await openRoom(ctx, roomId, token)).access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended') throw refuse('room_ended', 'awardsAfterEnd');
    const outcome = await change(tx, await listAwards(tx, roomId), room);
    const awards = (await listAwards(tx, roomId)).map(toAward);
    const events: RoomEvent[] = [
      { type: 'awards_changed', awards },
      ...outcome.events,
      { type: 'totals', totals: await countRoom(tx, roomId) },
    ];
    return { value: outcome.value, events };
  });
}

/** The chosen contestants, each checked to be the room's; null stays null (everyone). */
async function checkChoice(
  tx: Executor,
  roomId: string,
  awards: readonly AwardWithContestants[],
  choice: AwardChoice,
  except?: string,
): Promise<void> {
  const taken = choice.name.toLocaleLowerCase('en');
  if (awards.some((a) => a.id !== except && a.name.toLocaleLowerCase('en') === taken)) {
    throw refuse('award_name_taken', 'awardNameTaken');
  }
  if (!choice.contestantIds) return;
  const inRoom = new Set((await listContestants(tx, roomId)).map((c) => c.id));
  if (!choice.contestantIds.every((id) => inRoom.has(id))) {
    throw refuse('contestant_not_found', 'contestantNotFound');
  }
}

export async function addAward(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  choice: AwardChoice,
): Promise<Award> {
  return changeAwards(ctx, roomId, token, async (tx, awards) => {
    if (awards.length >= MAX_AWARDS_PER_ROOM) throw refuse('award_limit', 'tooManyAwards');
    await checkChoice(tx, roomId, awards, choice);
    const row = await insertAward(tx, { roomId, ...choice });
    // The name check above ran under the room's lock; only a case rule of the database differs.
    if (!row) throw refuse('award_name_taken', 'awardNameTaken');
    return {
      value: toAward({ ...row, contestantIds: choice.contestantIds && [...choice.contestantIds] }),
      events: [],
    };
  });
}

/**
 * Renames an award and sets whom it is open to and who votes in it. A
 * contestant it no longer holds leaves the award's ballots as a removed
 * contestant leaves every ballot (ballot-adjusting.ts); the ballots of a side
 * that no longer votes in it (judges, or the audience) are deleted. Whether it
 * is judged at an expo changes only while it holds no ballot.
 */
export async function updateAward(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  awardId: string,
  choice: AwardChoice,
): Promise<Award> {
  return changeAwards(ctx, roomId, token, async (tx, awards) => {
    const award = awards.find((a) => a.id === awardId);
    if (!award) throw refuse('award_not_found', 'awardNotFound');
    await checkChoice(tx, roomId, awards, choice, awardId);
    const wasExpo = award.format === 'expo';
    if (wasExpo !== (choice.expo !== null)) {
      // A ranking of what a judge saw and a top three are not the same ballot.
      if ((await countAwardBallots(tx, awardId)) > 0) {
        throw refuse('format_has_ballots', 'formatHasBallots');
      }
      if (wasExpo) await deleteAwardStops(tx, awardId);
    }
    const row = await updateAwardRow(tx, awardId, choice);
    const contestants = await listContestants(tx, roomId);
    const before = new Set(award.contestantIds ?? contestants.map((c) => c.id));
    const after = new Set(choice.contestantIds ?? contestants.map((c) => c.id));
    const awardNames = new Map([[awardId, choice.name]]);
    const events: RoomEvent[] = [];
    for (const judge of [true, false]) {
      if (votesIn(award.voters, judge) && !votesIn(choice.voters, judge)) {
        const deleted = await deleteAwardBallotsOfSide(tx, awardId, judge);
        await recordDeletions(tx, deleted, 'voters_changed');
        for (const { participantId } of deleted) {
          events.push({ type: 'ballot_deleted', participantId, awardId });
        }
      }
    }
    for (const contestant of contestants) {
      if (before.has(contestant.id) && !after.has(contestant.id)) {
        events.push(...(await takeOutOfBallots(tx, roomId, contestant, awardNames, { awardId })));
      }
    }
    const value = toAward({
      ...award,
      ...row,
      contestantIds:
        choice.contestantIds && contestants.filter((c) => after.has(c.id)).map((c) => c.id),
    });
    return { value, events };
  });
}

/** Removes an award and its ballots; a room keeps at least one award. */
export async function removeAward(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  awardId: string,
): Promise<void> {
  await changeAwards(ctx, roomId, token, async (tx, awards) => {
    if (!awards.some((a) => a.id === awardId)) {
      throw refuse('award_not_found', 'awardNotFound');
    }
    if (awards.length <= 1) throw refuse('last_award', 'lastAward');
    await deleteAward(tx, roomId, awardId);
    return { value: undefined, events: [] };
  });
}

/** Puts the room's awards in a new order: `awardIds` must name each of them once. */
export async function reorderAwards(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  awardIds: readonly string[],
): Promise<Award[]> {
  let reordered: Award[] = [];
  await changeAwards(ctx, roomId, token, async (tx, awards) => {
    const known = new Set(awards.map((a) => a.id));
    if (awardIds.length !== awards.length || !awardIds.every((id) => known.has(id))) {
      throw refuse('validation_failed', 'incompleteAwardOrder');
    }
    await setAwardOrder(tx, roomId, awardIds);
    const byId = new Map(awards.map((a) => [a.id, a]));
    reordered = awardIds.flatMap((id) => {
      const award = byId.get(id);
      return award ? [toAward(award)] : [];
    });
    return { value: undefined, events: [] };
  });
  return reordered;
}
