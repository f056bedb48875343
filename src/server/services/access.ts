import { ERRORS } from '#shared/messages.ts';
import { hashToken } from '../auth/tokens.ts';
import type { ParticipantRow, RoomRow } from '../db/schema.ts';
import { forbidden, unauthorised } from '../errors.ts';

export type Access = { role: 'admin' } | { role: 'voter'; participant: ParticipantRow };

/** Who a token speaks for, given the room and the participant its hash matched. */
export function accessFor(
  room: RoomRow,
  participant: ParticipantRow | null,
  token: string | undefined,
): Access {
  if (!token) throw unauthorised(ERRORS.missingToken);
  if (hashToken(token) === room.adminTokenHash) return { role: 'admin' };
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
