import {
  ADMIN_LOG_LIMIT,
  type AdminLogEntry,
  type AdminsResponse,
  type InvitedAdmin,
  MAX_ADMINS_PER_ROOM,
} from '#shared/admins.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Executor } from '../db/database.ts';
import type { ParticipantRow } from '../db/schema.ts';
import type { AdminRow } from '../db/schema-admins.ts';
import { refuse } from '../errors.ts';
import {
  deleteAdmin,
  findAdmin,
  insertAdmin,
  listAdmins,
  toAdmin,
} from '../repositories/admins-repository.ts';
import { listAuditLog, toAdminLogEntry } from '../repositories/audit-repository.ts';
import { insertAuditLog } from '../repositories/results-repository.ts';
import { type Access, requireAdmin } from './access.ts';
import type { ServiceContext } from './context.ts';
import { changeRoom } from './room-change.ts';
import { openRoom, openRoomToRead } from './rooms-service.ts';

/** The organiser who created the room: the only one who invites and revokes. */
export function requireOwner(access: Access): AdminRow {
  const admin = requireAdmin(access);
  if (admin.role !== 'owner') throw refuse('owner_only', 'ownerOnly');
  return admin;
}

/** The room's organiser devices, and which of them is asking. */
export async function listRoomAdmins(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<AdminsResponse> {
  const { viewer } = await openRoomToRead(ctx, roomId, token, 'admins');
  const rows = await listAdmins(ctx.database.db, roomId);
  return { admins: rows.map(toAdmin), youId: viewer.adminId };
}

/** The first free "Co-organiser N", counting from the co-organisers the room has. */
function defaultName(current: readonly AdminRow[]): string {
  const taken = new Set(current.map((admin) => admin.name));
  let n = current.filter((admin) => admin.role === 'co_admin').length + 1;
  while (taken.has(`Co-organiser ${n}`)) n += 1;
  return `Co-organiser ${n}`;
}

/**
 * The owner invites a co-organiser: a new device with its own secret, which
 * is returned this once and kept only as a hash.
 */
export async function inviteAdmin(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  name: string | undefined,
): Promise<InvitedAdmin> {
  const { access } = await openRoom(ctx, roomId, token);
  requireOwner(access);
  const adminToken = newToken();
  const row = await changeRoom(ctx, roomId, async (tx) => {
    const current = await listAdmins(tx, roomId);
    if (current.length >= MAX_ADMINS_PER_ROOM) {
      throw refuse('admin_limit', 'tooManyAdmins');
    }
    const inserted = await insertAdmin(tx, {
      roomId,
      tokenHash: hashToken(adminToken),
      role: 'co_admin',
      name: name || defaultName(current),
    });
    return { value: inserted, events: [{ type: 'admins_changed', revokedId: null }] };
  });
  return { admin: toAdmin(row), adminToken };
}

/**
 * The owner revokes a co-organiser: its row goes, so its secret is refused
 * from the next call on, and its open sockets close on every node.
 */
export async function revokeAdmin(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  adminId: string,
): Promise<void> {
  const { access } = await openRoom(ctx, roomId, token);
  const owner = requireOwner(access);
  if (adminId === owner.id) throw refuse('owner_not_revocable', 'ownerNotRevocable');
  await changeRoom(ctx, roomId, async (tx) => {
    const target = await findAdmin(tx, roomId, adminId);
    if (!target) throw refuse('admin_not_found', 'adminNotFound');
    if (target.role === 'owner') throw refuse('owner_not_revocable', 'ownerNotRevocable');
    await deleteAdmin(tx, roomId, adminId);
    return { value: undefined, events: [{ type: 'admins_changed', revokedId: adminId }] };
  });
}

/** The organiser log: who finished voting or removed whom, newest first. */
export async function getAdminLog(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
): Promise<{ entries: AdminLogEntry[] }> {
  await openRoomToRead(ctx, roomId, token, 'adminLog');
  const rows = await listAuditLog(ctx.database.db, roomId, ADMIN_LOG_LIMIT);
  return { entries: rows.map(toAdminLogEntry) };
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
      admin: admin.name,
      participant_id: participant.id,
      participant: participant.name,
    },
  });
}
