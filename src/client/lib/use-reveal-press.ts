import { useRef, useState } from 'react';
import type { Room } from '#shared/api.ts';
import { routes } from '#shared/routes.ts';
import { request } from './api-transport.ts';
import type { AdminSession } from './storage.ts';

export type RevealDirection = 'next' | 'back';

/**
 * One press of the staged reveal, from the presenter's keyboard or the
 * organiser's remote: it says the step this device shows (`from`), and the
 * server moves the reveal one step from there, or refuses a press another
 * device beat. One press at a time; `onAnswered` shows the step the press
 * moved to ahead of the live update; `failure` is why the last press did
 * not move it, for the device to word as it shows things.
 */
export function useRevealPress(
  session: AdminSession,
  onAnswered: (from: number, room: Room) => void,
) {
  const [pressing, setPressing] = useState<RevealDirection | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const inFlight = useRef(false);

  const press = async (direction: RevealDirection, from: number) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPressing(direction);
    setFailure(null);
    try {
      const step = direction === 'next' ? from + 1 : from - 1;
      const { room } = await request<{ room: Room }>(
        routes.reveal.method,
        routes.reveal.url({ roomId: session.roomId }),
        { token: session.adminToken, body: { from, step } },
      );
      onAnswered(from, room);
    } catch (refused) {
      setFailure(refused);
    } finally {
      inFlight.current = false;
      setPressing(null);
    }
  };

  return {
    pressing,
    failure,
    press: (direction: RevealDirection, from: number) => void press(direction, from),
  };
}
