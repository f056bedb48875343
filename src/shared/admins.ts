import { z } from 'zod';
import { issueKey } from './issue-keys.ts';

/**
 * Co-organisers: the devices that may run a room, and the organiser log. The
 * owner created the room and alone invites and revokes co-organisers; every
 * organiser may do the rest.
 */

/** How long an organiser's name may be. */
export const ADMIN_NAME_MAX_LENGTH = 40;
/** Organisers one room may have at once, its owner included. */
export const MAX_ADMINS_PER_ROOM = 20;
/** Entries of the organiser log a dashboard is sent, newest first. */
export const ADMIN_LOG_LIMIT = 50;

export const adminRole = z.enum(['owner', 'co_admin']);
export type AdminRole = z.infer<typeof adminRole>;

/** A device that may run the room, as the dashboard lists it. */
export const admin = z.object({
  id: z.string(),
  name: z.string(),
  role: adminRole,
  createdAt: z.string(),
});
export type Admin = z.infer<typeof admin>;

/** The room's organisers, oldest first, and which of them is asking. */
export const adminsResponse = z.object({
  admins: z.array(admin),
  youId: z.string(),
});
export type AdminsResponse = z.infer<typeof adminsResponse>;

/** An invitation: an optional name for the new device ("Co-organiser N" when left out). */
export const inviteAdminInput = z.strictObject({
  name: z
    .string({ error: issueKey('notText', { field: 'name' }) })
    .trim()
    .max(ADMIN_NAME_MAX_LENGTH, {
      error: issueKey('tooLong', { field: 'name', max: ADMIN_NAME_MAX_LENGTH }),
    })
    // A name is one line: no line breaks, tabs or other control characters.
    .refine((name) => !/\p{Cc}/u.test(name), { error: issueKey('oneLine', { field: 'name' }) })
    .optional(),
});
export type InviteAdminInput = z.input<typeof inviteAdminInput>;

/** The invited organiser and its secret: the only time the secret is sent. */
export const invitedAdminResponse = z.object({ admin, adminToken: z.string() });
export type InvitedAdmin = z.infer<typeof invitedAdminResponse>;

/**
 * One entry of the organiser log: what was done (`finish_voting`,
 * `remove_participant`, `invite_judge`, `revoke_judge`, `set_team`,
 * `set_conflicts`, `end_rehearsal`, or another action), by which organiser
 * (by the name they had then; null when no organiser did it), to whom, and
 * with what: the team set (`set_team`; null: none), the conflicts set
 * (`set_conflicts`, names joined by commas; null: none), or how many
 * simulated voters a rehearsal brought (`end_rehearsal`).
 */
export const adminLogEntry = z.object({
  id: z.string(),
  action: z.string(),
  admin: z.string().nullable(),
  participant: z.string().nullable(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLogEntry = z.infer<typeof adminLogEntry>;

export const adminLogResponse = z.object({ entries: z.array(adminLogEntry) });
