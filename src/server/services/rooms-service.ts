import type { Results, Room } from '#shared/api.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages.ts';
import type { CreateRoomInput } from '#shared/schemas.ts';
import { hashToken, tokenFor } from '../auth/tokens.ts';
import type { ParticipantRow, RoomRow } from '../db/schema.ts';
import { refuse } from '../errors.ts';
import { insertOwner } from '../repositories/admins-repository.ts';
import { insertFirstAward } from '../repositories/awards-repository.ts';
import { listContestants } from '../repositories/contestants-repository.ts';
import { findAdminByToken } from '../repositories/first-outcomes.ts';
import { findResults } from '../repositories/results-repository.ts';
import {
  findRoomByCode,
  findRoomById,
  insertRoom,
  setRoomLanguage,
  toRoom,
} from '../repositories/rooms-repository.ts';
import { type Access, accessFor, requireAdmin, requireParticipant } from './access.ts';
import {
  mayRead,
  PUBLIC_VIEWER,
  type ReaderOf,
  type RoomRead,
  requireRead,
  viewerOf,
} from './audiences.ts';
import type { ServiceContext } from './context.ts';
import { endVoting } from './end-voting.ts';
import { changeRoom } from './room-change.ts';
import { resultsFor } from './snapshots.ts';

const ROOM_CODE_ATTEMPTS = 8;

/** The room a key's token already opens, as its owner made it; a different room asked for is refused. */
async function firstRoom(
  ctx: ServiceContext,
  tokenHash: string,
  input: CreateRoomInput,
): Promise<Room | undefined> {
  const first = await findAdminByToken(ctx.database.db, tokenHash);
  if (!first) return undefined;
  if (first.admin.role !== 'owner' || first.room.name !== input.name) {
    throw refuse('validation_failed', 'idempotencyKeyReused');
  }
  return toRoom(first.room);
}

/**
 * Creates a room with a fresh unique code; returns it with its admin token.
 * `key`: the client's idempotency key; the same room asked for again with it
 * answers the room it first made (decision 047).
 */
export async function createRoom(
  ctx: ServiceContext,
  input: CreateRoomInput,
  key?: string,
): Promise<{ room: Room; adminToken: string }> {
  const adminToken = tokenFor(key, 'admin');
  const tokenHash = hashToken(adminToken);
  const made = key === undefined ? undefined : await firstRoom(ctx, tokenHash, input);
  if (made) return { room: made, adminToken };
  for (let attempt = 0; attempt < ROOM_CODE_ATTEMPTS; attempt++) {
    const row = await ctx.database
      .transaction(async (tx) => {
        const inserted = await insertRoom(tx, {
          code: ctx.newRoomCode(),
          name: input.name,
          title: input.title,
          language: input.language ?? DEFAULT_LANGUAGE,
        });
        if (inserted) {
          // The same room asked for twice at once: the second waits for the
          // first's admin row, then makes nothing (its room is rolled back).
          if (!(await insertOwner(tx, inserted.id, tokenHash))) {
            throw new SameRoomTwice();
          }
          await insertFirstAward(tx, inserted.id);
        }
        return inserted;
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof SameRoomTwice)) throw error;
        return null;
      });
    if (row === null) {
      const first = await firstRoom(ctx, tokenHash, input);
      if (first) return { room: first, adminToken };
      throw new Error('the room asked for twice could not be found');
    }
    if (row) {
      ctx.log.info({ roomId: row.id, code: row.code }, 'room created');
      return { room: toRoom(row), adminToken };
    }
    ctx.log.warn('room code collision; trying another code');
  }
  throw new Error('could not find a free room code');
}

/** Thrown inside a new room's transaction to roll it back: its twin made the room first. */
class SameRoomTwice extends Error {}

/**
 * Sets the room's language, which the big screen speaks at once. Any time,
 * also after voting has ended: the reveal may be shown in another language.
 */
export async function changeRoomLanguage(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  language: Language,
): Promise<Room> {
  requireAdmin((await openRoom(ctx, roomId, token)).access);
  return changeRoom(ctx, roomId, async (tx, room) => {
    if (room.language === language) return { value: toRoom(room), events: [] };
    const changed = await setRoomLanguage(tx, roomId, language);
    return { value: toRoom(changed), events: [{ type: 'language_changed', language }] };
  });
}

/** Loads a room by id and says who the token speaks for in it. */
export async function openRoom(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<{ row: RoomRow; access: Access }> {
  const tokenHash = hashToken(token ?? '');
  const found = await ctx.callerReader.submit({ roomId, tokenHash });
  if (!found) throw refuse('room_not_found', 'roomNotFound');
  return { row: found.room, access: accessFor(found, token, tokenHash) };
}

/** Opens a room for one of its participants: the room's row and the caller, or a refusal. */
export async function openRoomAsParticipant(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<{ row: RoomRow; participant: ParticipantRow }> {
  const { row, access } = await openRoom(ctx, roomId, token);
  return { row, participant: requireParticipant(access) };
}

/**
 * Opens a room for one of its reads: who the caller is, refused unless the
 * read admits their audience. A caller without a token is the public.
 */
export async function openRoomToRead<R extends RoomRead>(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  read: R,
): Promise<{ row: RoomRow; viewer: ReaderOf<R> }> {
  if (!token && mayRead(PUBLIC_VIEWER, read)) {
    const row = await findRoomById(ctx.database.db, roomId);
    if (!row) throw refuse('room_not_found', 'roomNotFound');
    return { row, viewer: PUBLIC_VIEWER };
  }
  const { row, access } = await openRoom(ctx, roomId, token);
  return { row, viewer: requireRead(viewerOf(access), read) };
}

/** The room itself, to restore a saved room or a participant's view. */
export async function getRoom(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<Room> {
  return toRoom((await openRoomToRead(ctx, roomId, token, 'room')).row);
}

/** Finds a room by its code as a participant typed it (already normalised). */
export async function findRoomForCode(ctx: ServiceContext, code: string): Promise<Room> {
  requireRead(PUBLIC_VIEWER, 'roomByCode');
  const row = await findRoomByCode(ctx.database.db, code);
  if (!row) throw refuse('room_not_found', 'roomNotFoundByCode');
  return toRoom(row);
}

export async function getResults(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<Results | null> {
  const { row: room, viewer } = await openRoomToRead(ctx, roomId, token, 'results');
  return resultsFor(viewer, toRoom(room), await findResults(ctx.database.db, roomId));
}

/**
 * Ends voting: in one transaction flips the room to ended, tallies every
 * committed ballot of every award, and writes each award's results row and
 * the audit entry.
 */
export async function finishVoting(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<{ room: Room; results: Results }> {
  const { access } = await openRoom(ctx, roomId, token);
  const admin = requireAdmin(access);
  const { counted, ...finished } = await changeRoom(ctx, roomId, async (tx, room) => {
    if (room.status === 'ended') throw refuse('room_ended', 'alreadyFinished');
    const contestants = await listContestants(tx, roomId);
    if (contestants.length === 0) throw refuse('no_contestants', 'noContestants');
    const ended = await endVoting(tx, room, contestants, { userId: admin.id, admin: admin.name });
    return {
      value: { ...ended.outcome.value, counted: ended.counted },
      events: ended.outcome.events,
    };
  });
  ctx.records.afterFinish(counted);
  logVotingFinished(ctx, finished.results);
  return finished;
}

export function logVotingFinished(ctx: ServiceContext, results: Results): void {
  ctx.log.info(
    {
      roomId: results.roomId,
      ballots: results.totalBallots,
      winner: results.finalScores[0]?.contestantName ?? null,
    },
    'voting finished',
  );
}
