import { sameHash } from '../auth/tokens.ts';
import type { ParticipantRow } from '../db/schema.ts';
import type { AdminRow } from '../db/schema-admins.ts';
import type { ScreenRow } from '../db/schema-screens.ts';
import { refuse } from '../errors.ts';
import type { RoomWithCaller } from '../repositories/rooms-repository.ts';

/**
 * Who is acting: an admin of the room (which one, for audit entries), one
 * of its participants, or one of its screen links (which may only watch).
 */
export type Access =
  | { role: 'admin'; admin: AdminRow }
  | { role: 'participant'; participant: ParticipantRow }
  | { role: 'screen'; screen: ScreenRow };

/** Who a token speaks for, given the admin or participant its hash (`tokenHash`) matched. */
export function accessFor(
  found: RoomWithCaller,
  token: string | undefined,
  tokenHash: string,
): Access {
  if (!token) throw refuse('token_missing', 'missingToken');
  // The database found the row by the hash; the hash is checked again here in
  // constant time, so that no comparison that leaks timing decides access.
  if (found.admin && sameHash(found.admin.tokenHash, tokenHash)) {
    return { role: 'admin', admin: found.admin };
  }
  if (found.participant && sameHash(found.participant.tokenHash, tokenHash)) {
    return { role: 'participant', participant: found.participant };
  }
  if (found.screen && sameHash(found.screen.tokenHash, tokenHash)) {
    return { role: 'screen', screen: found.screen };
  }
  throw refuse('token_not_for_room', 'forbiddenRoom');
}

export function requireAdmin(access: Access): AdminRow {
  if (access.role === 'screen') throw refuse('admin_only', 'screenReadOnly');
  if (access.role !== 'admin') throw refuse('admin_only', 'adminOnly');
  return access.admin;
}

export function requireParticipant(access: Access): ParticipantRow {
  if (access.role === 'screen') throw refuse('participant_only', 'screenReadOnly');
  if (access.role !== 'participant') throw refuse('participant_only', 'participantOnly');
  return access.participant;
}
