import { englishOf, type ReasonArgs } from '#shared/refusal-english.ts';
import type { RefusalReason, RefusalValues } from '#shared/refusal-reasons.ts';
import type { ErrorCode } from '#shared/refusals.ts';

type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** The HTTP status of each refusal, by its machine code. */
export const REFUSAL_STATUS = {
  validation_failed: 400,
  payload_too_large: 413,
  token_missing: 401,
  token_not_for_room: 403,
  admin_only: 403,
  owner_only: 403,
  admin_not_found: 404,
  owner_not_revocable: 409,
  admin_limit: 409,
  participant_only: 403,
  room_not_found: 404,
  contestant_not_found: 404,
  participant_not_found: 404,
  not_found: 404,
  room_ended: 409,
  voting_open: 409,
  reveal_moved: 409,
  reveal_blocked: 409,
  no_contestants: 409,
  contestant_limit: 409,
  table_taken: 409,
  award_not_found: 404,
  award_limit: 409,
  award_name_taken: 409,
  last_award: 409,
  not_in_award: 400,
  judges_only: 403,
  expo_award: 409,
  award_has_ballots: 409,
  judging_open: 409,
  format_has_ballots: 409,
  stop_ranked: 409,
  not_seen: 403,
  judging_closed: 409,
  not_expo: 409,
  audience_only: 403,
  own_team: 403,
  conflict_of_interest: 403,
  judge_not_found: 404,
  judge_limit: 409,
  screen_not_found: 404,
  screen_limit: 409,
  rehearsal_running: 409,
  no_rehearsal: 409,
  room_not_empty: 409,
  team_link_limit: 409,
  team_link_invalid: 403,
  forbidden_origin: 403,
  rate_limited: 429,
  unavailable: 503,
} as const satisfies Record<Exclude<ErrorCode, 'internal'>, RefusalStatus>;

export type RefusalCode = keyof typeof REFUSAL_STATUS;

/**
 * A refusal with a stable code, the reason and values each device words it
 * by, and its English message; never a 5xx.
 *
 * It carries no stack: a refusal is an answer, not a fault, and is never
 * logged with one, while capturing it (through every await of the request)
 * cost more than the rest of a refused request's own code. A flooding
 * script is refused dozens of times a second.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: RefusalStatus;
  constructor(
    readonly code: RefusalCode,
    readonly reason: RefusalReason,
    readonly values: RefusalValues = {},
  ) {
    const message = englishOf(reason, values);
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.statusCode = REFUSAL_STATUS[code];
  }
}

/**
 * Refuses a request: the status follows from the code, the English from the
 * reason and its values (`#shared/refusal-english.ts`), so that the server's
 * words and the devices' cannot drift apart.
 */
export function refuse<R extends RefusalReason>(
  code: RefusalCode,
  reason: R,
  ...values: ReasonArgs<R>
): AppError {
  const [given] = values as [RefusalValues?];
  return new AppError(code, reason, given);
}
