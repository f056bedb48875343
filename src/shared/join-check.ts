import { PARTICIPANT_NAME_MAX_LENGTH, ROOM_CODE_LENGTH } from './constants.ts';
import { issueKey } from './issue-keys.ts';
import { normaliseRoomCode } from './room-code.ts';

const CODE_PATTERN = new RegExp(`^[A-Z0-9]{1,${ROOM_CODE_LENGTH}}$`);

/**
 * The join form's rules, as `joinRoomInput` in `schemas.ts` states them for
 * the server, in plain code for the phone's bundle: both fields filled in, a
 * code that could be a room's (spaces and dashes between its groups are
 * fine), a name of at most 40 characters. A refusal's message is the key
 * the schema's issue has (`issue-keys.ts`), for the phone to word.
 */
export function checkJoin(
  code: string,
  name: string,
): { ok: true; value: { code: string; name: string } } | { ok: false; message: string } {
  const trimmedCode = code.trim();
  const trimmedName = name.trim();
  if (!trimmedCode || !trimmedName) return { ok: false, message: issueKey('fillInAllFields') };
  const normalised = normaliseRoomCode(trimmedCode);
  if (!CODE_PATTERN.test(normalised)) return { ok: false, message: issueKey('roomNotFoundByCode') };
  if (trimmedName.length > PARTICIPANT_NAME_MAX_LENGTH) {
    return {
      ok: false,
      message: issueKey('tooLong', { field: 'name', max: PARTICIPANT_NAME_MAX_LENGTH }),
    };
  }
  return { ok: true, value: { code: normalised, name: trimmedName } };
}
