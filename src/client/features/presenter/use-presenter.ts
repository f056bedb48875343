import { ApiError } from '#client/lib/api-transport.ts';
import { withRevealAnswer } from '#client/lib/live-room/reveal-answer.ts';
import { useAdminRoom } from '#client/lib/live-room/use-room.ts';
import { awardsOf } from '#client/lib/results-awards.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import { useRevealPress } from '#client/lib/use-reveal-press.ts';
import { canRevealNext } from '#shared/reveal-moves.ts';
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
  const reveal = useRevealPress(session, (from, room) =>
    live.setState((current) => withRevealAnswer(current, from, room)),
  );

  const { state } = live;
  const results = state?.room.status === 'ended' ? state.results : null;
  const canReveal =
    state !== null && results !== null && canRevealNext(awardsOf(results), state.room.revealStep);
  // Another screen moved the reveal first: the big screen says nothing, as its live update shows where it is.
  // Worded by the big screen, in its language (RevealNextButton).
  const failure =
    reveal.failure instanceof ApiError && reveal.failure.code === 'reveal_moved'
      ? null
      : reveal.failure;

  const next = state && canReveal ? () => reveal.press('next', state.room.revealStep) : null;
  const fullscreen = useFullscreen();
  usePresenterKeys({ onFullscreen: () => void fullscreen.toggle(), onNext: next });
  useWakeLock();

  return {
    state,
    results,
    status: live.status,
    end: live.end,
    revealing: reveal.pressing !== null,
    /** Why the last press did not reveal the next place; null when it did, or another screen moved first. */
    failure,
    revealNext: next,
    fullscreen,
  };
}
