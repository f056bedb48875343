import { type CSSProperties, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  burstDurationMs,
  type ConfettiPiece,
  confettiPieces,
} from '#client/lib/confetti-pieces.ts';
import { CONFETTI_DELAY_MS } from '#shared/constants.ts';
import './confetti.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function reducedMotionQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(REDUCED_MOTION);
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches ?? false;
}

/** Whether the user asked for less motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

type Burst = { id: number; pieces: ConfettiPiece[] };

function pieceStyle(piece: ConfettiPiece): CSSProperties {
  return {
    left: `${piece.leftPercent}%`,
    width: `${piece.sizePx}px`,
    height: `${piece.sizePx}px`,
    animationDuration: `${piece.fallMs}ms`,
    '--confetti-drift': `${piece.driftPx}px`,
    '--confetti-spin': `${piece.spinDeg}deg`,
  } as CSSProperties;
}

/**
 * Celebration dots. Each time `burst` changes to a value above 0, waits
 * CONFETTI_DELAY_MS, drops CONFETTI_PIECES coloured dots over 3 to 5 seconds,
 * then clears them. Decorative only: hidden from assistive technology, never
 * in the way of the pointer, and absent when the user prefers reduced motion.
 */
export function Confetti({ burst }: { burst: number }) {
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState<Burst | null>(null);
  const clearTimers = useRef(new Set<number>());
  const bursts = useRef(0);

  useEffect(() => {
    if (burst <= 0 || reducedMotion) return;
    const start = window.setTimeout(() => {
      bursts.current += 1;
      const id = bursts.current;
      const pieces = confettiPieces();
      setShown({ id, pieces });
      const clear = window.setTimeout(() => {
        clearTimers.current.delete(clear);
        // Only clear this burst: a newer one may already be falling.
        setShown((current) => (current?.id === id ? null : current));
      }, burstDurationMs(pieces) + 100);
      clearTimers.current.add(clear);
    }, CONFETTI_DELAY_MS);
    return () => window.clearTimeout(start);
  }, [burst, reducedMotion]);

  useEffect(() => {
    const timers = clearTimers.current;
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
      timers.clear();
    };
  }, []);

  if (reducedMotion || !shown) return null;

  return (
    <div className="confetti" data-testid="confetti" aria-hidden="true">
      {shown.pieces.map((piece) => (
        <span
          key={`${shown.id}-${piece.id}`}
          className={`confetti-piece confetti-piece--colour-${piece.colour}`}
          style={pieceStyle(piece)}
        />
      ))}
    </div>
  );
}
