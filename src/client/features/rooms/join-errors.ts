import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '#client/lib/api-transport.ts';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import { withValues } from '#client/lib/i18n/with-values.ts';
import { PARTICIPANT_NAME_MAX_LENGTH } from '#shared/constants.ts';
import { issueReasonOf } from '#shared/issue-keys.ts';

/** Why a join was refused, each with words of its own: the spec's where it gives them. */
export type JoinRefusal =
  | 'fillInAllFields'
  | 'roomNotFoundByCode'
  | 'roomEnded'
  | 'teamLinkInvalid'
  | 'rehearsalJoin'
  | 'nameTooLong'
  | 'joinFailed';

// The join page's few messages, in its own catalog group (the first load).
const JOIN_WORDING = {
  fillInAllFields: msg`Please fill in all fields`,
  roomNotFoundByCode: msg`Room not found. Please check your room code.`,
  roomEnded: msg`This room has ended and is no longer accepting votes.`,
  teamLinkInvalid: msg`This team link does not open this room: ask the organiser for a new one.`,
  rehearsalJoin: msg`A rehearsal is running in this room: joining opens when the organiser goes live.`,
  nameTooLong: msg({ message: 'Name must be at most {max} characters.' }),
  joinFailed: msg`Failed to join room. Please try again.`,
};

/** Why the server refused a join, by the refusal's code; anything else is the catch-all. */
export function joinRefusalOf(error: unknown): JoinRefusal {
  if (!(error instanceof ApiError)) return 'joinFailed';
  switch (error.code) {
    case 'room_not_found':
      return 'roomNotFoundByCode';
    case 'room_ended':
      return 'roomEnded';
    case 'team_link_invalid':
      return 'teamLinkInvalid';
    case 'rehearsal_running':
      return 'rehearsalJoin';
    default:
      return 'joinFailed';
  }
}

/** Why the form's own check refused a join (`checkJoin`), by the key of its message. */
export function checkRefusalOf(message: string): JoinRefusal {
  switch (issueReasonOf(message)) {
    case 'fillInAllFields':
      return 'fillInAllFields';
    case 'roomNotFoundByCode':
      return 'roomNotFoundByCode';
    case 'tooLong':
      return 'nameTooLong';
    default:
      return 'joinFailed';
  }
}

/** A refused join in words, in `i18n`'s language. */
export function joinText(refusal: JoinRefusal, i18n: I18n): string {
  if (refusal === 'nameTooLong') {
    return i18n._(withValues(JOIN_WORDING.nameTooLong, { max: PARTICIPANT_NAME_MAX_LENGTH }));
  }
  return i18n._(JOIN_WORDING[refusal]);
}

/** The spec's message for a failed join, chosen by the refusal's code: its own words, or its catch-all. */
export function joinErrorMessage(error: unknown, i18n: I18n = appI18n): string {
  return joinText(joinRefusalOf(error), i18n);
}
