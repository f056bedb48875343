import type { I18n } from '@lingui/core';
import type { RefusalOnlyReason } from '#shared/refusal-reasons.ts';
import type { ErrorCode } from '#shared/refusals.ts';
import { ApiError } from './api-transport.ts';
import { appI18n } from './i18n/app-language.ts';
import { REFUSED_WORDING, refusalText, UNKNOWN_WORDING } from './refusal-wording.ts';

/**
 * The words of a refusal that came without a reason this device knows (from
 * a proxy, or a newer server): those of a usual reason of its code, when one
 * says it well enough; otherwise the device's own generic words.
 */
const USUAL_REASON: Partial<Record<ErrorCode, RefusalOnlyReason>> = {
  validation_failed: 'requestNotValid',
  payload_too_large: 'requestTooLarge',
  token_missing: 'missingToken',
  token_not_for_room: 'forbiddenRoom',
  admin_only: 'adminOnly',
  owner_only: 'ownerOnly',
  admin_not_found: 'adminNotFound',
  owner_not_revocable: 'ownerNotRevocable',
  admin_limit: 'tooManyAdmins',
  participant_only: 'participantOnly',
  room_not_found: 'roomNotFound',
  contestant_not_found: 'contestantNotFound',
  participant_not_found: 'participantNotFound',
  not_found: 'notFound',
  room_ended: 'roomEnded',
  reveal_moved: 'revealMoved',
  contestant_limit: 'tooManyContestants',
  award_not_found: 'awardNotFound',
  award_limit: 'tooManyAwards',
  award_name_taken: 'awardNameTaken',
  last_award: 'lastAward',
  not_in_award: 'notInAward',
  judges_only: 'judgesOnly',
  expo_award: 'expoAward',
  award_has_ballots: 'finalistsAwardHasBallots',
  judging_open: 'judgingOpen',
  format_has_ballots: 'formatHasBallots',
  stop_ranked: 'stopRanked',
  not_seen: 'notSeen',
  judging_closed: 'judgingClosed',
  not_expo: 'notExpo',
  audience_only: 'audienceOnly',
  own_team: 'ownTeam',
  judge_not_found: 'judgeNotFound',
  judge_limit: 'tooManyJudges',
  screen_not_found: 'screenNotFound',
  screen_limit: 'tooManyScreens',
  rehearsal_running: 'rehearsalRunning',
  no_rehearsal: 'noRehearsal',
  room_not_empty: 'rehearsalNeedsEmptyRoom',
  team_link_limit: 'tooManyTeamLinks',
  team_link_invalid: 'teamLinkInvalid',
  forbidden_origin: 'forbiddenOrigin',
  rate_limited: 'rateLimited',
  unavailable: 'unavailable',
  internal: 'internal',
};

/**
 * An API error in words, in `i18n`'s language: by its reason, else by its
 * code; one made without a reason (not by the transport) keeps its words when
 * VibeRank was not reached, as they are the device's own.
 */
function apiErrorText(error: ApiError, i18n: I18n): string {
  const worded = error.reason === null ? null : refusalText(error.reason, error.values, i18n);
  if (worded !== null) return worded;
  if (error.code === 'unreachable' || error.code === 'unknown') return error.message;
  const usual = Object.hasOwn(USUAL_REASON, error.code) ? USUAL_REASON[error.code] : undefined;
  return (usual && refusalText(usual, {}, i18n)) ?? i18n._(REFUSED_WORDING);
}

/**
 * The message to show for anything thrown, in the device's language: a
 * refusal of the server worded by its reason and values (never its English),
 * else by its code; the device's own errors as they were worded.
 */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return apiErrorText(error, appI18n);
  if (typeof error === 'string') return error;
  if (error instanceof Error && error.message) return error.message;
  return appI18n._(UNKNOWN_WORDING);
}
