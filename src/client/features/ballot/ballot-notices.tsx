import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { NOT_COUNTED } from './ballot-feedback.ts';

/**
 * Why the last Submit Vote or Reset Vote failed, in the spec's words, kept
 * beside the buttons after the alert is gone. It takes the keyboard, so that
 * a screen reader reads it and the next Tab is the button to try again.
 */
export function BallotError({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <p ref={ref} className="error-box ballot-error" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}

/**
 * Told to a participant whose ballot arrived after voting ended, on whatever
 * the room shows next (the results, or the wait for them). It takes the
 * keyboard a frame after it appears, after the screen it sits on has put it
 * on its own heading.
 */
export function NotCountedNotice() {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div ref={ref} className="notice ballot-not-counted" role="alert" tabIndex={-1}>
      {i18n._(NOT_COUNTED)}
    </div>
  );
}
