import { z } from 'zod';

/**
 * Co-organisers: the devices that may run a room, and the organiser log. The
 * owner created the room and alone invites and revokes co-organisers; every
 * organiser may do the rest.
 */

/** How long an organiser's name may be. */
export const ORGANISER_NAME_MAX_LENGTH = 40;
/** Organisers one room may have at once, its owner included. */
export const MAX_ORGANISERS_PER_ROOM = 20;
/** Entries of the organiser log a dashboard is sent, newest first. */
export const ORGANISER_LOG_LIMIT = 50;

export const organiserRole = z.enum(['owner', 'co_organiser']);
export type OrganiserRole = z.infer<typeof organiserRole>;

/** A device that may run the room, as the dashboard lists it. */
export const organiser = z.object({
  id: z.string(),
  name: z.string(),
  role: organiserRole,
  createdAt: z.string(),
});
export type Organiser = z.infer<typeof organiser>;

/** The room's organisers, oldest first, and which of them is asking. */
export const organisersResponse = z.object({
  organisers: z.array(organiser),
  youId: z.string(),
});
export type OrganisersResponse = z.infer<typeof organisersResponse>;

/** An invitation: an optional name for the new device ("Co-organiser N" when left out). */
export const inviteOrganiserInput = z.strictObject({
  name: z
    .string({ error: 'Name must be text.' })
    .trim()
    .max(ORGANISER_NAME_MAX_LENGTH, {
      error: `Name must be at most ${ORGANISER_NAME_MAX_LENGTH} characters.`,
    })
    // A name is one line: no line breaks, tabs or other control characters.
    .refine((name) => !/\p{Cc}/u.test(name), { error: 'Name must be one line of text.' })
    .optional(),
});
export type InviteOrganiserInput = z.input<typeof inviteOrganiserInput>;

/** The invited organiser and its secret: the only time the secret is sent. */
export const invitedOrganiserResponse = z.object({ organiser, organiserToken: z.string() });
export type InvitedOrganiser = z.infer<typeof invitedOrganiserResponse>;

/**
 * One entry of the organiser log: what was done (`finish_voting`,
 * `remove_participant`, or another action), by which organiser (by the name
 * they had then; null when no organiser did it) and to whom.
 */
export const organiserLogEntry = z.object({
  id: z.string(),
  action: z.string(),
  organiser: z.string().nullable(),
  participant: z.string().nullable(),
  createdAt: z.string(),
});
export type OrganiserLogEntry = z.infer<typeof organiserLogEntry>;

export const organiserLogResponse = z.object({ entries: z.array(organiserLogEntry) });
