import { z } from 'zod';
import { ISSUE_REASONS, NOTE_REASONS, REFUSAL_REASONS } from './refusal-reasons.ts';

/**
 * The stable machine code of every refusal. Clients decide on the code, never
 * on the message text, which may be reworded.
 */
export const errorCode = z.enum([
  'validation_failed',
  'payload_too_large',
  'token_missing',
  'token_not_for_room',
  'admin_only',
  'owner_only',
  'admin_not_found',
  'owner_not_revocable',
  'admin_limit',
  'participant_only',
  'room_not_found',
  'contestant_not_found',
  'participant_not_found',
  'not_found',
  'room_ended',
  'voting_open',
  'reveal_moved',
  'reveal_blocked',
  'no_contestants',
  'contestant_limit',
  'table_taken',
  'award_not_found',
  'award_limit',
  'award_name_taken',
  'last_award',
  'not_in_award',
  'judges_only',
  'expo_award',
  'award_has_ballots',
  'judging_open',
  'format_has_ballots',
  'stop_ranked',
  'not_seen',
  'judging_closed',
  'not_expo',
  'audience_only',
  'own_team',
  'conflict_of_interest',
  'judge_not_found',
  'judge_limit',
  'screen_not_found',
  'screen_limit',
  'rehearsal_running',
  'no_rehearsal',
  'room_not_empty',
  'team_link_limit',
  'team_link_invalid',
  'forbidden_origin',
  'rate_limited',
  'unavailable',
  'internal',
]);
export type ErrorCode = z.infer<typeof errorCode>;

/**
 * Why a refusal was made: a stable key naming its message
 * (`refusal-reasons.ts`), which each device words in its own language.
 */
export const refusalReason = z.enum([...REFUSAL_REASONS, ...ISSUE_REASONS, ...NOTE_REASONS]);

/** The data the message of a reason needs: a name, a limit, the field at fault. */
export const refusalValues = z.record(z.string(), z.union([z.string(), z.number()]));

/** A message the server sends as data, for each device to word: which, and with what. */
export const reasonWithValues = z.object({ reason: refusalReason, values: refusalValues });
export type ReasonWithValues = z.infer<typeof reasonWithValues>;

/** One problem of a request that failed its schema: where, why, and in English. */
export const refusalIssue = z.object({
  path: z.string(),
  message: z.string(),
  reason: refusalReason,
  values: refusalValues,
});
export type RefusalIssue = z.infer<typeof refusalIssue>;

/**
 * A refusal: its machine code, the reason and values a device words it by,
 * and its English `message` for scripts and logs; `issues` when a request
 * failed its schema (the first one's reason is the refusal's).
 */
export const errorResponse = z.object({
  error: z.object({
    code: errorCode,
    message: z.string(),
    reason: refusalReason,
    values: refusalValues,
    issues: z.array(refusalIssue).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
