import type { Contestant } from '#shared/api.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import type { Executor } from '../db/database.ts';
import type { RoomRow } from '../db/schema.ts';
import { refuse } from '../errors.ts';
import { listAwards, toAward } from '../repositories/awards-repository.ts';
import {
  deleteContestant,
  listContestants,
  setContestantOrder,
  toContestant,
  updateContestantRow,
} from '../repositories/contestants-repository.ts';
import { countRoom } from '../repositories/rooms-repository.ts';
import { numberTables } from '../repositories/table-numbers-repository.ts';
import { requireAdmin } from './access.ts';
import { takeOutOfBallots } from './ballot-adjusting.ts';
import type { NewContestant } from './contestants-service.ts';
import type { ServiceContext } from './context.ts';
import { requireFreeTable } from './free-table.ts';
import { type ChangeOutcome, changeRoom } from './room-change.ts';
import { openRoom } from './rooms-service.ts';

/** A change the organiser makes to the room's contestants while voting is open. */
async function changeContestants<T>(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  change: (tx: Executor, room: RoomRow) => Promise<ChangeOutcome<T>>,
): Promise<T> {
  const { access } = await openRoom(ctx, roomId, token);
  requireAdmin(access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended') throw refuse('room_ended', 'votingEnded');
    return change(tx, room);
  });
}

/**
 * Replaces a contestant's name, description, image and demo link, and its
 * table when the input gives one (null: none); its place stays. A table
 * another contestant has is refused.
 */
export async function updateContestant(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  contestantId: string,
  input: NewContestant,
): Promise<Contestant> {
  return changeContestants(ctx, roomId, token, async (tx) => {
    await requireFreeTable(tx, roomId, input.tableNumber, contestantId);
    const row = await updateContestantRow(tx, roomId, contestantId, {
      name: input.name,
      blurb: input.blurb,
      imageUrl: input.imageUrl ?? null,
      demoUrl: input.demoUrl ?? null,
      tableNumber: input.tableNumber,
    });
    if (!row) throw refuse('contestant_not_found', 'contestantNotFound');
    const contestant = toContestant(row);
    return { value: contestant, events: [{ type: 'contestant_updated', contestant }] };
  });
}

/**
 * Removes a contestant while voting is open, and it leaves every award and
 * every ballot: the other picks keep their order and move up (rank and
 * points renumbered), and a ballot left empty is deleted. Each changed ballot is announced to its own
 * participant (and the organiser). Its order_index is never given to another
 * contestant.
 */
export async function removeContestant(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  contestantId: string,
): Promise<void> {
  await changeContestants(ctx, roomId, token, async (tx) => {
    const before = await listAwards(tx, roomId);
    const removed = await deleteContestant(tx, roomId, contestantId);
    if (!removed) throw refuse('contestant_not_found', 'contestantNotFound');
    const events: RoomEvent[] = [{ type: 'contestant_removed', contestantId: removed.id }];
    // An award open to chosen contestants loses it too (its row goes with the contestant).
    if (before.some((award) => award.contestantIds?.includes(removed.id))) {
      events.push({ type: 'awards_changed', awards: (await listAwards(tx, roomId)).map(toAward) });
    }
    const awardNames = new Map(before.map((award) => [award.id, award.name]));
    events.push(...(await takeOutOfBallots(tx, roomId, removed, awardNames)));
    events.push({ type: 'totals', totals: await countRoom(tx, roomId) });
    return { value: undefined, events };
  });
}

/**
 * Puts the room's contestants in a new order: `contestantIds` must name each
 * of them exactly once. The order values already in use are handed out again
 * in the new order, so a contestant added later still lands last.
 */
export async function reorderContestants(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  contestantIds: readonly string[],
): Promise<Contestant[]> {
  return changeContestants(ctx, roomId, token, async (tx) => {
    const rows = await listContestants(tx, roomId);
    const known = new Set(rows.map((row) => row.id));
    if (contestantIds.length !== rows.length || !contestantIds.every((id) => known.has(id))) {
      throw refuse('validation_failed', 'incompleteOrder');
    }
    const slots = rows.map((row) => row.orderIndex);
    const order = contestantIds.map((id, index) => ({ id, orderIndex: slots[index] ?? 0 }));
    await setContestantOrder(tx, roomId, order);
    const position = new Map(order.map(({ id, orderIndex }) => [id, orderIndex]));
    const contestants = rows
      .map((row) => toContestant({ ...row, orderIndex: position.get(row.id) ?? row.orderIndex }))
      .sort((a, b) => a.orderIndex - b.orderIndex);
    return {
      value: contestants,
      events: [{ type: 'contestants_reordered', contestantIds: [...contestantIds] }],
    };
  });
}

/**
 * Number tables: gives the room's contestants tables 1 to N in their order,
 * replacing any they had, in one change every screen hears of. Organisers
 * only, while voting is open, as every change to contestants.
 */
export async function numberRoomTables(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<Contestant[]> {
  return changeContestants(ctx, roomId, token, async (tx) => {
    const contestants = (await numberTables(tx, roomId)).map(toContestant);
    return {
      value: contestants,
      events:
        contestants.length === 0
          ? []
          : [{ type: 'tables_numbered', contestantIds: contestants.map(({ id }) => id) }],
    };
  });
}
