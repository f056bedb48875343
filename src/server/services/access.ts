import { ERRORS } from '#shared/messages.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Executor } from '../db/database.ts';
import type { ParticipantRow, RoomRow } from '../db/schema.ts';
import { forbidden, unauthorised } from '../errors.ts';
import { findParticipantByTokenHash } from '../repositories/participants-repository.ts';

export type Access = { role: 'admin' } | { role: 'voter'; participant: ParticipantRow };

/** Who the token speaks for in this room; refuses a missing or foreign token. */
export async function resolveAccess(
  ex: Executor,
  room: RoomRow,
  token: string | undefined,
): Promise<Access> {
  if (!token) throw unauthorised(ERRORS.missingToken);
  const tokenHash = hashToken(token);
  if (tokenHash === room.adminTokenHash) return { role: 'admin' };
  const participant = await findParticipantByTokenHash(ex, room.id, tokenHash);
  if (participant) return { role: 'voter', participant };
  throw forbidden(ERRORS.forbiddenRoom);
}

export function requireAdmin(access: Access): void {
  if (access.role !== 'admin') throw forbidden(ERRORS.adminOnly);
}

export function requireVoter(access: Access): ParticipantRow {
  if (access.role !== 'voter') throw forbidden(ERRORS.voterOnly);
  return access.participant;
}
