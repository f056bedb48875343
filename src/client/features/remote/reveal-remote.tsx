import { type ReactNode, useId } from 'react';
import { ApiError } from '#client/lib/api-transport.ts';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { awardsOf } from '#client/lib/results-awards.ts';
import type { AdminSession } from '#client/lib/storage.ts';
import { useRevealPress } from '#client/lib/use-reveal-press.ts';
import type { Results, Room } from '#shared/api.ts';
import { canRevealBack, canRevealNext } from '#shared/reveal-moves.ts';
import { revealStepText } from './reveal-step-text.ts';
import './remote.css';

/** What the remote says when a press did not move the reveal. */
function pressFailure(failure: unknown): string | null {
  if (failure === null) return null;
  // A refusal says why in words of its own (another device moved first, a winner stays shown).
  if (failure instanceof ApiError && failure.status === 409) return getErrorMessage(failure);
  return `The reveal did not move: ${getErrorMessage(failure)}`;
}

/**
 * The staged reveal from the organiser's hand: what the big screen shows,
 * in words, with Back one step and Reveal next as large buttons, and why a
 * press did not move it. Every screen follows the room's step, this one too.
 */
export function RevealRemote({
  session,
  room,
  results,
  onAnswered,
}: {
  session: AdminSession;
  room: Room;
  results: Results;
  onAnswered: (from: number, room: Room) => void;
}) {
  const remote = useRevealPress(session, onAnswered);
  const refusal = pressFailure(remote.failure);
  const awards = awardsOf(results);
  const step = room.revealStep;
  const text = revealStepText(awards, step);
  const busy = remote.pressing !== null;
  return (
    <div className="reveal-remote">
      <div className="reveal-remote__where" role="status">
        <p className="reveal-remote__showing">{text.showing}</p>
        {text.progress && (
          <p className="reveal-remote__progress">
            {text.next ? `${text.progress} · ${text.next}` : text.progress}
          </p>
        )}
      </div>
      {text.backNote && <p className="reveal-remote__note">{text.backNote}</p>}
      {refusal && (
        <p className="error-box reveal-remote__refusal" role="alert">
          {refusal}
        </p>
      )}
      {/*
        Last, so that they stay put at the bottom of a phone while a note comes
        and goes. While a press is on its way they are aria-disabled, not
        disabled, so that the keyboard stays on them.
      */}
      <div className="reveal-remote__buttons">
        <PressButton
          look="button--secondary"
          allowed={canRevealBack(awards, step)}
          busy={busy}
          onPress={() => remote.press('back', step)}
        >
          {/* "Back" to the eye, where the thumb has little room; the whole words to a screen reader. */}
          <span aria-hidden="true">←</span> Back<span className="visually-hidden"> one step</span>
        </PressButton>
        <PressButton
          look="button--gradient"
          allowed={canRevealNext(awards, step)}
          busy={busy}
          onPress={() => remote.press('next', step)}
        >
          Reveal next <span aria-hidden="true">→</span>
        </PressButton>
      </div>
    </div>
  );
}

/** A large button of the remote: disabled where the reveal cannot go, aria-disabled while a press is on its way. */
function PressButton({
  look,
  allowed,
  busy,
  onPress,
  children,
}: {
  look: string;
  allowed: boolean;
  busy: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`button ${look} reveal-remote__button`}
      disabled={!allowed}
      aria-disabled={busy || undefined}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

/** The reveal's controls as a card of the dashboard, where the screen is wide. */
export function RevealCard({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <section className="card stack reveal-card" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        The reveal
      </h2>
      {children}
    </section>
  );
}
