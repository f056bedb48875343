import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { Room } from '#shared/api.ts';

/** A room's on/off setting: Hold results for the reveal, or Publish anonymised ballots. */
export type RoomSetting = 'hold' | 'publish';

/** What the organiser reads when the server refuses to change a setting (nothing changed). */
export function switchFailureMessage(i18n: I18n, setting: RoomSetting, error: unknown): string {
  const reason = getErrorMessage(error);
  return setting === 'hold'
    ? i18n._(msg`The results hold was not changed. ${reason}`)
    : i18n._(msg`Publish anonymised ballots was not changed. ${reason}`);
}

export type RoomSwitch = ReturnType<typeof useRoomSwitch>;

/**
 * A room's on/off setting the organiser changes while voting is open (Hold
 * results for the reveal, Publish anonymised ballots): asks the server to
 * change it, and reports the room's new state (every dashboard also gets it
 * live). While the request is out, `pending` holds the value asked for; a
 * refusal leaves the room as it was and says why.
 */
export function useRoomSwitch(
  setting: RoomSetting,
  send: (value: boolean) => Promise<{ room: Room }>,
  onChanged: (room: Room) => void,
) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = async (value: boolean) => {
    setPending(value);
    setError(null);
    try {
      onChanged((await send(value)).room);
    } catch (caught) {
      setError(switchFailureMessage(i18n, setting, caught));
    } finally {
      setPending(null);
    }
  };

  return { pending, error, change };
}
