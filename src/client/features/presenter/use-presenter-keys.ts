import { useEffect, useEffectEvent } from 'react';
import { readsRightToLeft } from '#client/lib/reading-direction.ts';

/**
 * Keys that step the reveal forward: those presentation clickers send, and ←
 * too on a right-to-left page, the way it reads.
 */
function stepsForward(key: string): boolean {
  if (key === ' ' || key === 'ArrowRight') return true;
  return key === 'ArrowLeft' && readsRightToLeft();
}

function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The presenter's keyboard: F toggles fullscreen; Space or → shows the next
 * step of the reveal when there is one (`onNext` null otherwise). A handled
 * Space does not also press the focused button, so one press is one step.
 */
export function usePresenterKeys({
  onFullscreen,
  onNext,
}: {
  onFullscreen: () => void;
  onNext: (() => void) | null;
}) {
  const handle = useEffectEvent((event: KeyboardEvent): boolean => {
    if (event.ctrlKey || event.metaKey || event.altKey || isTextEntry(event.target)) return false;
    if (event.key === 'f' || event.key === 'F') {
      if (!event.repeat) onFullscreen();
      return true;
    }
    if (!stepsForward(event.key) || !onNext) return false;
    if (!event.repeat) onNext();
    return true;
  });

  useEffect(() => {
    let spaceHandled = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !handle(event)) return;
      event.preventDefault();
      if (event.key === ' ') spaceHandled = true;
    };
    // A button presses on Space's keyup: keep it from pressing a second time.
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !spaceHandled) return;
      spaceHandled = false;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, []);
}
