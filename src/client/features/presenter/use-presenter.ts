import { useRef, useState } from 'react';
import { ApiError } from '#client/lib/api-transport.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { withRevealAnswer } from '#client/lib/live-room/reveal-answer.ts';
import { useAdminRoom } from '#client/lib/live-room/use-room.ts';
import { awardsOf } from '#client/lib/results-awards.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import { revealCards } from '#shared/reveal.ts';
import { presenterApi } from './presenter-api.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { usePresenterKeys } from './use-presenter-keys.ts';
import { useWakeLock } from './use-wake-lock.ts';

/**
 * The big screen's room: the organiser's live view, and the next step of
 * the staged reveal (`revealCards`: each award's title card when there are
 * several, then its places). The step shown is the room's (`room.revealStep`), so
 * every presenter window stays in step and a reload continues the reveal.
 * A press from a step another screen has already left (the organiser's
 * phone, a second presenter window) is refused by the server; the big screen
 * says nothing of it, as the live update brings the step the reveal is on.
 * Also the fullscreen toggle, the keyboard (F, Space, →), and a screen that
 * stays on.
 */
export function usePresenter(session: AdminSession) {
  const live = useAdminRoom(session.roomId, session.adminToken);
  const [revealing, setRevealing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const { state } = live;
  const results = state?.room.status === 'ended' ? state.results : null;
  const canReveal =
    state !== null &&
    results !== null &&
    state.room.revealStep < revealCards(awardsOf(results)).length;

  const revealNext = async () => {
    if (!state || !canReveal || inFlight.current) return;
    inFlight.current = true;
    setRevealing(true);
    setError(null);
    const from = state.room.revealStep;
    try {
      const move = { from, step: from + 1 };
      const { room } = await presenterApi.reveal(session.roomId, session.adminToken, move);
      live.setState((current) => withRevealAnswer(current, from, room));
    } catch (failure) {
      // Another screen moved the reveal first: its live update shows where it is.
      if (failure instanceof ApiError && failure.code === 'reveal_moved') return;
      setError(`Couldn't reveal the next place: ${getErrorMessage(failure)}`);
    } finally {
      inFlight.current = false;
      setRevealing(false);
    }
  };

  const next = canReveal ? () => void revealNext() : null;
  const fullscreen = useFullscreen();
  usePresenterKeys({ onFullscreen: () => void fullscreen.toggle(), onNext: next });
  useWakeLock();

  return {
    state,
    results,
    status: live.status,
    end: live.end,
    revealing,
    error,
    revealNext: next,
    fullscreen,
  };
}
