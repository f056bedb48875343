import { ERRORS } from '#shared/messages.ts';
import {
  type InvitedOrganiser,
  MAX_ORGANISERS_PER_ROOM,
  ORGANISER_LOG_LIMIT,
  type OrganiserLogEntry,
  type OrganisersResponse,
} from '#shared/organisers.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Executor } from '../db/database.ts';
import type { AdminRow, ParticipantRow } from '../db/schema.ts';
import { refuse } from '../errors.ts';
import {
  deleteAdmin,
  findAdmin,
  insertAdmin,
  listAdmins,
  toOrganiser,
} from '../repositories/admins-repository.ts';
import { listAuditLog, toOrganiserLogEntry } from '../repositories/audit-repository.ts';
import { insertAuditLog } from '../repositories/results-repository.ts';
import { type Access, requireAdmin } from './access.ts';
import type { ServiceContext } from './context.ts';
import { changeRoom } from './room-change.ts';
import { openRoom, openRoomToRead } from './rooms-service.ts';

/** The organiser who created the room: the only one who invites and revokes. */
export function requireOwner(access: Access): AdminRow {
  const admin = requireAdmin(access);
  if (admin.role !== 'owner') throw refuse('owner_only', ERRORS.ownerOnly);
  return admin;
}

/** The room's organiser devices, and which of them is asking. */
export async function listOrganisers(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<OrganisersResponse> {
  const { viewer } = await openRoomToRead(ctx, roomId, token, 'organisers');
  const rows = await listAdmins(ctx.database.db, roomId);
  return { organisers: rows.map(toOrganiser), youId: viewer.adminId };
}

/** The first free "Co-organiser N", counting from the co-organisers the room has. */
function defaultName(current: readonly AdminRow[]): string {
  const taken = new Set(current.map((admin) => admin.name));
  let n = current.filter((admin) => admin.role === 'co_organiser').length + 1;
  while (taken.has(`Co-organiser ${n}`)) n += 1;
  return `Co-organiser ${n}`;
}

/**
 * The owner invites a co-organiser: a new device with its own secret, which
 * is returned this once and kept only as a hash.
 */
export async function inviteOrganiser(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  name: string | undefined,
): Promise<InvitedOrganiser> {
  const { access } = await openRoom(ctx, roomId, token);
  requireOwner(access);
  const organiserToken = newToken();
  const row = await changeRoom(ctx, roomId, async (tx) => {
    const current = await listAdmins(tx, roomId);
    if (current.length >= MAX_ORGANISERS_PER_ROOM) {
      throw refuse('organiser_limit', ERRORS.tooManyOrganisers);
    }
    const inserted = await insertAdmin(tx, {
      roomId,
      tokenHash: hashToken(organiserToken),
      role: 'co_organiser',
      name: name || defaultName(current),
    });
    return { value: inserted, events: [{ type: 'organisers_changed', revokedId: null }] };
  });
  return { organiser: toOrganiser(row), organiserToken };
}

/**
 * The owner revokes a co-organiser: its row goes, so its secret is refused
 * from the next call on, and its open sockets close on every node.
 */
export async function revokeOrganiser(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  organiserId: string,
): Promise<void> {
  const { access } = await openRoom(ctx, roomId, token);
  const owner = requireOwner(access);
  if (organiserId === owner.id) throw refuse('owner_not_revocable', ERRORS.ownerNotRevocable);
  await changeRoom(ctx, roomId, async (tx) => {
    const target = await findAdmin(tx, roomId, organiserId);
    if (!target) throw refuse('organiser_not_found', ERRORS.organiserNotFound);
    if (target.role === 'owner') throw refuse('owner_not_revocable', ERRORS.ownerNotRevocable);
    await deleteAdmin(tx, roomId, organiserId);
    return { value: undefined, events: [{ type: 'organisers_changed', revokedId: organiserId }] };
  });
}

/** The organiser log: who finished voting or removed whom, newest first. */
export async function getOrganiserLog(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<{ entries: OrganiserLogEntry[] }> {
  await openRoomToRead(ctx, roomId, token, 'organiserLog');
  const rows = await listAuditLog(ctx.database.db, roomId, ORGANISER_LOG_LIMIT);
  return { entries: rows.map(toOrganiserLogEntry) };
}

/** Records, inside the removal's transaction, which organiser removed which participant. */
export async function auditRemoval(
  tx: Executor,
  admin: AdminRow,
  participant: ParticipantRow,
): Promise<void> {
  await insertAuditLog(tx, {
    roomId: participant.roomId,
    userId: admin.id,
    action: 'remove_participant',
    details: {
      organiser: admin.name,
      participant_id: participant.id,
      participant: participant.name,
    },
  });
}
