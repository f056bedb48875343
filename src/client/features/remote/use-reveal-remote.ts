import { useRef, useState } from 'react';
import { ApiError } from '#client/lib/api-transport.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import type { Room } from '#shared/api.ts';
import { remoteApi } from './remote-api.ts';

export type RevealDirection = 'next' | 'back';

/** What the remote says when a press did not move the reveal. */
function pressFailure(failure: unknown): string {
  // A refusal says why in words of its own (another device moved first, a winner stays shown).
  if (failure instanceof ApiError && failure.status === 409) return failure.message;
  return `The reveal did not move: ${getErrorMessage(failure)}`;
}

/**
 * Reveal next and Back on the organiser's remote: each press says the step
 * this device shows, one press at a time. The server's step is the truth: a
 * press another device beat is refused, the remote says so, and the live
 * update shows where the reveal is now. `onAnswered` shows the step a press
 * moved to ahead of that update.
 */
export function useRevealRemote(
  session: AdminSession,
  onAnswered: (from: number, room: Room) => void,
) {
  const [pressing, setPressing] = useState<RevealDirection | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const inFlight = useRef(false);

  const press = async (direction: RevealDirection, from: number) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPressing(direction);
    setRefusal(null);
    try {
      const step = direction === 'next' ? from + 1 : from - 1;
      const { room } = await remoteApi.reveal(session.roomId, session.adminToken, { from, step });
      onAnswered(from, room);
    } catch (failure) {
      setRefusal(pressFailure(failure));
    } finally {
      inFlight.current = false;
      setPressing(null);
    }
  };

  return {
    pressing,
    refusal,
    press: (direction: RevealDirection, from: number) => void press(direction, from),
  };
}
