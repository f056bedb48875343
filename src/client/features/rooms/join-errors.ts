import { ApiError } from '#client/lib/api-transport.ts';
import { ERRORS, MESSAGES } from '#shared/messages.ts';

/** The spec's message for a failed join, chosen by the refusal's code: its own words, or its catch-all. */
export function joinErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.joinFailed;
  switch (error.code) {
    case 'room_not_found':
      return MESSAGES.roomNotFoundByCode;
    case 'room_ended':
      return MESSAGES.roomEnded;
    case 'team_link_invalid':
      return ERRORS.teamLinkInvalid;
    case 'rehearsal_running':
      return ERRORS.rehearsalJoin;
    default:
      return MESSAGES.joinFailed;
  }
}
