import { type ReactNode, useEffect, useState } from 'react';

/**
 * Its children, from a task after the screen has painted `frames` times
 * without them: what is out of view on arrival (the lower sections of a big
 * dashboard) is drawn after what is in view, and parts drawn a frame apart
 * are laid out apart, rather than all in one long task.
 */
export function AfterPaint({ frames = 1, children }: { frames?: number; children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = 0;
    let task: number | undefined;
    let left = frames;
    // A frame's callbacks run before it paints; a task queued from one runs after.
    const next = () => {
      left -= 1;
      if (left > 0) frame = requestAnimationFrame(next);
      else task = window.setTimeout(() => setPainted(true), 0);
    };
    frame = requestAnimationFrame(next);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, [frames]);
  return painted ? children : null;
}
