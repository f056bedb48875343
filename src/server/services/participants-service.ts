import type { ParticipantsPage, Room } from '#shared/api.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { hashToken, newParticipantId, tokenFor } from '../auth/tokens.ts';
import type { Executor } from '../db/database.ts';
import type { RoomRow } from '../db/schema.ts';
import { refuse } from '../errors.ts';
import { recordDeletions } from '../repositories/ballot-amendments.ts';
import { deleteBallots } from '../repositories/ballots-repository.ts';
import { findJoinByToken } from '../repositories/first-outcomes.ts';
import {
  deleteParticipant,
  findParticipant,
  type ParticipantPageQuery,
  pageParticipants,
  toParticipant,
} from '../repositories/participants-repository.ts';
import { countRoom, findRoomByCode, toRoom } from '../repositories/rooms-repository.ts';
import { requireAdmin } from './access.ts';
import { auditRemoval } from './admins-service.ts';
import type { ServiceContext } from './context.ts';
import { changeRoom } from './room-change.ts';
import { openRoom, openRoomAsParticipant, openRoomToRead } from './rooms-service.ts';

export type JoinedRoom = {
  room: Room;
  participant: { id: string; name: string; teamId: string | null };
  participantToken: string;
};

/**
 * Joins a participant to the room with this code, in the team of the team
 * link they came through (if any); refuses an unknown or ended room, a
 * team link that is not one of the room's, and people while a rehearsal
 * runs. `simulated`: a rehearsal's simulated voter, who joins only then.
 * `key`: the client's idempotency key; the same join sent again with it
 * answers the participant it first made (decision 047).
 */
export async function joinRoom(
  ctx: ServiceContext,
  input: { code: string; name: string; teamToken?: string | undefined },
  simulated = false,
  key?: string,
): Promise<JoinedRoom> {
  const participantToken = tokenFor(key, 'participant');
  const tokenHash = hashToken(participantToken);
  const joined = await ctx.joinWriter.submit({
    code: input.code,
    id: newParticipantId(),
    name: input.name,
    tokenHash,
    teamTokenHash: input.teamToken === undefined ? null : hashToken(input.teamToken),
    simulated,
  });
  if (joined) {
    const { id, name, teamId } = joined.participant;
    return { room: toRoom(joined.room), participant: { id, name, teamId }, participantToken };
  }
  if (key !== undefined) {
    const first = await findJoinByToken(ctx.database.db, tokenHash);
    if (first) {
      const { room, participant } = first;
      if (room.code !== input.code || participant.name !== input.name) {
        throw refuse('validation_failed', 'idempotencyKeyReused');
      }
      const { id, name, teamId } = participant;
      return { room: toRoom(room), participant: { id, name, teamId }, participantToken };
    }
  }
  const found = await findRoomByCode(ctx.database.db, input.code);
  if (!found) throw refuse('room_not_found', 'roomNotFoundByCode');
  if (found.status === 'ended') throw refuse('room_ended', 'roomEnded');
  if (!simulated && found.rehearsalVoters !== null) {
    throw refuse('rehearsal_running', 'rehearsalJoin');
  }
  if (simulated && found.rehearsalVoters === null) throw refuse('no_rehearsal', 'noRehearsal');
  throw refuse('team_link_invalid', 'teamLinkInvalid');
}

/** One page of the room's participants, as the organiser searched and filtered them. */
export async function getParticipants(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  query: ParticipantPageQuery,
): Promise<ParticipantsPage> {
  await openRoomToRead(ctx, roomId, token, 'participants');
  const page = await pageParticipants(ctx.database.db, roomId, query);
  return {
    participants: page.rows.map(({ row, voted }) => toParticipant(row, voted)),
    matching: page.matching,
    offset: query.offset,
    limit: query.limit,
  };
}

/** Removes a participant and their ballots, inside a room change. */
async function removeParticipant(
  tx: Executor,
  room: RoomRow,
  participantId: string,
): Promise<RoomEvent[] | undefined> {
  const deleted = await deleteBallots(tx, room.id, participantId);
  const removed = await deleteParticipant(tx, room.id, participantId);
  if (!removed) return undefined;
  await recordDeletions(tx, deleted, 'participant_removed');
  const counted = await countRoom(tx, room.id);
  const events: RoomEvent[] = [{ type: 'participant_removed', participantId: removed.id }];
  for (const ballot of deleted) {
    events.push({
      type: 'ballot_deleted',
      participantId: ballot.participantId,
      awardId: ballot.awardId,
    });
  }
  events.push({ type: 'totals', totals: counted });
  return events;
}

/** The organiser removes a participant; their ballot goes with them. */
export async function removeParticipantAsAdmin(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  participantId: string,
): Promise<void> {
  const { access } = await openRoom(ctx, roomId, token);
  const admin = requireAdmin(access);
  await changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended') throw refuse('room_ended', 'votingEnded');
    // A judge is revoked on the Judges panel, not removed as a participant.
    const found = await findParticipant(tx, roomId, participantId);
    const participant = found?.judge ? undefined : found;
    const events = participant && (await removeParticipant(tx, room, participantId));
    if (!participant || !events) throw refuse('participant_not_found', 'participantNotFound');
    await auditRemoval(tx, admin, participant);
    return { value: undefined, events };
  });
}

/**
 * A participant leaves: their participation and ballot are deleted. Once voting has
 * ended the ballot is part of the published results and is kept.
 */
export async function leaveRoom(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<void> {
  const { row, participant } = await openRoomAsParticipant(ctx, roomId, token);
  // A judge's device forgets the room; the judge and their ballots stay until revoked.
  if (row.status === 'ended' || participant.judge) return;
  await changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended') return { value: undefined, events: [] };
    const events = await removeParticipant(tx, room, participant.id);
    return { value: undefined, events: events ?? [] };
  });
}
