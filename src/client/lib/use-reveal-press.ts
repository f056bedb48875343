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
 * device beat. One press from a step at a time (a second press from the same
 * step is the same press twice); once the live update has moved the step the
 * device shows, a press from there goes at once, even if the answer to the
 * last one is still on its way. `onAnswered` shows the step the press moved
 * to ahead of the live update; `failure` is why the last press did not move
 * it, for the device to word as it shows things.
 */
export function useRevealPress(
  session: AdminSession,
  onAnswered: (from: number, room: Room) => void,
) {
  const [pressing, setPressing] = useState<RevealDirection | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  /** The last press sent: the step it was pressed from, and whether its answer is still awaited. */
  const last = useRef<{ from: number; awaited: boolean } | null>(null);

  const press = async (direction: RevealDirection, from: number) => {
    if (last.current?.awaited && last.current.from === from) return;
    const sent = { from, awaited: true };
    last.current = sent;
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
      if (last.current === sent) setFailure(refused);
    } finally {
      sent.awaited = false;
      if (last.current === sent) setPressing(null);
    }
  };

  return {
    pressing,
    failure,
    press: (direction: RevealDirection, from: number) => void press(direction, from),
  };
}
