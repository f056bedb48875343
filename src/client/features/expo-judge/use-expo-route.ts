import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ParticipantSession } from '#client/lib/storage.ts';
import type { Route } from '#shared/expo.ts';
import { expoApi } from './expo-api.ts';
import { type CallFailure, callFailure } from './network.ts';
import { routeWithTap } from './route-progress.ts';

/** A tap on Seen or Absent: on its way, or failed (kept, to try again). */
export type RouteTap = {
  contestantId: string;
  status: 'seen' | 'absent';
  failure: CallFailure | null;
};

/**
 * A judge's route in an expo award: read on entry and again whenever it may
 * have changed (`changes`: any judge walked a stop, judges came or went,
 * the room's contestants or awards changed, the connection came back).
 * `walk` sends a tap on Seen or Absent (answering the route after it, null
 * when it did not go through); while it is on its way the route shows it walked. A tap the network dropped, or the server refused, is kept
 * with its failure until it is tried again (`retry`, and by itself when the
 * browser is back online) or another tap replaces it: never lost unseen.
 */
export function useExpoRoute(session: ParticipantSession, awardId: string, changes: unknown) {
  const { roomId, participantToken: token } = session;
  const [route, setRoute] = useState<Route | null>(null);
  const [readFailure, setReadFailure] = useState<CallFailure | null>(null);
  const [tap, setTap] = useState<RouteTap | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Answers may come back out of order: only the latest asked for is kept.
  const asked = useRef(0);
  const kept = useRef(0);
  const keep = useCallback((ticket: number, next: Route) => {
    if (ticket < kept.current) return;
    kept.current = ticket;
    setRoute(next);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` and `attempt` only ask for another read
  useEffect(() => {
    const ticket = ++asked.current;
    expoApi.route(roomId, token, awardId).then(
      (next) => {
        setReadFailure(null);
        keep(ticket, next);
      },
      (error: unknown) => setReadFailure(callFailure(error)),
    );
  }, [roomId, token, awardId, keep, changes, attempt]);

  const sending = useRef(false);
  const walk = useCallback(
    async (contestantId: string, status: 'seen' | 'absent'): Promise<Route | null> => {
      if (sending.current) return null;
      sending.current = true;
      setTap({ contestantId, status, failure: null });
      const ticket = ++asked.current;
      try {
        const walked = await expoApi.walk(roomId, token, awardId, contestantId, status);
        keep(ticket, walked);
        setTap(null);
        return walked;
      } catch (error) {
        setTap({ contestantId, status, failure: callFailure(error) });
        return null;
      } finally {
        sending.current = false;
      }
    },
    [roomId, token, awardId, keep],
  );

  const retry = useCallback(() => {
    if (tap) void walk(tap.contestantId, tap.status);
    else setAttempt((n) => n + 1);
  }, [tap, walk]);

  // A tap the network dropped goes again as soon as the browser says it is back.
  const offlineTap = tap?.failure?.offline === true;
  useEffect(() => {
    if (!offlineTap && !readFailure?.offline) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offlineTap, readFailure, retry]);

  const onItsWay = tap && tap.failure === null ? tap : null;
  const shown = useMemo(() => route && routeWithTap(route, onItsWay), [route, onItsWay]);
  return {
    /** The route as the server last said it, with a tap on its way shown walked. */
    route: shown,
    readFailure: route ? null : readFailure,
    tap,
    sending: onItsWay !== null,
    walk,
    retry,
    dismiss: () => setTap((current) => (current?.failure ? null : current)),
  };
}
