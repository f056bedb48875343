import { useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { Room } from '#shared/api.ts';

/** What the organiser reads when the server refuses to change a setting (nothing changed). */
export function switchFailureMessage(setting: string, error: unknown): string {
  return `${setting} was not changed. ${getErrorMessage(error)}`;
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
  setting: string,
  send: (value: boolean) => Promise<{ room: Room }>,
  onChanged: (room: Room) => void,
) {
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = async (value: boolean) => {
    setPending(value);
    setError(null);
    try {
      onChanged((await send(value)).room);
    } catch (caught) {
      setError(switchFailureMessage(setting, caught));
    } finally {
      setPending(null);
    }
  };

  return { pending, error, change };
}
